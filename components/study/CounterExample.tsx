// After a wrong answer: the board that proves the point, the same situation with one fact
// changed, and a sentence saying which fact. The learner asks for it; it is not forced on them.
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Edition } from '@/lib/engine';
import { counterExampleFor, type CounterField } from '@/lib/generator/counterExample';
import { seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { Player } from './quizSeam';
import styles from './study.module.css';

interface Props {
  readonly family: string;
  readonly seed: number;
  readonly edition: Edition;
  readonly field: CounterField;
  /** Where the counter-example's own answers are recorded as coming from (the page it is offered on). */
  readonly source?: 'study' | 'scenario' | 'lesson';
}

export const CounterExample = ({ family, seed, edition, field, source = 'study' }: Props) => {
  const t = useTranslations('study.counter');
  const locale = toLocale(useLocale());
  const [open, setOpen] = useState(false);
  const counter = useMemo(() => counterExampleFor(family, seed, edition, field), [family, seed, edition, field]);
  if (!counter.ok) return null;
  const c = counter.value;
  const changed = t(`fact.${c.fact}`, { seat: seatName(c.params.seat, locale), trick: c.params.trick });
  if (!open)
    return (
      <div className={styles.counterOffer}>
        <p>{t('offer')}</p>
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          {t('show')}
        </button>
      </div>
    );
  return (
    <section aria-labelledby="counter-heading" className={styles.counter}>
      <h3 id="counter-heading">{t('heading')}</h3>
      <p>
        <strong>{t('changed')}</strong> {changed}
      </p>
      <p>{c.field === 'status' ? t('flipsStatus', { before: c.before, after: c.after }) : t('flipsTransfer', { before: Number(c.before), after: Number(c.after) })}</p>
      <Player caseFile={c.caseFile} title={t('boardTitle')} source={source} family={null} seed={null} caseKey={`counter/${c.fact}/${family}/${edition}/${seed}`} compact />
    </section>
  );
};
