// The revoke procedure as a chart of numbered steps: revoke? established? correct, or let play
// go on; after play the 64B exceptions, the 64A count and the 64C check. Text only from the
// catalogue (messages/lessons, "chart"), so each language reads as its directors write.
import { useTranslations } from 'next-intl';
import styles from './chart.module.css';

type Box = 'revoke' | 'established' | 'correct' | 'stands' | 'exceptions' | 'count' | 'equity';

const LINES: Readonly<Record<Box, readonly string[]>> = {
  revoke: ['a', 'b', 'c'],
  established: ['a', 'b', 'c', 'd'],
  correct: ['a', 'b', 'c', 'd', 'e'],
  stands: ['a', 'b', 'c'],
  exceptions: ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'],
  count: ['a', 'b', 'c'],
  equity: ['a', 'b', 'c'],
};

function Step({ box, n, ordered = false, lead, from, after }: { box: Box; n: number; ordered?: boolean; lead?: boolean; from?: string; after?: React.ReactNode }) {
  const chart = useTranslations('lessons.chart');
  // Keys built from LINES; the catalogue test keeps every one present in all three languages.
  const t = (k: string) => chart(`${box}.${k}` as 'revoke.a');
  const items = LINES[box].map((k) => <li key={k}>{t(k)}</li>);
  return (
    <section className={`${styles.step} ${styles[box]}`} aria-labelledby={`chart-${box}`}>
      {from && <p className={styles.fork}>{from}</p>}
      <h2 id={`chart-${box}`} className={styles.stepTitle}>
        <span className={styles.stepNumber}>{n}</span> {t('title')}
      </h2>
      {lead && <p className={styles.lead}>{t('lead')}</p>}
      {ordered ? <ol>{items}</ol> : <ul>{items}</ul>}
      {after}
    </section>
  );
}

export function DecisionChart() {
  const t = useTranslations('lessons.chart');
  const r = useTranslations('lessons.chart.revoke');
  const e = useTranslations('lessons.chart.exceptions');
  return (
    <article className={styles.chart} aria-labelledby="chart-title">
      <header className={styles.header}>
        <h1 id="chart-title" className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      <Step box="revoke" n={1} after={<p className={styles.branch}><strong>{t('no')}:</strong> {r('no')}</p>} />
      <Step box="established" n={2} lead />
      {/* Which answer to step 2 leads here, on top of the box itself: the boxes flow into as many
          columns as the screen holds, so the fork cannot rely on where a box lands. */}
      <Step box="correct" n={3} ordered from={`2 → ${t('no')}`} />
      <Step box="stands" n={4} from={`2 → ${t('yes')}`} />
      <Step box="exceptions" n={5} ordered after={<p className={styles.note}>{e('older')}</p>} />
      <Step box="count" n={6} />
      <Step box="equity" n={7} />
    </article>
  );
}
