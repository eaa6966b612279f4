// Where the play policy loses tricks against a perfect player (issue 11): each card named by the
// situation a bridge player would call it ("declarer leads a trump", "third hand (defender)"),
// and the tricks it cost the side that played it. Pure: the solver is passed in, so the generator
// never loads one (lib/dds/play.test.ts passes libdds).
import { type C, suitOf } from '../cards';
import type { Sim } from '../sim';

const POSITION = ['leads', 'second hand', 'third hand', 'fourth hand'] as const;

/** The situation of the card `c` the seat to play is about to play. */
export const situationOf = (sim: Sim, c: C): string => {
  const seat = sim.toPlay;
  const who = sim.isDeclaringSide(seat) ? 'declarer' : 'defender';
  const pos = sim.position;
  if (pos === 0) {
    if (sim.tricks.length === 0) return 'opening lead';
    if (sim.trump < 0) return `${who} leads at no trump`;
    return `${who} leads ${suitOf(c) === sim.trump ? 'a trump' : 'a side suit'}`;
  }
  if (suitOf(c) !== sim.ledSuit) return `${who} ${suitOf(c) === sim.trump ? 'ruffs' : 'discards'}`;
  return `${who} ${POSITION[pos]}${sim.trump < 0 ? ' at no trump' : ''}`;
};

export interface PlayMeasure {
  /** Declarer's tricks with perfect play from the opening lead on. */
  readonly start: number;
  /** Declarer's tricks as the policy played the board. */
  readonly final: number;
  /** Per situation: cards played with a choice, and the tricks they cost the side that played them. */
  readonly losses: ReadonlyMap<string, { cards: number; lost: number }>;
}

/**
 * Plays a table out by the policy and asks `solve` (declarer's tricks with perfect play from the
 * position, those won so far included) before and after every card that had an alternative.
 */
export const measurePlay = (sim: Sim, solve: (sim: Sim) => number): PlayMeasure => {
  const losses = new Map<string, { cards: number; lost: number }>();
  const start = solve(sim);
  let before = start;
  while (!sim.done) {
    sim.beforeLead();
    const seat = sim.toPlay;
    const choice = sim.legal(seat).length > 1;
    const c = sim.natural();
    const situation = situationOf(sim, c);
    sim.play(c);
    if (!choice) continue;
    const after = solve(sim);
    const lost = sim.isDeclaringSide(seat) ? before - after : after - before;
    const l = losses.get(situation) ?? { cards: 0, lost: 0 };
    l.cards++;
    l.lost += lost;
    losses.set(situation, l);
    before = after;
  }
  return { start, final: sim.declarerTricks(), losses };
};
