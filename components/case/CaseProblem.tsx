// Why a case file cannot be played, in the reader's language: the engine's code as a sentence,
// where it is (timeline action, field), and the engine's own words for the curious.
import { useTranslations } from 'next-intl';
import type { CaseError } from '@/lib/engine';

export function CaseProblem({ error }: { readonly error: CaseError }) {
  const t = useTranslations('case');
  const te = useTranslations('platform.caseErrors');
  const sentence = te.has(error.code) ? te(error.code) : te('unknown', { code: error.code });
  return (
    <div className="problem" role="alert">
      <p>
        <strong>{t('rejected')}</strong> {sentence}
      </p>
      <ul>
        {error.action !== undefined && <li>{t('errorAction', { index: error.action })}</li>}
        {error.field && <li>{t('errorField', { field: error.field })}</li>}
      </ul>
      <details>
        <summary>{t('errorDetail')}</summary>
        <code>
          {error.code}: {error.message}
        </code>
      </details>
    </div>
  );
}
