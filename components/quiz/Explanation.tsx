// The worked explanation, unfolding one step at a time. Each step names its law and edition and
// points at the table (the player highlights what the active step's params name).
import { useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Step } from '@/lib/engine';
import type { Edition } from '@/lib/engine';
import { renderStep } from '@/lib/i18n/explain';
import { toLocale } from '@/lib/i18n/locales';
import { useLooseT } from './useLooseT';

export interface ExplanationProps {
  readonly steps: readonly Step[];
  readonly edition: Edition;
  /** How many steps are revealed; the last revealed one is the active step. */
  readonly revealed: number;
  readonly onReveal: (n: number) => void;
  /** Bring the table into view (on a phone it is above, out of sight). */
  readonly onShowTable?: () => void;
}

export function Explanation({ steps, edition, revealed, onReveal, onShowTable }: ExplanationProps) {
  const t = useTranslations('quiz');
  const root = useLooseT();
  const locale = toLocale(useLocale());
  const nextRef = useRef<HTMLButtonElement>(null);
  if (steps.length === 0) return <p>{t('noSteps')}</p>;
  const shown = steps.slice(0, revealed);
  return (
    <section className="explanation" aria-labelledby="explanation-heading">
      <h2 id="explanation-heading">{t('explanationHeading')}</h2>
      <ol className="explanation__steps" aria-live="polite">
        {shown.map((s, i) => {
          const r = renderStep(s, root, locale, edition);
          return (
            <li key={i} className={i === revealed - 1 ? 'is-active' : ''} aria-current={i === revealed - 1 ? 'step' : undefined}>
              <cite className="explanation__law">{r.law}</cite> <span>{r.text}</span>
              {onShowTable && i === revealed - 1 && (
                <button type="button" className="button button--link explanation__show" onClick={onShowTable}>
                  {t('showOnTable')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="explanation__nav">
        <button type="button" className="button" onClick={() => onReveal(revealed - 1)} disabled={revealed <= 1}>
          {t('prevStep')}
        </button>
        <span className="explanation__position">{t('stepPosition', { n: revealed, total: steps.length })}</span>
        {/* aria-disabled, not disabled: a keyboard user's focus stays here after the last step. */}
        <button ref={nextRef} type="button" className="button button--primary" onClick={() => revealed < steps.length && onReveal(revealed + 1)} aria-disabled={revealed >= steps.length}>
          {t('nextStep')}
        </button>
        {revealed < steps.length && (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              onReveal(steps.length);
              nextRef.current?.focus();
            }}
          >
            {t('allSteps')}
          </button>
        )}
      </div>
    </section>
  );
}
