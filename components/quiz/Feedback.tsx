// The verdict on each answer; a wrong one is answered with why, built from the ruling.
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Edition, Seat } from '@/lib/engine';
import { formatLaw, seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import type { Verdict, Why } from './model';
import { useAnswerLabel } from './answerLabel';
import { useLooseT } from './useLooseT';

const SEAT_VALUES = new Set(['seat', 'winner']);

export function Feedback({ verdicts, edition }: { readonly verdicts: readonly Verdict[]; readonly edition: Edition }) {
  const t = useTranslations('quiz');
  const tq = useLooseT('quiz');
  const locale = toLocale(useLocale());
  const label = useAnswerLabel();
  const allRight = verdicts.every((v) => v.correct);
  // The form that had focus is gone: bring keyboard and screen-reader users to the verdict.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const render = (w: Why): string => {
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(w.values)) {
      if (w.laws?.includes(k)) values[k] = formatLaw(String(v), locale, edition);
      else if (SEAT_VALUES.has(k)) values[k] = seatName(v as Seat, locale);
      else if (k === 'reason') values[k] = tq(String(v));
      else values[k] = v;
    }
    return tq(w.key, values);
  };
  return (
    <section className="feedback" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" ref={headingRef} tabIndex={-1}>
        {t('resultHeading')}
      </h2>
      <p className={allRight ? 'feedback__summary is-right' : 'feedback__summary is-wrong'}>{t(allRight ? 'allRight' : 'someWrong')}</p>
      <ul className="feedback__list">
        {verdicts.map((v) => (
          <li key={v.question} className={v.correct ? 'is-right' : 'is-wrong'}>
            <strong className="feedback__mark">
              <span aria-hidden="true">{v.correct ? '✓ ' : '✗ '}</span>
              {t(v.correct ? 'right' : 'wrong')}
            </strong>{' '}
            <span>{t('yourAnswer', { answer: label(v.question, v.given) })}</span>
            {!v.correct && (
              <>
                {' · '}
                <span>{t('rightAnswer', { answer: label(v.question, v.expected) })}</span>
                {v.why.map((w, i) => (
                  <p key={i} className="feedback__why">
                    {render(w)}
                  </p>
                ))}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
