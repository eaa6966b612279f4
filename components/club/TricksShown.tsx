// How far the play on the screen has got: the deal, or after how many tricks.
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { replayCase } from '@/lib/engine';
import { shownUpTo, type DealtBoard } from '@/lib/live/plan';
import styles from './club.module.css';

export const tricksDone = (board: DealtBoard, stop: number): number => {
  const r = replayCase(board.caseFile, shownUpTo(board.plan.stops, stop, board.caseFile.timeline.length));
  return r.ok ? r.value.tricks.filter((x) => x.winner !== null).length : 0;
};

export const TricksShown = ({ board, stop }: { board: DealtBoard; stop: number }) => {
  const t = useTranslations('club');
  const count = useMemo(() => tricksDone(board, stop), [board, stop]);
  return <p className={styles.tricksShown}>{t('room.tricks', { count })}</p>;
};
