// Deal the evening's boards: a fresh seed per family, dealt by the generator and ruled by the
// engine once, so both windows show the same ruling.
import { ruleCase } from '@/lib/engine';
import type { Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import { generate } from '@/components/study/quizSeam';
import type { ClubBoard } from './deck';

export interface DealProblem {
  readonly family: FamilyName;
  readonly code: string;
}

export const dealBoards = (
  families: readonly FamilyName[],
  edition: Edition,
  seedFor: (i: number) => number,
): { boards: ClubBoard[]; problems: DealProblem[] } => {
  const boards: ClubBoard[] = [];
  const problems: DealProblem[] = [];
  families.forEach((family, i) => {
    const seed = seedFor(i);
    const dealt = generate(family, seed, edition);
    if (!dealt.ok) {
      problems.push({ family, code: dealt.error.code });
      return;
    }
    const ruled = ruleCase(dealt.value);
    if (!ruled.ok) {
      problems.push({ family, code: ruled.error.code });
      return;
    }
    boards.push({ family, edition, seed, caseFile: dealt.value, ruling: ruled.value });
  });
  return { boards, problems };
};
