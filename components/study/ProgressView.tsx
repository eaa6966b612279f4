// Per family, grouped by difficulty: attempts, solved, next review; and the overall numbers.
import { useFormatter, useTranslations } from 'next-intl';
import type { CardSummary, OverallStats } from '@/lib/progress/schedule';
import styles from './study.module.css';

interface Props {
  readonly cards: readonly CardSummary[];
  readonly stats: OverallStats;
  readonly now: Date;
}

export const ProgressView = ({ cards, stats, now }: Props) => {
  const t = useTranslations('study.progress');
  const levels = [...new Set(cards.map((c) => c.difficulty))];
  return (
    <section aria-labelledby="progress-heading" className={styles.panel}>
      <h2 id="progress-heading">{t('heading')}</h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('played')}</dt>
          <dd>{stats.attempts}</dd>
        </div>
        <div>
          <dt>{t('accuracy')}</dt>
          <dd>{stats.accuracy === null ? '–' : t('percent', { value: stats.accuracy })}</dd>
        </div>
        <div>
          <dt>{t('streak')}</dt>
          <dd>{t('streakValue', { count: stats.streak, best: stats.bestStreak })}</dd>
        </div>
      </dl>
      {levels.map((level) => (
        <LevelTable key={level} level={level} cards={cards.filter((c) => c.difficulty === level)} now={now} />
      ))}
    </section>
  );
};

const LevelTable = ({ level, cards, now }: { level: number; cards: readonly CardSummary[]; now: Date }) => {
  const t = useTranslations('study.progress');
  const tRoot = useTranslations();
  return (
    <table className={styles.table}>
      <caption>{tRoot('scenarios.difficulty', { level })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('family')}</th>
          <th scope="col">{t('attempts')}</th>
          <th scope="col">{t('correct')}</th>
          <th scope="col">{t('next')}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((c) => (
          <tr key={c.family} className={c.isDue ? styles.due : undefined}>
            <th scope="row">{tRoot(`families.${c.family}.title`)}</th>
            <td data-label={t('attempts')}>{c.attempts}</td>
            <td data-label={t('correct')}>{c.correct}</td>
            <td data-label={t('next')}>
              <NextReview card={c} now={now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const NextReview = ({ card, now }: { card: CardSummary; now: Date }) => {
  const t = useTranslations('study.progress');
  const format = useFormatter();
  if (card.due === null) return <>{t('notTried')}</>;
  if (card.isDue) return <strong>{t('dueNow')}</strong>;
  return <>{format.relativeTime(card.due, now)}</>;
};
