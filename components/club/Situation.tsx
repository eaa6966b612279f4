// What the room must know before voting: who revoked, on which trick, with which card. The same
// sentence as the quiz's banner, from the quiz's catalogue.
import { useLocale, useTranslations } from 'next-intl';
import { kindOf } from '@/lib/engine';
import { formatCard, seatName, suitName, suitSymbol } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { targetRevoke } from '@/components/quiz/model';
import type { ClubBoard } from './deck';
import styles from './club.module.css';

export const Situation = ({ board }: { board: Pick<ClubBoard, 'caseFile' | 'ruling'> }) => {
  const t = useTranslations('quiz');
  const locale = toLocale(useLocale());
  const revoke = targetRevoke(board.caseFile, board.ruling);
  if (!revoke) return <p className={styles.situation}>{t('noRevoke')}</p>;
  const drawn = board.caseFile.timeline.some((a) => kindOf(a) === 'attention');
  return (
    <p className={styles.situation}>
      {t(drawn ? 'attentionDrawn' : 'endOfPlay', {
        seat: seatName(revoke.seat, locale),
        trick: revoke.trick,
        card: formatCard(revoke.card, locale),
        suit: `${suitSymbol(revoke.suitLed)} ${suitName(revoke.suitLed, locale)}`,
      })}
    </p>
  );
};
