// Why a case file cannot be played, in the reader's language: the engine's code as a sentence,
// where it is (timeline action, field) with what the file says there, and the engine's own words
// for the curious.
import { useTranslations } from 'next-intl';
import type { CaseError } from '@/lib/engine';

/** At most this much of the offending entry is quoted (a field may hold a whole timeline). */
const MAX_QUOTE = 200;

/** The entry the error points at, as the file writes it (compact JSON), or null. */
export const quoteOf = (text: string, error: CaseError): string | null => {
  if (error.action === undefined && !error.field) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const file = raw as Record<string, unknown>;
  const value = error.action !== undefined ? (Array.isArray(file.timeline) ? (file.timeline as unknown[])[error.action] : undefined) : file[error.field ?? ''];
  if (value === undefined) return null;
  const quoted = JSON.stringify(value);
  return quoted.length > MAX_QUOTE ? `${quoted.slice(0, MAX_QUOTE)}…` : quoted;
};

export function CaseProblem({ error, text }: { readonly error: CaseError; readonly text: string }) {
  const t = useTranslations('case');
  const te = useTranslations('platform.caseErrors');
  const sentence = te.has(error.code) ? te(error.code) : te('unknown', { code: error.code });
  const quote = quoteOf(text, error);
  return (
    <div className="problem" role="alert">
      <p>
        <strong>{t('rejected')}</strong> {sentence}
      </p>
      <ul>
        {error.action !== undefined && <li>{t('errorAction', { index: error.action })}</li>}
        {error.field && <li>{t('errorField', { field: error.field })}</li>}
        {quote !== null && (
          <li>
            {t('errorQuote')} <code className="problem__quote">{quote}</code>
          </li>
        )}
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
