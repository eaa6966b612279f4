// The verdict on each answer so far; a wrong one is answered with why, built from the ruling.
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Seat } from '@/lib/engine';
import { formatLaw, seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import type { Why } from './model';
import type { Graded } from './grading';
import { useAnswerLabel } from './answerLabel';
import { useLooseT } from './useLooseT';

const SEAT_VALUES = new Set(['seat', 'winner']);

export function Feedback({ graded, nameRevoke }: { readonly graded: readonly Graded[]; readonly nameRevoke: boolean }) {
  const t = useTranslations('quiz');
  const tq = useLooseT('quiz');
  const locale = toLocale(useLocale());
  const label = useAnswerLabel();
  const allRight = graded.every((v) => v.right);
  // The form that had focus is gone: bring keyboard and screen-reader users to the verdict.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [graded.length]);
  const render = (w: Why): string => {
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(w.values)) {
      // The citation stands in the message's own parentheses and the page names the edition, so
      // it is the law alone: "(Law 62A)", never "(Law 62A (2017))".
      if (w.laws?.includes(k)) values[k] = formatLaw(String(v), locale);
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
        {graded.map((v) => (
          <li key={`${v.question.revoke.seat}${v.question.revoke.trick}${v.question.ask}`} className={v.right ? 'is-right' : 'is-wrong'}>
            <strong className="feedback__mark">
              <span aria-hidden="true">{v.right ? '✓ ' : '✗ '}</span>
              {t(v.right ? 'right' : 'wrong')}
            </strong>{' '}
            <span className="feedback__question">
              {nameRevoke ? `${t('revokeName', { seat: seatName(v.question.revoke.seat, locale), trick: v.question.revoke.trick })} ` : ''}
              {tq(`askName.${v.question.ask}`)}:
            </span>{' '}
            <span>{t('yourAnswer', { answer: label(v.question.ask, v.chosen) })}</span>
            {!v.right && (
              <>
                {' · '}
                <span>{t('rightAnswer', { answer: label(v.question.ask, v.question.answer) })}</span>
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
