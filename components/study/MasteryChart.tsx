// Mastery by law and edition: a bar per edition for each law, and the same figures as a table
// (the chart is a picture for the eye; the table is what a screen reader and a printout read).
import { useTranslations } from 'next-intl';
import { EDITIONS, type Edition } from '@/lib/engine';
import { LAW_GROUPS } from '@/lib/progress/laws';
import { shareOf, sumTallies, type MasteryTable, type Tally } from '@/lib/progress/analysis';
import styles from './study.module.css';

const ROW = 34;
const BAR = 9;
const LABEL = 120;
const WIDTH = 420;
const SCALE = WIDTH - LABEL - 52;

export const MasteryChart = ({ mastery }: { mastery: MasteryTable }) => {
  const t = useTranslations('study.mastery');
  return (
    <section aria-labelledby="mastery-heading" className={styles.panel}>
      <h2 id="mastery-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <Legend />
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${LAW_GROUPS.length * ROW + 8}`} role="img" aria-labelledby="mastery-chart-title">
        <title id="mastery-chart-title">{t('chartTitle')}</title>
        {LAW_GROUPS.map((g, i) => (
          <g key={g} transform={`translate(0 ${i * ROW + 4})`}>
            <text x={0} y={ROW / 2} className={styles.chartLabel} dominantBaseline="middle">
              {t(`laws.${g}.short`)}
            </text>
            {EDITIONS.map((e, j) => (
              <Bar key={e} edition={e} tally={mastery[g][e]} y={j * (BAR + 1) + 2} />
            ))}
          </g>
        ))}
      </svg>
      <MasteryTableView mastery={mastery} />
    </section>
  );
};

const Bar = ({ edition, tally, y }: { edition: Edition; tally: Tally; y: number }) => {
  const share = shareOf(tally);
  return (
    <>
      <rect x={LABEL} y={y} width={SCALE} height={BAR} className={styles.chartTrack} />
      {share !== null && <rect x={LABEL} y={y} width={Math.max(1, share * SCALE)} height={BAR} className={styles[`ed${edition}`]} />}
      <text x={LABEL + SCALE + 4} y={y + BAR / 2} className={styles.chartValue} dominantBaseline="middle">
        {share === null ? '–' : `${Math.round(share * 100)}%`}
      </text>
    </>
  );
};

const Legend = () => {
  const t = useTranslations('study.mastery');
  return (
    <ul className={styles.legend} aria-hidden="true">
      {EDITIONS.map((e) => (
        <li key={e}>
          <span className={`${styles.swatch} ${styles[`ed${e}`]}`} /> {t('edition', { edition: e })}
        </li>
      ))}
    </ul>
  );
};

const Cell = ({ tally, label }: { tally: Tally; label: string }) => {
  const t = useTranslations('study.mastery');
  const share = shareOf(tally);
  return <td data-label={label}>{share === null ? t('notAsked') : t('cell', { right: tally.right, asked: tally.asked, share })}</td>;
};

const MasteryTableView = ({ mastery }: { mastery: MasteryTable }) => {
  const t = useTranslations('study.mastery');
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.matrix}`}>
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('law')}</th>
            {EDITIONS.map((e) => (
              <th key={e} scope="col">
                {t('edition', { edition: e })}
              </th>
            ))}
            <th scope="col">{t('all')}</th>
          </tr>
        </thead>
        <tbody>
          {LAW_GROUPS.map((g) => (
            <tr key={g}>
              <th scope="row">{t(`laws.${g}.long`)}</th>
              {EDITIONS.map((e) => (
                <Cell key={e} tally={mastery[g][e]} label={t('edition', { edition: e })} />
              ))}
              <Cell tally={sumTallies(EDITIONS.map((e) => mastery[g][e]))} label={t('all')} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
