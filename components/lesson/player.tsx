// The seam to the quiz: the lesson's boards are played by the quiz's ScenarioPlayer.
// Until components/quiz/ScenarioPlayer.tsx and lib/generator/index.ts land, this stands in.
import type { CaseFile } from '@/lib/caseFile';
import type { Edition } from '@/lib/vocab';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { Result } from '@/lib/vocab';

export function Player({ caseFile }: { caseFile: CaseFile; compact?: boolean; onSolved?: () => void }) {
  return <p>{caseFile.title ?? caseFile.contract}</p>;
}

export const generate = (_family: FamilyName, _seed: number, _edition: Edition): Result<CaseFile, { code: string }> => ({
  ok: false,
  error: { code: 'generator-not-ready' },
});
