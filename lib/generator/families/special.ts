// Revokes where Law 64B (no automatic transfer) or a special rule decides: repeats, penalty cards,
// dummy, faced hands, the end of the board, both sides, and the laws on who may ask.
import type { FamilyName } from '../familyNames';
import type { Edition } from '../../engine';
import { type C, SEAT_WORD, SUIT_WORD, inSuit, lho, partner, rankOf, seatName, suitOf } from '../cards';
import { GAME, type FamilyDef, type RevokeTarget, attention, expectRevoke, noticer, revokeBranches, sameTarget, single, slipWords, transfer64A } from '../common';
import type { Board } from '../dealer';
import { int } from '../rng';
import { shapeDeclarerSlip, shapeThirdHandSlip } from '../shape';
import { Sim, type RevokeRec } from '../sim';
import { finalTricks, plainEstablished } from './transfers';

const T = (transfer: number, rule: RevokeTarget['rule']): RevokeTarget => ({ status: 'established', transfer, rule });

/**
 * Later places along the natural continuation of `base` where `when` holds for the seat to play;
 * each is a branch with `card` played as a revoke. Stops at a lead by a penalty-card holder's partner.
 */
function* laterBranches(base: Sim, when: (sim: Sim, seat: number) => boolean, card: (sim: Sim, seat: number) => C | null): Generator<{ sim: Sim; rec: RevokeRec }> {
  const sim = base.clone();
  while (!sim.done) {
    const seat = sim.toPlay;
    if (when(sim, seat)) {
      const b = sim.clone();
      const c = card(b, seat);
      if (c !== null) yield { sim: b, rec: b.playRevoke(c) };
    }
    sim.beforeLead();
    sim.playNatural();
  }
}

/** The seat holds exactly one small card of the suit led, and is not leading. */
const slipChance = (sim: Sim, seat: number, suit?: number): boolean => {
  if (sim.position === 0) return false;
  const held = inSuit(sim.hands[seat], sim.ledSuit);
  return held.length === 1 && rankOf(held[0]) < 9 && (suit === undefined || sim.ledSuit === suit);
};

/** Play to the end, hands back in the board, then `after` (a call on the next board, the end of the round). */
const lateAttention = (after: 'nextBoardCall' | 'roundEnd', rule: '64B4' | '64B5'): FamilyDef['build'] => (board, rng) => {
  for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 9), to: 11 })) {
    sim.playOut();
    if (transfer64A(sim, rec, '2017').transfer === 0) continue; // it would be 64B1 anyway
    sim.push({ handsReturned: true });
    if (after === 'nextBoardCall') sim.push({ nextBoardCall: { by: seatName(lho(rec.seat)) } });
    else sim.push({ roundEnd: true });
    attention(sim, rec, partner(rec.seat));
    return {
      board, sim,
      title: after === 'nextBoardCall' ? `${slipWords(sim, rec)}; noticed only after the next board's bidding began` : `${slipWords(sim, rec)}; noticed only after the round ended`,
      expect: { revokes: [expectRevoke(rec, T(0, rule))] },
    };
  }
  return null;
};

/**
 * Declarer, on lead from trick `from` or so, claims the tricks the play would give him; the
 * defender who holds the defence's winners disputes and faces his hand to show them, and play
 * goes on (Law 68D). Null when the deal offers no such moment.
 */
const facedAfterClaim = (board: Board, from: number): { sim: Sim; shower: number } | null => {
  const base = new Sim(board);
  base.playOut(from);
  while (!base.isDeclaringSide(base.toPlay) && base.tricks.length < 9) base.playOut(base.tricks.length + 1);
  if (!base.isDeclaringSide(base.toPlay)) return null;
  const k = base.trickNo;
  const rest = base.clone();
  rest.playOut();
  const mine = rest.sideTricksFrom(base.declarer, k);
  const defenders = [lho(base.declarer), partner(lho(base.declarer))];
  const shower = defenders.find((d) => base.hands[d].some((c) => suitOf(c) !== base.trump && base.isMaster(c, d))) ?? defenders[k % 2];
  if (mine < 1 || mine >= 14 - k) return null;
  base.push({ claim: { by: seatName(base.declarer), tricks: mine } });
  base.push({ dispute: { by: seatName(shower) } });
  base.push({ face: { seat: seatName(shower) } });
  return { sim: base, shower };
};

const bothSidesTarget = (e: Edition): RevokeTarget => (e === '1997' ? T(0, '64C') : T(0, '64B7'));

export const SPECIAL: Partial<Record<FamilyName, FamilyDef>> = {
  'two-revokes-different-suits': {
    difficulty: 3,
    teaches: 'Two revokes by the same player in different suits are penalised separately, each from its own revoke trick.',
    target: single(T(1, '64A2')),
    deal: GAME,
    build: (board, rng, edition) => {
      for (const first of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 5), to: 8 })) {
        const x = first.rec.seat;
        for (const { sim, rec } of laterBranches(first.sim, (s, seat) => seat === x && slipChance(s, seat) && s.ledSuit !== first.rec.suit && s.trickNo > first.rec.trick + 1, (s, seat) => s.revokeDiscard(seat))) {
          if (rec.trick > 11) break;
          sim.playOut();
          const t1 = transfer64A(sim, first.rec, edition);
          const t2 = transfer64A(sim, rec, edition);
          if (!sameTarget(t1, T(1, '64A2')) || !sameTarget(t2, T(1, '64A2')) || sim.sideTricksFrom(x, rec.trick + 1) < 2) continue;
          attention(sim, first.rec, noticer(sim, rec));
          attention(sim, rec, noticer(sim, rec));
          return {
            board, sim,
            title: `${SEAT_WORD[x]} forgets a ${SUIT_WORD[first.rec.suit]} and later a ${SUIT_WORD[rec.suit]}`,
            expect: { revokes: [expectRevoke(first.rec, T(1, '64A2')), expectRevoke(rec, T(1, '64A2'))], tricks: { declarer: { final: sim.declarerTricks() + 2 } } },
          };
        }
      }
      return null;
    },
  },

  'no-transfer-same-suit-again': {
    difficulty: 3,
    teaches: 'A second revoke by the same player in the same suit transfers nothing more (Law 64B2); the director may still restore equity.',
    target: single(T(0, '64B2')),
    deal: GAME,
    build: (board, rng, edition) => {
      for (const first of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 6), to: 9 })) {
        const x = first.rec.seat;
        for (const { sim, rec } of laterBranches(first.sim, (s, seat) => seat === x && slipChance(s, seat, first.rec.suit) && s.trickNo > first.rec.trick + 1, (s, seat) => s.revokeDiscard(seat))) {
          if (rec.trick > 11) break;
          sim.playOut();
          const t1 = transfer64A(sim, first.rec, edition);
          // the side must win a trick after the repeat too, or 64B1 would decide it first
          if (!sameTarget(t1, T(1, '64A2')) || transfer64A(sim, rec, edition).transfer === 0) continue;
          attention(sim, first.rec, noticer(sim, rec));
          attention(sim, rec, noticer(sim, rec));
          return {
            board, sim,
            title: `${SEAT_WORD[x]} forgets the same ${SUIT_WORD[rec.suit]} twice`,
            expect: { revokes: [expectRevoke(first.rec, T(1, '64A2')), expectRevoke(rec, T(0, '64B2'))] },
          };
        }
      }
      return null;
    },
  },

  'no-transfer-penalty-card': {
    difficulty: 4,
    teaches: 'Failing to play a penalty card at the first legal opportunity is a revoke, but it transfers no trick (Law 64B3).',
    target: single(T(0, '64B3')),
    deal: GAME,
    build: (board, rng) => {
      for (const first of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 7), to: 10 })) {
        const x = first.rec.seat;
        const p = first.rec.card;
        attention(first.sim, first.rec, first.sim.declarer);
        first.sim.correct(first.rec, first.rec.legal[0], { penaltyCard: true });
        // the first turn at which the penalty card is legal: he plays another card instead
        const s = first.sim;
        while (!s.done && s.toPlay !== x) {
          if (!s.current && s.toPlay === partner(x)) break;
          s.playNatural();
        }
        if (s.done || s.toPlay !== x || !s.legal(x).includes(p)) continue;
        const others = s.current && inSuit(s.hands[x], s.ledSuit).length > 0 ? inSuit(s.hands[x], s.ledSuit) : s.hands[x];
        const alt = others.filter((c) => c !== p);
        if (alt.length === 0) continue;
        const rec = s.playRevoke(s.discard(x, alt));
        s.playOut();
        // the side must win a trick from here on, or 64B1 would decide it first
        if (s.timeline.some((a) => 'leadOption' in a) || transfer64A(s, rec, '2017').transfer === 0) continue;
        attention(s, rec, s.declarer);
        return {
          board, sim: s,
          title: `${SEAT_WORD[x]} keeps his penalty card (${SUIT_WORD[suitOf(p)]}) when he could have played it`,
          expect: { revokes: [expectRevoke(first.rec, { status: 'corrected', transfer: 0 }, { penaltyCard: 'major' }), expectRevoke(rec, T(0, '64B3'))] },
        };
      }
      return null;
    },
  },

  'no-transfer-dummy-card': {
    difficulty: 2,
    teaches: "An established revoke by dummy transfers no trick (Law 64B3); the director may still restore equity.",
    target: single(T(0, '64B3')),
    deal: GAME,
    build: plainEstablished({
      roles: ['dummy'], kind: 'discard', from: [2, 9], to: 11,
      target: () => T(1, '64A2'),
      expectTarget: () => T(0, '64B3'),
      title: (_s, r) => `Dummy's hidden ${SUIT_WORD[r.suit]}: declarer calls another suit and nobody notices`,
    }),
  },

  'faced-hand-revoke': {
    difficulty: 4,
    teaches: 'A revoke from a hand faced on the table after a disputed claim: no transfer under 1997 and 2007 (64B3), the normal transfer under 2017.',
    target: (e) => (e === '2017' ? T(1, '64A2') : T(0, '64B3')),
    deal: GAME,
    build: (board, rng, edition) => {
      const base = new Sim(board);
      base.playOut(int(rng, 3, 6));
      while (!base.isDeclaringSide(base.toPlay) && base.tricks.length < 9) base.playOut(base.tricks.length + 1);
      if (!base.isDeclaringSide(base.toPlay)) return null;
      const k = base.trickNo;
      base.push({ claim: { by: seatName(base.declarer), tricks: 14 - k } });
      base.push({ dispute: { by: seatName(lho(base.declarer)) } });
      for (const { sim, rec } of revokeBranches(base, { roles: ['declarer'], kind: 'discard', from: k, to: 11, maxHold: 2 })) {
        sim.playOut();
        const t = transfer64A(sim, rec, edition);
        if (!sameTarget(t, T(1, '64A2'))) continue;
        attention(sim, rec, lho(sim.declarer));
        const target = edition === '2017' ? T(t.transfer, t.rule) : T(0, '64B3');
        return {
          board, sim,
          title: `Declarer's claim is disputed and play goes on; ${SEAT_WORD[rec.seat]} then discards from his faced hand while holding a ${SUIT_WORD[rec.suit]}`,
          expect: { revokes: [expectRevoke(rec, target)], tricks: { declarer: { final: finalTricks(sim, rec, target.transfer ?? 0) } } },
        };
      }
      return null;
    },
  },

  'defender-faced-hand-corrected': {
    difficulty: 4,
    teaches: "A defender's revoke from his faced hand, noticed in time, is corrected like declarer's: the card goes back without becoming a penalty card (62B2).",
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: (board, rng) => {
      const base = facedAfterClaim(board, int(rng, 3, 7));
      if (!base) return null;
      for (const { sim, rec } of revokeBranches(base.sim, { roles: ['defender'], kind: 'discard', from: base.sim.trickNo, to: 11, maxHold: 2 })) {
        if (rec.seat !== base.shower) continue;
        attention(sim, rec, noticer(sim, rec));
        sim.correct(rec, rec.legal[0], { penaltyCard: false });
        sim.playOut();
        return {
          board, sim,
          title: `${SEAT_WORD[rec.seat]} disputes declarer's claim and faces his hand; play goes on and he discards from it while holding a ${SUIT_WORD[rec.suit]}, noticed at once`,
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: null })] },
        };
      }
      return null;
    },
  },

  'defender-faced-hand-revoke': {
    difficulty: 4,
    teaches:
      'A defender who faced his hand to dispute a claim revokes from it as play goes on: no automatic transfer under 1997 and 2007 (64B3), the normal transfer under 2017.',
    target: (e) => (e === '2017' ? T(1, '64A2') : T(0, '64B3')),
    deal: GAME,
    build: (board, rng, edition) => {
      const faced = facedAfterClaim(board, int(rng, 3, 7));
      if (!faced) return null;
      const { sim: base, shower } = faced;
      const k = base.trickNo;
      for (const { sim, rec } of revokeBranches(base, { roles: ['defender'], kind: 'discard', from: k, to: 11, maxHold: 2 })) {
        if (rec.seat !== shower) continue;
        sim.playOut();
        const t = transfer64A(sim, rec, edition);
        if (!sameTarget(t, T(1, '64A2'))) continue;
        attention(sim, rec, noticer(sim, rec));
        const target = edition === '2017' ? T(t.transfer, t.rule) : T(0, '64B3');
        return {
          board, sim,
          title: `${SEAT_WORD[shower]} disputes declarer's claim and faces his hand; play goes on and he discards from it while holding a ${SUIT_WORD[rec.suit]}`,
          expect: { revokes: [expectRevoke(rec, target)], tricks: { declarer: { final: finalTricks(sim, rec, target.transfer ?? 0) } } },
        };
      }
      return null;
    },
  },

  'no-transfer-next-board-call': {
    difficulty: 3,
    teaches: 'Once a non-offender has called on the next board, a revoke noticed only then transfers nothing (Law 64B4).',
    target: single(T(0, '64B4')),
    deal: GAME,
    build: lateAttention('nextBoardCall', '64B4'),
  },

  'no-transfer-round-ended': {
    difficulty: 3,
    teaches: 'A revoke first noticed after the round has ended transfers nothing (Law 64B5).',
    target: single(T(0, '64B5')),
    deal: GAME,
    build: lateAttention('roundEnd', '64B5'),
  },

  'both-sides-revoke': {
    difficulty: 4,
    teaches: 'When both sides revoke on the same board, no trick is transferred for either; the director restores equity (1997 by 64C, 2007 64B7, 2017 64B7 when both are established).',
    target: bothSidesTarget,
    deal: GAME,
    build: (board, rng, edition) => {
      for (const first of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 6), to: 9 })) {
        for (const { sim, rec } of laterBranches(first.sim, (s, seat) => seat === s.declarer && slipChance(s, seat) && s.trickNo > first.rec.trick, (s, seat) => s.revokeDiscard(seat))) {
          if (rec.trick > 11) break;
          sim.playOut();
          if (transfer64A(sim, first.rec, edition).transfer === 0 || transfer64A(sim, rec, edition).transfer === 0) continue;
          attention(sim, first.rec, sim.declarer);
          attention(sim, rec, lho(sim.declarer));
          const t = bothSidesTarget(edition);
          return {
            board, sim,
            title: `${SEAT_WORD[first.rec.seat]} forgets a ${SUIT_WORD[first.rec.suit]}, later declarer forgets a ${SUIT_WORD[rec.suit]}`,
            expect: { revokes: [expectRevoke(first.rec, t), expectRevoke(rec, t)], tricks: { declarer: { final: sim.declarerTricks() } } },
          };
        }
      }
      return null;
    },
  },

  'both-sides-same-trick-62c3': {
    difficulty: 5,
    teaches: 'Under 2017 Law 62C3, when both sides revoke on the same trick and only one side has played on, both revokes are corrected and no trick is transferred (64B8).',
    target: single({ status: 'corrected', transfer: 0, rule: '64B8' }),
    deal: GAME,
    shape: (b) => {
      shapeThirdHandSlip(b, false);
      shapeDeclarerSlip(b);
    },
    build: (board, rng) => {
      const from = int(rng, 0, 3) === 0 ? int(rng, 2, 8) : 1; // mostly the first trick where the shaped suit runs out
      const offenders = (s: Sim, seat: number) => s.trickNo >= from && s.trickNo <= 11 && seat !== s.dummy && slipChance(s, seat);
      for (const first of laterBranches(new Sim(board), offenders, (s, seat) => s.revokeDiscard(seat))) {
        const x = first.rec.seat;
        const want = (s: Sim, seat: number) => s.trickNo === first.rec.trick && seat !== s.dummy && s.isDeclaringSide(seat) !== s.isDeclaringSide(x) && slipChance(s, seat);
        for (const { sim, rec } of laterBranches(first.sim, want, (s, seat) => s.revokeDiscard(seat))) {
          if (rec.trick !== first.rec.trick) break;
          sim.playOut(rec.trick);
          const winner = sim.winnerOf(rec.trick);
          if (winner === x || winner === rec.seat) continue;
          sim.playNatural(); // the winner's side leads to the next trick
          // each revoke noticed by one of its opponents (dummy not during play, Law 43A1)
          attention(sim, first.rec, noticer(sim, first.rec));
          attention(sim, rec, noticer(sim, rec));
          sim.correct(first.rec, first.rec.legal[0], { penaltyCard: sim.isDefender(x), by: true });
          sim.correct(rec, rec.legal[0], { penaltyCard: sim.isDefender(rec.seat), by: true });
          if (sim.winnerOf(rec.trick) !== winner) continue;
          const pen = (r: RevokeRec) => (sim.isDefender(r.seat) ? ('major' as const) : null);
          return {
            board, sim,
            title: `${SEAT_WORD[x]} and ${SEAT_WORD[rec.seat]} both fail to follow to the same ${SUIT_WORD[rec.suit]} trick`,
            expect: {
              revokes: [
                expectRevoke(first.rec, { status: 'corrected', transfer: 0, rule: '64B8' }, { penaltyCard: pen(first.rec) }),
                expectRevoke(rec, { status: 'corrected', transfer: 0, rule: '64B8' }, { penaltyCard: pen(rec) }),
              ],
            },
          };
        }
      }
      return null;
    },
  },

  'dummy-forfeited-rights-43b2b': {
    difficulty: 5,
    teaches: "If dummy has broken Law 43A2 and is the first to ask declarer about a revoke, declarer corrects but the tricks are transferred as if it were established (Law 43B2b).",
    target: single({ status: 'corrected', transfer: 1, rule: '43B2b' }),
    deal: GAME,
    build: (board, rng, edition) => {
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['declarer'], kind: 'discard', from: int(rng, 2, 8), to: 11 })) {
        attention(sim, rec, sim.dummy);
        sim.correct(rec, rec.legal[0], { penaltyCard: false });
        sim.playOut();
        const t = transfer64A(sim, rec, edition);
        if (!sameTarget(t, T(1, '64A2'))) continue;
        return {
          board, sim,
          facts: { dummyForfeitedRights: true },
          title: `Dummy, who had looked at a defender's hand, asks declarer "no ${SUIT_WORD[rec.suit]}s?"`,
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 1, rule: '43B2b' })], tricks: { declarer: { final: sim.declarerTricks() - 1 } } },
        };
      }
      return null;
    },
  },

  'illegal-question-1997-63b': {
    difficulty: 5,
    teaches: 'Under the 1997 laws a defender may not ask partner "having none?"; the revoke is corrected but penalised as if established (Law 63B).',
    target: single({ status: 'corrected', transfer: 1, rule: '63B' }),
    deal: GAME,
    build: (board, rng, edition) => {
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 8), to: 11 })) {
        attention(sim, rec, partner(rec.seat));
        sim.correct(rec, rec.legal[0], { penaltyCard: true });
        sim.playOut();
        if (sim.timeline.some((a) => 'leadOption' in a)) continue;
        const t = transfer64A(sim, rec, edition);
        if (!sameTarget(t, T(1, '64A2'))) continue;
        return {
          board, sim,
          title: `${SEAT_WORD[partner(rec.seat)]} asks partner "no ${SUIT_WORD[rec.suit]}s?"`,
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 1, rule: '63B' })], tricks: { declarer: { final: sim.declarerTricks() + 1 } } },
        };
      }
      return null;
    },
  },
};

