// The prediction moment: the learner commits to status, transfer and penalty card before any
// explanation. Radio groups in fieldsets, so every choice is reachable and named for the keyboard.
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PENALTY_ANSWERS, STATUS_ANSWERS, TRANSFER_ANSWERS, asksPenalty, isComplete, type Answers, type PenaltyAnswer, type StatusAnswer, type TransferAnswer } from './model';
import { useAnswerLabel } from './answerLabel';

export interface PredictionProps {
  /** Which questions the ruling can answer; only those are asked. */
  readonly expected: Answers;
  readonly onSubmit: (answers: Answers) => void;
}

export function Prediction({ expected, onSubmit }: PredictionProps) {
  const t = useTranslations('quiz');
  const label = useAnswerLabel();
  const [answers, setAnswers] = useState<Answers>({});
  const [tried, setTried] = useState(false);
  const complete = isComplete(answers, expected);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (complete) onSubmit(asksPenalty(answers) ? answers : { ...answers, penalty: undefined });
  };
  return (
    <form className="prediction" onSubmit={submit} aria-labelledby="prediction-heading">
      <h2 id="prediction-heading">{t('predictHeading')}</h2>
      <p>{t('predictIntro')}</p>
      {expected.status && (
        <fieldset>
          <legend>{t('statusLegend')}</legend>
          {STATUS_ANSWERS.map((a) => (
            <label key={a} className="choice">
              <input type="radio" name="status" value={a} checked={answers.status === a} onChange={() => setAnswers({ ...answers, status: a })} />
              {label('status', a)}
            </label>
          ))}
        </fieldset>
      )}
      {expected.transfer && (
        <fieldset>
          <legend>{t('transferLegend')}</legend>
          {TRANSFER_ANSWERS.map((a) => (
            <label key={a} className="choice">
              <input type="radio" name="transfer" value={a} checked={answers.transfer === a} onChange={() => setAnswers({ ...answers, transfer: a })} />
              {label('transfer', a)}
            </label>
          ))}
        </fieldset>
      )}
      {asksPenalty(answers) && (
        <fieldset>
          <legend>{t('penaltyLegend')}</legend>
          {PENALTY_ANSWERS.map((a) => (
            <label key={a} className="choice">
              <input type="radio" name="penalty" value={a} checked={answers.penalty === a} onChange={() => setAnswers({ ...answers, penalty: a })} />
              {label('penalty', a)}
            </label>
          ))}
        </fieldset>
      )}
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
