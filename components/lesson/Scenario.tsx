// <Scenario family="…" seed={3} edition="1997" /> or <Scenario case="seed-example-1" />:
// a board played inline with the quiz's predict-then-explain flow. The player and the generator
// arrive after the lesson's load event (LazyBoard.tsx); the frame, its caption and the edition
// choice are here at once.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { editionsOf, isFamilyName } from '@/lib/generator/familyNames';
import { boardKey } from '@/lib/lessons/tags';
import type { Edition } from '@/lib/engine';
import { useLesson } from './LessonContext';
import { LazyBoard } from './LazyBoard';
import { PlayedOnScreen } from './PlayedOnScreen';
import styles from './lesson.module.css';

export interface ScenarioProps {
  readonly family?: string;
  readonly seed?: number;
  readonly edition?: Edition;
  readonly case?: string;
}

export function Scenario(props: ScenarioProps) {
  if (props.case) return <BundledCase name={props.case} />;
  return <GeneratedBoard family={props.family ?? ''} seed={props.seed ?? 0} pinned={props.edition} />;
}

function Frame({ board, note, children }: { board: string; note?: string; children: React.ReactNode }) {
  const t = useTranslations('lessons.scenario');
  const { solved } = useLesson();
  return (
    <figure className={styles.board} data-board={board}>
      {(note || solved.has(board)) && (
        <figcaption className={styles.boardCaption}>
          {note}
          {solved.has(board) && <span className={styles.solved}>✓ {t('solved')}</span>}
        </figcaption>
      )}
      {children}
    </figure>
  );
}

function BundledCase({ name }: { name: string }) {
  const t = useTranslations('lessons.scenario');
  const { cases, onSolved } = useLesson();
  const caseFile = cases[name];
  const board = boardKey({ case: name });
  if (!caseFile) return <p className={styles.boardError}>{t('unknownCase', { name })}</p>;
  return (
    <Frame board={board} note={t('pinned', { edition: caseFile.edition })}>
      <PlayedOnScreen caseFile={caseFile}>
        <LazyBoard>{(b) => <b.Player caseFile={caseFile} compact caseKey={board} onSolved={() => onSolved(board)} />}</LazyBoard>
      </PlayedOnScreen>
    </Frame>
  );
}

function GeneratedBoard({ family, seed, pinned }: { family: string; seed: number; pinned?: Edition }) {
  const t = useTranslations('lessons.scenario');
  const lesson = useLesson();
  const [chosen, setChosen] = useState<Edition | null>(null);
  const edition = chosen ?? pinned ?? lesson.edition;
  const known = isFamilyName(family) ? family : null;
  const editions: readonly Edition[] = known ? editionsOf(known) : [];
  const exists = known !== null && editionsOf(known).includes(edition);
  // Progress counts the board however it was played, so the key carries only a pinned edition.
  const board = boardKey({ family, seed, edition: pinned });

  if (!known || !exists) {
    return (
      <Frame board={board}>
        <div className={styles.boardError}>
          <p>{t('notInEdition', { edition })}</p>
          <p className={styles.buttons}>
            {editions.map((e) => (
              <button key={e} type="button" className={styles.button} onClick={() => setChosen(e)}>
                {t('showIn', { edition: e })}
              </button>
            ))}
          </p>
        </div>
      </Frame>
    );
  }
  return (
    <Frame board={board} note={pinned || chosen ? t('pinned', { edition }) : undefined}>
      <LazyBoard>{(b) => <b.GeneratedPlayer family={known} seed={seed} edition={edition} onSolved={() => lesson.onSolved(board)} />}</LazyBoard>
    </Frame>
  );
}
