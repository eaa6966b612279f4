// One prediction form: the questions the table has decided at this moment, as radio groups in
// fieldsets, so every choice is reachable and named for the keyboard. Options are the ruling's
// answer space (lib/quiz), never a second option for the same value.
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { AnyAsk, AnyQuestion, Stage } from '@/lib/quiz';
import { seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { useAnswerLabel } from './answerLabel';

export interface PredictionProps {
  readonly stage: Stage<AnyQuestion>;
  /** Name the revoke in each legend: the board has more than one. */
  readonly nameRevoke: boolean;
  /** The exam: no question may word the answer of another ("It must be corrected. ..."). */
  readonly exam?: boolean;
  readonly onSubmit: (chosen: readonly string[]) => void;
}

const LEGEND: Record<AnyAsk, 'statusLegend' | 'penaltyLegend' | 'transferLegend' | 'mayAskLegend'> = { status: 'statusLegend', penaltyCard: 'penaltyLegend', transfer: 'transferLegend', mayAsk: 'mayAskLegend' };

export function Prediction({ stage, nameRevoke, exam = false, onSubmit }: PredictionProps) {
  const t = useTranslations('quiz');
  const locale = toLocale(useLocale());
  const label = useAnswerLabel();
  const [chosen, setChosen] = useState<readonly (string | null)[]>(() => stage.questions.map(() => null));
  const [tried, setTried] = useState(false);
  const complete = chosen.every((c) => c !== null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (complete) onSubmit(chosen.map((c) => c ?? ''));
  };
  const id = `prediction-${stage.askedAt}-${stage.questions[0]?.ask ?? ''}`;
  return (
    <form className="prediction" onSubmit={submit} aria-labelledby={id}>
      <h2 id={id}>{t('predictHeading')}</h2>
      {stage.questions.map((q, i) => (
        <fieldset key={`${q.revoke.seat}${q.revoke.trick}${q.ask}`}>
          <legend>
            {nameRevoke && <span className="prediction__revoke">{t('revokeName', { seat: seatName(q.revoke.seat, locale), trick: q.revoke.trick })} </span>}
            {exam && q.ask === 'penaltyCard' ? t('penaltyLegendExam') : t(LEGEND[q.ask])}
          </legend>
          {q.options.map((o) => (
            <label key={o} className="choice">
              <input
                type="radio"
                name={`${id}-${i}`}
                value={o}
                checked={chosen[i] === o}
                onChange={() => setChosen(chosen.map((c, j) => (j === i ? o : c)))}
              />
              {label(q.ask, o)}
            </label>
          ))}
        </fieldset>
      ))}
      {tried && !complete && (
        <p className="prediction__incomplete" role="alert">
          {t('incomplete')}
        </p>
      )}
      <button type="submit" className="button button--primary">
        {t('submit')}
      </button>
    </form>
  );
}
