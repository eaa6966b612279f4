// The review queue of the edition studied: every family met so far, the one due first at the
// top, with boards played, boards solved and when it comes back.
import { useFormatter, useTranslations } from 'next-intl';
import type { CardSummary } from '@/lib/progress/schedule';
import styles from './study.module.css';
import { useFamilyTitle } from './useFamilyTitle';

export const ReviewQueue = ({ cards, now }: { cards: readonly CardSummary[]; now: Date }) => {
  const t = useTranslations('study.queue');
  const familyTitle = useFamilyTitle();
  const met = cards.filter((c) => c.due !== null).sort((a, b) => (a.due?.getTime() ?? 0) - (b.due?.getTime() ?? 0));
  return (
    <section aria-labelledby="queue-heading" className={styles.panel}>
      <h2 id="queue-heading">{t('heading')}</h2>
      {met.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('caption', { due: met.filter((c) => c.isDue).length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('family')}</th>
                <th scope="col">{t('played')}</th>
                <th scope="col">{t('solved')}</th>
                <th scope="col">{t('next')}</th>
              </tr>
            </thead>
            <tbody>
              {met.map((c) => (
                <tr key={c.family} className={c.isDue ? styles.due : undefined}>
                  <th scope="row">{familyTitle(c.family)}</th>
                  <td data-label={t('played')}>{c.attempts}</td>
                  <td data-label={t('solved')}>{c.correct}</td>
                  <td data-label={t('next')}>
                    <NextReview card={c} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

const NextReview = ({ card, now }: { card: CardSummary; now: Date }) => {
  const t = useTranslations('study.queue');
  const format = useFormatter();
  if (card.due === null) return null;
  if (card.isDue) return <strong>{t('dueNow')}</strong>;
  return <>{format.relativeTime(card.due, now)}</>;
};
