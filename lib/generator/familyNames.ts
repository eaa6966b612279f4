// The scenario families: one teaching point each. This list is the single source of truth that the
// generator, the lessons (`<Scenario family=...>`) and the quiz pages are checked against.
import type { Edition } from '../engine';

const ALL: readonly Edition[] = ['1997', '2007', '2017'];

export const FAMILY_NAMES = [
  'established-partner-plays',
  'established-offender-leads',
  'established-dummy-card-named',
  'established-by-claim',
  'established-agree-claim',
  'agree-claim-not-yet-established',
  'not-established-nos-played-on',
  'corrected-defender-penalty-card',
  'corrected-declarer-card',
  'corrected-dummy-card',
  'corrected-defender-faced-card',
  'withdrawals-62c',
  'trick12-corrected-not-established',
  'trick12-corrected-established',
  'trick12-too-late',
  'transfer-64a1-two',
  'transfer-64a1-one',
  'transfer-64a1-required-card',
  'transfer-64a2-partner-won',
  'transfer-64a2-later-trick',
  'transfer-64b1-nothing-won',
  'transfer-dummy-wins-declarer-revoke',
  'transfer-1997-extra-trick',
  'transfer-1997-extra-near-miss',
  'two-revokes-different-suits',
  'no-transfer-same-suit-again',
  'no-transfer-penalty-card',
  'no-transfer-dummy-card',
  'faced-hand-revoke',
  'defender-faced-hand-revoke',
  'defender-faced-hand-corrected',
  'no-transfer-next-board-call',
  'no-transfer-round-ended',
  'both-sides-revoke',
  'both-sides-same-trick-62c3',
  'dummy-forfeited-rights-43b2b',
  'illegal-question-1997-63b',
  'score-failing-made',
  'score-made-defeated',
  'score-game-bonus',
  'score-slam-bonus',
] as const;

export type FamilyName = (typeof FAMILY_NAMES)[number];

export const isFamilyName = (x: unknown): x is FamilyName => typeof x === 'string' && (FAMILY_NAMES as readonly string[]).includes(x);

/** Editions in which each family's situation exists; every other family exists in all three. */
export const FAMILY_EDITIONS: Readonly<Partial<Record<FamilyName, readonly Edition[]>>> = {
  'agree-claim-not-yet-established': ['2017'],
  'both-sides-same-trick-62c3': ['2017'],
  'transfer-1997-extra-trick': ['1997'],
  'transfer-1997-extra-near-miss': ['1997'],
  'illegal-question-1997-63b': ['1997'],
};

export const editionsOf = (f: FamilyName): readonly Edition[] => FAMILY_EDITIONS[f] ?? ALL;
