// Equity that adds up (issue 11): the same deal played again without the revoke (the legal card
// instead) by the same play policy. Where that line gives the non-offending side more tricks than
// it has after the automatic transfer, the transfer does not restore equity and the director
// would adjust under Law 64C; no family teaches that yet, so the generator deals again.
import { cardIndex } from '../engine';
import type { Board } from './dealer';
import type { Expect } from './common';
import { seatIndex } from './cards';
import { Sim, type RevokeRec } from './sim';

/** Declarer's tricks when the play before `rec` is replayed and the offender plays a legal card instead; null if the prefix is not plain play. */
export const tricksWithoutRevoke = (board: Board, sim: Sim, rec: RevokeRec): number | null => {
  const s = new Sim(board);
  const tl = sim.timeline;
  // The plays before the revoke are mostly the deal's natural line (Sim's LINES): the legal card
  // the policy plays instead of the revoke is then the line's next card, and so is every card
  // after it, so the answer is the line's count and no card of the prefix is replayed one by one
  // (playOut moves over the tricks the line has finished). Past the first play off the line the
  // prefix is replayed as before, from the last whole trick on the line.
  let onLine = 0; // the prefix's first plays that are the line's
  let plays = 0;
  for (let i = 0; i < rec.at; i++) {
    const a = tl[i];
    if ('leadOption' in a) continue;
    if (!('play' in a)) return null;
    if (onLine === plays && s.lineCard(plays) === cardIndex(a.play)) onLine++;
    plays++;
  }
  if (onLine === plays) {
    s.playOut();
    return s.declarerTricks();
  }
  const whole = onLine >> 2;
  s.playOut(whole);
  for (let i = 0, n = 0; i < rec.at; i++) {
    const a = tl[i];
    if ('leadOption' in a) continue; // the replay pushes its own Law 50D choices
    if (!('play' in a)) return null;
    if (n++ < 4 * whole) continue;
    s.beforeLead();
    if (!s.playIfLegal(cardIndex(a.play))) return null; // (one legality check a card, building no list; policy.test.ts checks isLegal agrees with legal)
  }
  s.playOut();
  return s.declarerTricks();
};

/**
 * Whether the automatic transfer restores what the revoke cost: for the first established revoke
 * the board expects, the non-offending side's tricks without the revoke are no more than its
 * tricks after the transfer. Boards whose play ends in a claim, or with an earlier irregularity,
 * are taken as they are.
 */
export const transferRestoresEquity = (board: Board, sim: Sim, expect: Expect): boolean => {
  const first = expect.revokes.find((r) => r.status === 'established' && r.transfer !== null && r.transfer !== undefined);
  if (!first || !sim.done) return true;
  const rec = sim.revokes.find((r) => r.seat === seatIndex(first.seat) && r.trick === first.trick);
  if (!rec) return true;
  const without = tricksWithoutRevoke(board, sim, rec);
  if (without === null) return true;
  const transferred = expect.revokes.reduce((n, r) => n + (r.status === 'established' && r.transfer ? (sim.isDefender(seatIndex(r.seat)) ? r.transfer : -r.transfer) : 0), 0);
  const final = expect.tricks?.declarer.final ?? sim.declarerTricks() + transferred;
  return sim.isDefender(rec.seat) ? without <= final : 13 - without <= 13 - final;
};
