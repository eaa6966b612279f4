// The seam to the quiz and the generator: self-study, the exam and the club evening play boards
// with the quiz's ScenarioPlayer (which records every answer) and deal them with the generator.
// One place to name them, and one place for tests to replace the player.
import { ScenarioPlayer, type ScenarioResult } from '@/components/quiz/ScenarioPlayer';
import { FAMILIES, generateScenario } from '@/lib/generator';
import type { CaseFile, Edition, Result } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';

/** What the player reports when the learner has answered the last question. */
export type BoardResult = ScenarioResult;

export const Player = ScenarioPlayer;
/** A deal, or a coded reason why not; a generator that throws costs one board, not the page. */
export const generate = (family: FamilyName, seed: number, edition: Edition): Result<CaseFile, { code: string }> => {
  try {
    return generateScenario(family, seed, edition);
  } catch {
    return { ok: false, error: { code: 'generator-crashed' } };
  }
};
/** The generator's families, easiest first; the metadata scheduling needs is a subset. */
export const FAMILY_INFO = FAMILIES;
