// What the case file states about the table beyond the cards (lib/engine CaseFacts): facts that
// decide the ruling, shown from the start, so no question turns on something the learner cannot see.
import { useLocale, useTranslations } from 'next-intl';
import type { CaseFile } from '@/lib/engine';
import { formatLaw } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';

export function BoardFacts({ caseFile }: { readonly caseFile: CaseFile }) {
  const t = useTranslations('quiz');
  const locale = toLocale(useLocale());
  const facts = caseFile.facts;
  if (!facts) return null;
  const lines: string[] = [];
  if (facts.dummyForfeitedRights) lines.push(t('factDummyForfeited', { law: formatLaw('43A2', locale) }));
  if (facts.defendersMayAskEachOther !== undefined)
    lines.push(t(facts.defendersMayAskEachOther ? 'factDefendersMayAsk' : 'factDefendersMayNotAsk', { law: formatLaw('61B', locale) }));
  if (lines.length === 0) return null;
  return (
    <ul className="player__facts" aria-label={t('factsLabel')}>
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}
