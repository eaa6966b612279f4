// How many tricks an established revoke transfers (Law 64A) and when none do (64B1).
import type { FamilyName } from '../familyNames';
import type { Edition } from '../../vocab';
import { SEAT_WORD, SUIT_WORD, inSuit, lho, partner, seatName, suitName, suitOf } from '../cards';
import { type FamilyDef, type Intent, type RevokeSpec, type RevokeTarget, type Scenario, attention, expectRevoke, laterWinWithLegalCard, noticer, revokeBranches, sameTarget, single, slipWords, transfer64A } from '../common';
import type { Board } from '../dealer';
import { type Rng, int } from '../rng';
import { concentrateValues, shapeDeclarerSlip, shapeThirdHandSlip, shapeTrick1Ruff, stripDefence } from '../shape';
import { Sim, type RevokeRec } from '../sim';

interface PlainSpec extends Omit<RevokeSpec, 'from'> {
  /** Range for the first trick tried; or, given the natural play of the deal, that trick. */
  readonly from: readonly [number, number] | ((natural: Sim) => number);
  /** Who must win the revoke trick, if it matters. */
  readonly winner?: (sim: Sim, rec: RevokeRec) => boolean;
  /** Anything else the finished board must show. */
  readonly extra?: (sim: Sim, rec: RevokeRec) => boolean;
  /** The transfer Law 64A would give, which the board must show. */
  readonly target: Intent;
  /** What the engine must rule, when a 64B item removes that transfer. */
  readonly expectTarget?: Intent;
  readonly title: (sim: Sim, rec: RevokeRec) => string;
}

/** Declarer's tricks after the transfer: an offending defender gives them to declarer, and vice versa. */
export const finalTricks = (sim: Sim, rec: RevokeRec, transfer: number): number =>
  sim.declarerTricks() + (sim.isDefender(rec.seat) ? transfer : -transfer);

/** A revoke played on to the end, attention drawn after the last trick, the transfer aimed at. */
export const plainEstablished =
  (o: PlainSpec) =>
  (board: Board, rng: Rng, edition: Edition): Scenario | null => {
    const target = o.target(edition);
    const base = new Sim(board);
    let from: number;
    if (typeof o.from === 'function') {
      const natural = base.clone();
      natural.playOut();
      from = Math.min(o.to, Math.max(1, o.from(natural)));
    } else from = int(rng, o.from[0], o.from[1]);
    for (const { sim, rec } of revokeBranches(base, { ...o, from })) {
      sim.playOut(rec.trick);
      if (o.winner && !o.winner(sim, rec)) continue;
      sim.playOut();
      const t = transfer64A(sim, rec, edition);
      if (!sameTarget(t, target) || (o.extra && !o.extra(sim, rec))) continue;
      attention(sim, rec, noticer(sim, rec));
      const ruled = o.expectTarget ? o.expectTarget(edition) : target;
      return {
        board, sim,
        title: o.title(sim, rec),
        expect: { revokes: [expectRevoke(rec, ruled)], tricks: { declarer: { final: finalTricks(sim, rec, ruled.transfer ?? 0) } } },
      };
    }
    return null;
  };

const won = (sim: Sim, rec: RevokeRec) => sim.winnerOf(rec.trick) === rec.seat;
const notWon = (sim: Sim, rec: RevokeRec) => sim.winnerOf(rec.trick) !== rec.seat;
const partnerWon = (sim: Sim, rec: RevokeRec) => sim.winnerOf(rec.trick) === partner(rec.seat);
const opponentsWon = (sim: Sim, rec: RevokeRec) => sim.isDeclaringSide(sim.winnerOf(rec.trick)) !== sim.isDeclaringSide(rec.seat);
const T = (transfer: number, rule: RevokeTarget['rule']): RevokeTarget => ({ status: 'established', transfer, rule });
const suitDeal = () => ({ minHcp: 23, maxHcp: 29, suit: true });
const gameDeal = () => ({ minHcp: 23, maxHcp: 29 });

export const TRANSFERS: Partial<Record<FamilyName, FamilyDef>> = {
  'transfer-64a1-two': {
    difficulty: 1,
    teaches: 'The offender won the revoke trick and his side won a later trick: two tricks are transferred.',
    target: single(T(2, '64A1')),
    deal: suitDeal,
    shape: shapeTrick1Ruff,
    build: plainEstablished({ roles: ['defender'], kind: 'ruff', from: [1, 4], to: 11, maxHold: 2, winner: won, target: single(T(2, '64A1')), title: (s, r) => `${slipWords(s, r)} and wins the trick` }),
  },
  'transfer-64a1-one': {
    difficulty: 2,
    teaches: 'The offender won the revoke trick but his side won nothing later: only the revoke trick is transferred.',
    target: single(T(1, '64A1')),
    deal: () => ({ minHcp: 27, maxHcp: 31, suit: true }),
    // a slam-going hand where the defence's one chance is the ruff
    shape: (b) => {
      stripDefence(b);
      shapeTrick1Ruff(b);
    },
    build: plainEstablished({ roles: ['defender'], kind: 'ruff', from: [1, 6], to: 11, maxHold: 2, winner: won, target: single(T(1, '64A1')), title: (s, r) => `${slipWords(s, r)}; the defence takes nothing afterwards` }),
  },
  'transfer-64a2-partner-won': {
    difficulty: 2,
    teaches: "The offender's partner won the revoke trick: one trick is transferred.",
    target: single(T(1, '64A2')),
    deal: gameDeal,
    // the leader holds the defence's aces and kings, his partner one small card of the suit led
    shape: (b) => {
      concentrateValues(b, lho(b.declarer), partner(lho(b.declarer)));
      shapeThirdHandSlip(b, false);
    },
    build: plainEstablished({ roles: ['defender'], kind: 'discard', from: [2, 8], to: 11, winner: partnerWon, target: single(T(1, '64A2')), title: (s, r) => `${slipWords(s, r)}; ${SEAT_WORD[partner(r.seat)]} wins the trick` }),
  },
  'transfer-64a2-later-trick': {
    difficulty: 2,
    teaches: 'The offender did not win the revoke trick, but his side won a later one: one trick is transferred.',
    target: single(T(1, '64A2')),
    deal: gameDeal,
    build: plainEstablished({ roles: ['defender'], kind: 'discard', from: [2, 8], to: 11, winner: opponentsWon, target: single(T(1, '64A2')), title: (s, r) => `${slipWords(s, r)}; the defence wins a trick later` }),
  },
  'transfer-64b1-nothing-won': {
    difficulty: 2,
    teaches: 'The offending side won neither the revoke trick nor any later trick: no trick is transferred (the director still checks equity).',
    target: single(T(0, '64B1')),
    deal: () => ({ minHcp: 23, maxHcp: 27 }),
    // a hand where the defence has no outside winners once its trump tricks are gone
    shape: stripDefence,
    // from the trick after the defence's last winner in the natural play
    build: plainEstablished({ roles: ['defender'], kind: 'discard', from: (n) => 1 + n.tricks.reduce((last, t, i) => (n.isDefender(t.winner) ? i + 1 : last), 0), to: 11, winner: opponentsWon, target: single(T(0, '64B1')), title: (s, r) => `${slipWords(s, r)}; declarer takes every trick from there` }),
  },
  'transfer-dummy-wins-declarer-revoke': {
    difficulty: 3,
    teaches: 'When declarer revokes and dummy wins the trick, declarer did not win it: one trick, not two.',
    target: single(T(1, '64A2')),
    deal: gameDeal,
    shape: (b) => void shapeDeclarerSlip(b),
    build: plainEstablished({ roles: ['declarer'], kind: 'discard', from: [2, 8], to: 11, winner: (s) => s.winnerOf(s.trickNo - 1) === s.dummy, target: single(T(1, '64A2')), title: (s, r) => `${slipWords(s, r)}; dummy wins the trick` }),
  },
  'transfer-1997-extra-trick': {
    difficulty: 5,
    teaches: 'Under the 1997 laws, a second trick is transferred when the offender later wins a trick with a card he could have played to the revoke trick.',
    target: single(T(2, '64A2')),
    deal: suitDeal,
    build: plainEstablished({
      roles: ['defender'], kind: 'discard', from: [2, 6], to: 11, maxHold: 2, honours: true, winner: notWon,
      target: single(T(2, '64A2')),
      title: (s, r) => `${slipWords(s, r)}, then wins a later trick with that ${SUIT_WORD[r.suit]}`,
    }),
  },
  'transfer-1997-extra-near-miss': {
    difficulty: 5,
    teaches: "Under the 1997 laws, the extra trick needs the offender's later winner to be a card he could have played to the revoke trick; another card is not enough.",
    target: single(T(1, '64A2')),
    deal: suitDeal,
    build: plainEstablished({
      roles: ['defender'], kind: 'discard', from: [2, 6], to: 11, maxHold: 2, winner: notWon,
      extra: (s, r) => !laterWinWithLegalCard(s, r) && s.tricks.some((t, i) => i >= r.trick && t.winner === r.seat) && s.sideTricksFrom(r.seat, r.trick) >= 2,
      target: single(T(1, '64A2')),
      title: (s, r) => `${slipWords(s, r)}; later wins a trick, but with another suit`,
    }),
  },
  'transfer-64a1-required-card': {
    difficulty: 5,
    teaches: 'Not leading the suit declarer required (Law 50D) is a revoke; winning that trick with another card transfers as under 64A1.',
    target: single(T(2, '64A1')),
    deal: suitDeal,
    // the opening leader holds the defence's aces and kings: he will be on lead with winners to cash
    // and his partner holds one small card of the suit he leads: the slip comes on trick 1
    shape: (b) => {
      concentrateValues(b, lho(b.declarer), partner(lho(b.declarer)));
      shapeThirdHandSlip(b, false);
    },
    build: (board, rng, edition) => {
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 0, 3) === 0 ? int(rng, 2, 6) : 1, to: 10 })) {
        if (rec.seat !== partner(lho(board.declarer))) continue;
        const x = rec.seat;
        const b = partner(x);
        const z = suitOf(rec.card);
        attention(sim, rec, sim.declarer);
        sim.correct(rec, rec.legal[0], { penaltyCard: true });
        // play on until partner is on lead with the penalty card still on the table
        while (!sim.done && sim.penalty[x].length > 0 && !(sim.current === null && sim.toPlay === b)) sim.playNatural();
        if (sim.done || sim.penalty[x].length === 0 || sim.trickNo > 11 || inSuit(sim.hands[b], z).length === 0) continue;
        const winners = sim.hands[b].filter((c) => suitOf(c) !== z && sim.isMaster(c, b));
        if (winners.length === 0) continue;
        sim.push({ leadOption: { by: seatName(sim.declarer), require: suitName(z) } });
        sim.penalty[x] = []; // requiring the suit lets the penalty card be picked up (Law 50D2)
        sim.leadReq = { seat: b, suit: z };
        for (const winner of winners) {
          const br = sim.clone();
          const rec2 = br.playRevoke(winner);
          br.playOut(rec2.trick);
          if (br.winnerOf(rec2.trick) !== b) continue;
          br.playOut();
          const t = transfer64A(br, rec2, edition);
          if (!sameTarget(t, T(2, '64A1'))) continue;
          attention(br, rec2, br.declarer);
          return {
            board, sim: br,
            title: `Declarer requires a ${SUIT_WORD[z]} lead; ${SEAT_WORD[b]} cashes a winner in another suit instead`,
            expect: {
              revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: 'major' }), expectRevoke(rec2, T(2, '64A1'))],
              tricks: { declarer: { final: finalTricks(br, rec2, 2) } },
            },
          };
        }
      }
      return null;
    },
  },
};
