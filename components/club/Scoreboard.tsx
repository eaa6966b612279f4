// The evening's scoreboard: the ten best, points for right answers (speed only when turned on).
import { useTranslations } from 'next-intl';
import type { RoomView } from '@/lib/live/view';
import styles from './club.module.css';

export const Scoreboard = ({ rows }: { rows: NonNullable<RoomView['scoreboard']> }) => {
  const t = useTranslations('club');
  return (
    <section aria-labelledby="live-scoreboard" className={styles.scoreboard}>
      <h2 id="live-scoreboard">{t('room.scoreboard')}</h2>
      <ol>
        {rows.map((r, i) => (
          <li key={i}>
            <span className={styles.scoreName}>{r.nickname}</span>
            <span>{t('room.rightCount', { count: r.right })}</span>
            <strong>{t('room.points', { points: r.points })}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
};
