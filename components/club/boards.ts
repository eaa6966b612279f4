// Deal the evening's boards: a fresh seed per family, dealt by the generator and ruled by the
// engine once, so both windows show the same ruling.
import { ruleCase } from '@/lib/rule';
import type { Edition } from '@/lib/vocab';
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
    if (!dealt.ok) return problems.push({ family, code: dealt.error.code });
    const ruled = ruleCase(dealt.value);
    if (!ruled.ok) return problems.push({ family, code: ruled.error.code });
    boards.push({ family, edition, seed, caseFile: dealt.value, ruling: ruled.value });
  });
  return { boards, problems };
};
