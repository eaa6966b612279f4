// The overall numbers: boards played, answers right, the current streak.
import { useTranslations } from 'next-intl';
import type { OverallStats } from '@/lib/progress/analysis';
import styles from './study.module.css';

export const ProgressView = ({ stats }: { stats: OverallStats }) => {
  const t = useTranslations('study.progress');
  return (
    <section aria-labelledby="progress-heading" className={styles.panel}>
      <h2 id="progress-heading">{t('heading')}</h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('played')}</dt>
          <dd>{stats.boards}</dd>
        </div>
        <div>
          <dt>{t('answers')}</dt>
          <dd>{stats.answers}</dd>
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
    </section>
  );
};
