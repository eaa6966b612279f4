// The seam to the quiz and the generator: self-study, the exam and the club evening play boards
// with the quiz's ScenarioPlayer (which records every answer) and deal them with the generator.
// One place to name them, and one place for tests to replace the player.
import { ScenarioPlayer, type ScenarioResult } from '@/components/quiz/ScenarioPlayer';
import { FAMILIES } from '@/lib/generator';
import { deal } from '@/components/quiz/dealCache';

/** What the player reports when the learner has answered the last question. */
export type BoardResult = ScenarioResult;

export const Player = ScenarioPlayer;
/** A deal, or a coded reason why not (a generator that throws costs one board, not the page); kept once dealt. */
export const generate = deal;
/** The generator's families, easiest first; the metadata scheduling needs is a subset. */
export const FAMILY_INFO = FAMILIES;
