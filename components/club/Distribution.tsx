// The room's answers to one question as bars, the right answer marked: on the screen after the
// reveal, and on each phone in the player's own language.
import { useTranslations } from 'next-intl';
import type { QuestionView } from '@/lib/live/view';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

export const Distribution = ({ view, mine }: { view: QuestionView; mine?: string }) => {
  const t = useTranslations('club');
  const text = useLiveText();
  const counts = view.counts ?? {};
  const total = Object.values(counts).reduce((n, c) => n + c, 0);
  return (
    <ol className={styles.answers} aria-label={text.ask(view.ask)}>
      {view.options.map((o, i) => {
        const n = counts[o] ?? 0;
        const percent = total > 0 ? Math.round((100 * n) / total) : 0;
        const right = view.right?.includes(o) ?? false;
        return (
          <li key={o} className={`${styles.answer} ${right ? styles.right : styles.wrong} ${o === mine ? styles.mine : ''}`} data-option={o}>
            <span className={styles.answerKey} aria-hidden="true">
              {String.fromCharCode(65 + i)}
            </span>
            <span className={styles.answerText}>
              {text.option(view.ask, o)}
              {right && <strong className={styles.rightMark}> ✓ {t('room.rightMark')}</strong>}
            </span>
            <span className={styles.bar} role="img" aria-label={t('room.bar', { count: n, percent })}>
              <span className={styles.barFill} style={{ width: `${percent}%` }} />
              <span className={styles.barCount}>{n}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
};
