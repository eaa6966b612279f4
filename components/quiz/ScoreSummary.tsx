// The score as played and after the adjustment, for declarer's side. (That the director may still
// adjust, Law 64C, is told once, in the explanation, worded for the case.)
import { useTranslations } from 'next-intl';
import type { Ruling } from '@/lib/engine';
import { sideOf, type Seat } from '@/lib/engine';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export function ScoreSummary({ ruling, declarer }: { readonly ruling: Ruling; readonly declarer: Seat }) {
  const t = useTranslations('quiz');
  const tt = useTranslations('table');
  const side = tt(sideOf(declarer) === 'NS' ? 'sideNS' : 'sideEW');
  return (
    <section className="score" aria-labelledby="score-heading">
      <h2 id="score-heading">{t('scoreHeading')}</h2>
      {ruling.tricks && ruling.score ? (
        <dl>
          <div>
            <dt>{t('asPlayed')}</dt>
            <dd>{t('scoreLine', { side, count: ruling.tricks.declarer.won, score: signed(ruling.score.declarer.won) })}</dd>
          </div>
          <div className="score__final">
            <dt>{t('afterAdjustment')}</dt>
            <dd>{t('scoreLine', { side, count: ruling.tricks.declarer.final, score: signed(ruling.score.declarer.final) })}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('scoreUnknown')}</p>
      )}
    </section>
  );
}
