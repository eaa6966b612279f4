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
  for (let i = 0; i < rec.at; i++) {
    const a = sim.timeline[i];
    if ('leadOption' in a) continue; // the replay pushes its own Law 50D choices
    if (!('play' in a)) return null;
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
