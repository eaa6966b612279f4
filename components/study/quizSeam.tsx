// The seam to the quiz and the generator: self-study and the club evening play boards with the
// quiz's ScenarioPlayer and deal them with the generator. Until components/quiz/ScenarioPlayer.tsx
// and lib/generator/index.ts land, this stands in, so everything else can be built and tested.
import type { CaseFile } from '@/lib/caseFile';
import type { Edition, Result } from '@/lib/vocab';
import { FAMILY_NAMES, editionsOf, type FamilyName } from '@/lib/generator/familyNames';
import type { FamilyInfo } from '@/lib/progress/schedule';

/** What the player reports when the learner has answered: whether every prediction was right. */
export interface BoardResult {
  readonly correct: boolean;
}

export function Player({ caseFile, onFinished }: { caseFile: CaseFile; onFinished?: (r: BoardResult) => void; compact?: boolean }) {
  return (
    <div>
      <p>{caseFile.title ?? caseFile.contract}</p>
      <button type="button" onClick={() => onFinished?.({ correct: true })}>
        Solved
      </button>
      <button type="button" onClick={() => onFinished?.({ correct: false })}>
        Missed
      </button>
    </div>
  );
}

export const generate = (family: FamilyName, seed: number, edition: Edition): Result<CaseFile, { code: string }> => ({
  ok: true,
  value: { format: 'revoke-case/1', title: `${family} #${seed}`, edition, deal: '', contract: '4S', declarer: 'S', vulnerable: 'None', timeline: [] },
});

export const FAMILY_INFO: readonly FamilyInfo[] = FAMILY_NAMES.map((name, i) => ({ name, editions: editionsOf(name), difficulty: 1 + Math.floor(i / 8) }));
