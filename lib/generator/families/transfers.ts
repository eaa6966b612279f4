// How many tricks an established revoke transfers (Law 64A) and when none do (64B1).
import type { FamilyName } from '../familyNames';
import type { Edition } from '../../engine';
import { type C, SEAT_WORD, SUIT_WORD, countSuit, lho, partner, rankOf, seatName, suitName, suitOf } from '../cards';
import { type FamilyDef, type Intent, type RevokeSpec, type RevokeTarget, type Scenario, attention, bentIfFits, builtBent, expectRevoke, laterWinWithLegalCard, levelFits, noticer, orBent, playOnWithPenaltyCard, revokeBranches, sameTarget, single, slipWords, transfer64A } from '../common';
import { type Board, gameLevel, quietDefence, rebid, steerBoard } from '../dealer';
import { type Rng, int } from '../rng';
import { DECLARER_HOLD, makeSingleton, cashableDefence, shapeShortUnderTops, cashingLead, concentrateValues, openingLeadSuit, quietAgainstPartScore, slipOnOpeningLead, topTrumpsToDeclarer, shapeDeclarerHidden, shapeThirdHandSlip, shapeTrick1Ruff, swap, makeShort, giveTrump } from '../shape';
import { Sim, type RevokeRec } from '../sim';

interface PlainSpec extends Omit<RevokeSpec, 'from'> {
  /** Range for the first trick tried; or, given the natural play of the deal, that trick (null: this deal will not do). */
  readonly from: readonly [number, number] | ((natural: Sim, rng: Rng, board: Board) => number | null);
  /** The play before the first trick tried, when it is not the natural one from the opening lead. */
  readonly start?: (board: Board) => Sim;
  /** Declarer's plan is the one `start` sets, not the board's: the other plan is not tried (plans). */
  readonly onePlan?: boolean;
  /** Revokes from `from` on, then the earlier ones after the defence's last trick in the natural play (none before it). */
  readonly afterDefence?: boolean;
  /** A slip the opening lead offers on most deals: on trick 1 only where the board says so (shape.ts, slipOnOpeningLead). */
  readonly trick1Rare?: boolean;
  /** Who must win the revoke trick, if it matters. */
  readonly winner?: (sim: Sim, rec: RevokeRec) => boolean;
  /** Anything else the finished board must show. */
  readonly extra?: (sim: Sim, rec: RevokeRec) => boolean;
  /** Whether the play so far shows the board or still may (asked after each trick from the revoke on): a branch that cannot is dropped there, not played to the end. */
  readonly live?: (sim: Sim, rec: RevokeRec) => boolean;
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
  (dealt: Board, rng: Rng, edition: Edition): Scenario | null => {
    for (const board of o.onePlan === true ? [dealt] : plans(dealt)) {
      const made = plainOn(o, board, rng, edition);
      if (made !== null) return made;
    }
    return null;
  };

/**
 * The board with declarer's plan as drawn, then (in a suit contract) the other one (dealer.ts
 * winnersFirst, drawn for each board: either is a plan the policy plays): a deal whose natural
 * line offers no slip that shows the board is played again on the other line before it is dealt
 * again. (transfer-64b1-nothing-won, seeds 1-200 in each edition: 2.69 -> 2.08 deals a board.)
 */
const plans = (board: Board): Board[] => (board.trump < 0 ? [board] : [board, { ...board, winnersFirst: !board.winnersFirst }]);

/** plainEstablished on one plan of the board. */
const plainOn = (o: PlainSpec, board: Board, rng: Rng, edition: Edition): Scenario | null => {
  const target = o.target(edition);
  const base = o.start ? o.start(board) : new Sim(board);
  let from: number;
  let after = 1;
  if (typeof o.from === 'function') {
    const natural = base.clone();
    natural.playOut();
    const f = o.from(natural, rng, board);
    if (f === null) return null;
    from = Math.min(o.to, Math.max(1, f));
    after = lastDefenceTrick(natural) + 1;
  } else from = int(rng, o.from[0], o.from[1]);
  // no slips before the defence's last trick for a family that wants them after it, and no trick-1
  // slip where trick 1 is rare and this board is not one for it: the walk does not copy the table
  // for slips that would be passed over
  const earliest = o.afterDefence === true ? after : Math.max(o.earliest ?? 1, o.trick1Rare && !slipOnOpeningLead(board) ? 2 : 1);
  for (const { sim, rec } of revokeBranches(base, { ...o, from, earliest })) {
    sim.playOut(rec.trick);
    if (o.winner && !o.winner(sim, rec)) continue;
    if (o.live) while (!sim.done && o.live(sim, rec)) sim.playOut(sim.tricks.length + 1);
    else sim.playOut();
    if (!sim.done) continue;
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

/** The opening leader starts by cashing an ace (the top of his ace-king if he has one); natural play from there. */
const cashFirst = (board: Board, winnersFirst = board.winnersFirst): Sim => {
  const sim = new Sim({ ...board, winnersFirst });
  const lead = cashingLead(board);
  if (lead !== null) sim.play(lead);
  return sim;
};

/** The last trick the defence wins in a play (0 if none). */
const lastDefenceTrick = (sim: Sim): number => sim.tricks.reduce((last, t, i) => (sim.isDefender(t.winner) ? i + 1 : last), 0);

/**
 * The revoke comes late, once the defence has taken its tricks: from a trick drawn between
 * `earliest` and `latest` (or the one after the defence's last trick, if later), and only on a
 * deal where the natural play gives the defence nothing after trick 10 and declarer makes his
 * contract or goes one down (a contract that fits the hands). (Nothing after trick 8, as it
 * asked before, turned down a deal for each board after its whole natural play: 2.86 -> 2.54
 * deals a board over 1,000 boards, the revokes on tricks 7 to 11 from 6 18 14 20 2 to 3 16 12 20 9
 * of 60.)
 */
const lateAfterDefence =
  (earliest: number, latest: number) =>
  (natural: Sim, rng: Rng, board: Board): number | null => {
    const last = lastDefenceTrick(natural);
    if (last > 10 || natural.declarerTricks() < board.level + 5) return null;
    return Math.max(last + 1, int(rng, earliest, latest));
  };

/** A family whose board is the defence cashing its winners first, then declarer's: the shape is always made. */
const cashedOut =
  (build: (board: Board, rng: Rng, edition: Edition) => Scenario | null) =>
  (board: Board, rng: Rng, edition: Edition): Scenario | null => {
    cashableDefence(board);
    // the moved honours are bid again (cashableDefence): a contract the new hands do not fit is
    // turned down before the play, not after it by index.ts (0.22 boards in 1 of transfer-64b1-nothing-won's),
    // and so is a part-score the leader's new values would have bid over (index.ts asks quietAgainstPartScore: 0.1 a board)
    if (!levelFits(board, board.level) || !quietAgainstPartScore(board)) return null;
    return build(board, rng, edition);
  };

const won = (sim: Sim, rec: RevokeRec) => sim.winnerOf(rec.trick) === rec.seat;
const notWon = (sim: Sim, rec: RevokeRec) => sim.winnerOf(rec.trick) !== rec.seat;
const partnerWon = (sim: Sim, rec: RevokeRec) => sim.winnerOf(rec.trick) === partner(rec.seat);
const opponentsWon = (sim: Sim, rec: RevokeRec) => sim.isDeclaringSide(sim.winnerOf(rec.trick)) !== sim.isDeclaringSide(rec.seat);
const T = (transfer: number, rule: RevokeTarget['rule']): RevokeTarget => ({ status: 'established', transfer, rule });
const suitDeal = () => ({ minHcp: 23, maxHcp: 29, suit: true });
const gameDeal = () => ({ minHcp: 23, maxHcp: 29 });

/**
 * Third hand slips (a discard while holding the suit led) and corrects it, leaving a major penalty
 * card; when his partner is next on lead, declarer requires the penalty card's suit and partner
 * cashes a winner in another suit instead: the second revoke, transferring two tricks (64A1).
 * The slips are third hand's along the natural play from `base` (the deal's start, or a lead made).
 */
const requiredCardBoard = (board: Board, from: number, to: number, edition: Edition, base: Sim = new Sim(board)): Scenario | null => {
  const third = partner(lho(board.declarer));
  // his last card of the suit led, or one of two hidden among its colour-mate (play/slips.ts, as
  // transfer-1997-extra-trick's allow): with the hidden pair too a deal's slips made a board 1.6
  // times as often (600 boards: 5.29 -> 4.33 deals a board, policy calls 289 -> 274)
  for (const { sim, rec } of revokeBranches(base, { roles: ['defender'], seats: [third], kind: 'discard', from, to, maxHold: 2 })) {
    const made = requiredAfterSlip(board, sim, rec, edition);
    // where partner came to lead with the penalty card still out but had no winner to cash outside
    // its suit, or the defence won nothing more, the same slip with another of third hand's
    // discards as the penalty card may do (a suit declarer could require that partner's winners
    // are not in): 300 boards, 3.66 -> 3.31 deals a board, 187 -> 191 cards played. (Trying them
    // after every slip made 3.07 deals, 225 cards: where the penalty card had to be played
    // before partner led, another discard made the board 11 times in 1,030.)
    if (made !== 'no-lead') {
      if (made !== null) return made;
      for (const alt of otherDiscards(base, rec)) {
        const other = requiredAfterSlip(board, alt.sim, alt.rec, edition);
        if (other !== null && other !== 'no-lead') return other;
      }
    }
  }
  return null;
};

/** The slip `rec` again, with each of the offender's other discards (the lowest of each other side suit, not a winner) in place of his card. */
const otherDiscards = (base: Sim, rec: RevokeRec): { sim: Sim; rec: RevokeRec }[] => {
  // the slip is on the natural line from `base`: the table before it is that line's (a base already
  // in its first trick, the leader's cashed ace, is where the slip came)
  const pre = base.clone();
  if (pre.current === null) pre.playOut(rec.trick - 1);
  while (pre.toPlay !== rec.seat) pre.playNatural();
  const out: { sim: Sim; rec: RevokeRec }[] = [];
  for (let su = 0; su < 4; su++) {
    if (su === rec.suit || su === pre.trump || su === suitOf(rec.card)) continue;
    const cards = pre.hands[rec.seat].filter((c) => suitOf(c) === su);
    if (cards.length === 0) continue;
    const c = Math.min(...cards);
    if (pre.isMaster(c, rec.seat)) continue;
    const br = pre.clone();
    out.push({ sim: br, rec: br.playRevoke(c) });
  }
  return out;
};

/**
 * The required-card board from third hand's slip `rec` (played on `sim`): corrected, the penalty
 * card on the table until partner leads; 'no-lead' when partner never comes to lead with it there
 * (or not with a card of its suit and a trick left), null when he does but no board follows.
 */
const requiredAfterSlip = (board: Board, sim: Sim, rec: RevokeRec, edition: Edition): Scenario | null | 'no-lead' => {
  const x = rec.seat;
  const b = partner(x);
  const z = suitOf(rec.card);
  attention(sim, rec, sim.declarer);
  sim.correct(rec, rec.legal[0], { penaltyCard: true });
  // play on until partner is on lead with the penalty card still on the table, no further once
  // partner can no longer be required the suit or the hand has no trick left to transfer
  const hopeless = (s: Sim): boolean => s.trickNo > 11 || countSuit(s.hands[b], z) === 0;
  if (playOnWithPenaltyCard(sim, x, hopeless) !== 'partner-leads' || hopeless(sim)) return 'no-lead';
  // a master the declaring side can ruff never won its trick (measured: none of 706 did), so it is not tried
  const ruffable = (c: C): boolean => sim.trump >= 0 && [sim.declarer, sim.dummy].some((h) => countSuit(sim.hands[h], suitOf(c)) === 0 && countSuit(sim.hands[h], sim.trump) > 0);
  const winners = sim.hands[b].filter((c) => suitOf(c) !== z && sim.isMaster(c, b) && !ruffable(c));
  if (winners.length === 0) return null;
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
  return null;
};

/**
 * Third hand holds two small cards of the declaring side's longest side suit (not the suit led),
 * and with `withTrump` a trump: he follows once when declarer runs the suit, and ruffs (or
 * discards) on the next round while holding his last one.
 */
const shortInRunningSuit = (board: Board, withTrump = true): void => {
  if (withTrump && board.trump < 0) return;
  const leader = lho(board.declarer);
  const third = partner(leader);
  const lead = openingLeadSuit(board);
  const d = board.hands[board.declarer];
  const m = board.hands[partner(board.declarer)];
  let suit = -1;
  for (let s = 0; s < 4; s++) {
    if (s === board.trump || s === lead) continue;
    if (suit < 0 || countSuit(d, s) + countSuit(m, s) > countSuit(d, suit) + countSuit(m, suit)) suit = s;
  }
  if (suit < 0 || !makeShort(board.hands, third, leader, suit, board.trump >= 0 ? [board.trump] : [], 2) || !withTrump) return;
  giveTrump(board.hands, third, leader, board.trump, suit);
};

/** transfer-64a1-one once the trumps are shaped: a defender ruffs late (trick 4 on), the defence's tricks all in the first six or before the ruff. */
const lateRuffNothingAfter = (board: Board, rng: Rng, edition: Edition): Scenario | null => {
  topTrumpsToDeclarer(board);
  return lateRuffCashed(board, rng, edition);
};
const lateRuffCashed = cashedOut(
  plainEstablished({
    // from a trick drawn between 6 and 9, then back to trick 4 (not earlier: the defence cashes
    // first). Only from the drawn trick on, 813 of 1,382 deals had offered no slip at all (5.01
    // deals a board); going back to trick 4, 2.23, and the revokes spread over tricks 4 to 9
    // (at most a quarter on one, against 35 % on trick 7 before)
    roles: ['defender'], kind: 'ruff', from: [6, 9], earliest: 4, to: 11, maxHold: 2, winner: won,
    // declarer cashes his side winners before drawing the last trumps
    start: (b) => cashFirst(b, true),
    onePlan: true,
    extra: (s, r) => s.tricks.every((t, i) => i < 6 || i + 1 >= r.trick || !s.isDefender(t.winner)),
    // a later trick of the defence is the board lost: the branch stops there (600 boards: 188 -> 176 cards played a board)
    live: (s, r) => s.sideTricksFrom(r.seat, r.trick) === 1,
    target: single(T(1, '64A1')),
    title: (s, r) => `${slipWords(s, r)}; the defence takes nothing afterwards`,
  }),
);

/**
 * Whether the contract leaves the defence room for the required-card board: the revoke trick and
 * one after it, mostly besides the trick third hand slipped on. Against five or more it seldom
 * has them: a deal's later slips made a board on 5 % of such deals and the bent deal on 1 %
 * (3 of 277), against 15 % and 13 % at the four level (600 boards: policy calls 206 -> 173 a board).
 */
const roomForDefence = (board: Board): boolean => board.level < 5;

/** The level required-card's deals are steered to (dealer.ts DealSpec steerAt): below five (roomForDefence), a minor's part-score for its game. */
const belowFiveLevel = (trump: number, bid: number): number => Math.min(bid, trump >= 2 ? 3 : 4);

/** A hand's top tricks: its aces, and each king under its own ace. */
const topsOf = (hand: readonly C[]): number => hand.filter((c) => rankOf(c) === 12 || (rankOf(c) === 11 && hand.includes(c + 1))).length;

/**
 * The opening leader's kings trade places with the declaring side's aces of their suits (as
 * shape.ts cashableDefence trades them), until he holds two top tricks: the one he cashes or
 * leads from, and the winner he leads instead of the required suit. With one, the bent deal made
 * a board on 0 of 90 deals (cashing a lone ace) and 1 of 14 (from ace-king); seeds 1-200 in each
 * edition, 2.61 -> 2.23 deals a board (max 13 -> 11), policy calls 141 -> 127 and contract
 * estimates 23.4 -> 21.8 a board. (Steering again where the steer took the leader's tops or his
 * ace made 2.00, but put 39 % of the revokes on trick 2, revokeTricks.test.ts.)
 */
const secondTop = (board: Board): void => {
  const leader = lho(board.declarer);
  const h = board.hands[leader];
  for (let s = 0; s < 4 && topsOf(h) < 2; s++) {
    const king = s * 13 + 11;
    if (!h.includes(king)) continue;
    const t = [board.declarer, partner(board.declarer)].find((x) => board.hands[x].includes(king + 1));
    if (t !== undefined) swap(board.hands, leader, king, t, king + 1);
  }
};

/** transfer-64a2-partner-won's bend: the leader holds the defence's aces and kings, his partner one small card under one of the aces (or of the suit led). */
const partnerWonBend = (b: Board): void => {
  concentrateValues(b, lho(b.declarer), partner(lho(b.declarer)));
  if (!shapeShortUnderTops(b)) shapeThirdHandSlip(b, false);
};

// a defender's last card of the suit led or one of two hidden among its colour-mate (as
// transfer-1997-extra-trick's): with the hidden pair too a deal's slips made a board 1.5 times
// as often (600 boards: 3.41 -> 2.31 deals a board, policy calls 178 -> 134)
const partnerWonPlay = plainEstablished({ roles: ['defender'], kind: 'discard', from: [2, 8], to: 11, maxHold: 2, partnerWins: true, winner: partnerWon, target: single(T(1, '64A2')), title: (s, r) => `${slipWords(s, r)}; ${SEAT_WORD[partner(r.seat)]} wins the trick` });

const dummyWinsPlay = plainEstablished({ roles: ['declarer'], kind: 'discard', from: [2, 8], to: 11, maxHold: DECLARER_HOLD, trick1Rare: true, partnerWins: true, winner: (s) => s.winnerOf(s.trickNo - 1) === s.dummy, target: single(T(1, '64A2')), title: (s, r) => `${slipWords(s, r)}; dummy wins the trick` });

const nothingWonPlay = cashedOut(
  plainEstablished({
    roles: ['defender'], kind: 'discard', from: lateAfterDefence(7, 9), afterDefence: true, to: 11, winner: opponentsWon,
    start: cashFirst,
    target: single(T(0, '64B1')),
    title: (s, r) => `${slipWords(s, r)}; declarer takes every trick from there`,
  }),
);

/**
 * A family's deal played with each of `bends` in turn (common.ts builtBent: a bend kept only where
 * the contract still fits it, the hands put back as dealt after a bent play that shows no board),
 * and then as dealt: a deal whose bent line shows no board is played again another way before it
 * is dealt again.
 */
const bendsInTurn =
  (bends: (board: Board) => readonly ((board: Board) => void)[], play: (board: Board, rng: Rng, edition: Edition) => Scenario | null) =>
  (board: Board, rng: Rng, edition: Edition): Scenario | null => {
    for (const bend of bends(board)) {
      const made = builtBent(board, bend, () => play(board, rng, edition));
      if (made !== null) return made;
    }
    return play(board, rng, edition);
  };

/** Whether the opening lead is the ace of an ace-king. */
const leadsFromAceKing = (board: Board): boolean => {
  const top = openingLeadSuit(board) * 13 + 12;
  const h = board.hands[lho(board.declarer)];
  return h.includes(top) && h.includes(top - 1);
};

export const TRANSFERS: Partial<Record<FamilyName, FamilyDef>> = {
  'transfer-64a1-two': {
    difficulty: 1,
    teaches: 'The offender won the revoke trick and his side won a later trick: two tricks are transferred.',
    target: single(T(2, '64A1')),
    deal: suitDeal,
    // the bend kept only where the contract still fits the bent hands (common.ts bentIfFits): 2.72 -> 2.47 deals a board over 450 boards
    shape: bentIfFits(shapeTrick1Ruff),
    // every deal bent (an unbent deal's walk found no slip that would do on most deals turned down:
    // 2.56 -> 2.32 and 2.68 -> 2.44 deals a board, seeds 2000-2999 in two editions; trick 1 holds 28 % of the revokes)
    shapeAlways: true,
    build: plainEstablished({ roles: ['defender'], kind: 'ruff', from: [2, 6], to: 11, maxHold: 2, trick1Rare: true, winner: won, target: single(T(2, '64A1')), title: (s, r) => `${slipWords(s, r)} and wins the trick` }),
  },
  'transfer-64a1-one': {
    difficulty: 2,
    teaches: 'The offender won the revoke trick but his side won nothing later: only the revoke trick is transferred.',
    target: single(T(1, '64A1')),
    deal: () => ({ minHcp: 22, maxHcp: 26, suit: true }),
    // a game or part-score where the defence cashes its side-suit tricks at once and holds only
    // low trumps; declarer cashes his side winners before drawing the last trumps, and late in the
    // play a defender ruffs one while holding a card of the suit
    // third hand short in declarer's running suit with a trump first (shortInRunningSuit), then as
    // dealt: seeds 1-200 in each edition, 2.34 -> 1.82 deals a board (max 13 -> 8), policy calls
    // 138 -> 149 and contract estimates 9.7 -> 13.0 a board
    build: bendsInTurn(() => [(b) => shortInRunningSuit(b)], lateRuffNothingAfter),
  },
  'transfer-64a2-partner-won': {
    difficulty: 2,
    teaches: "The offender's partner won the revoke trick: one trick is transferred.",
    target: single(T(1, '64A2')),
    deal: gameDeal,
    // the leader holds the defence's aces and kings, his partner one small card of a suit the
    // leader holds the ace of (shape.ts shapeShortUnderTops: partner wins the trick third hand
    // slips on when he cashes it), else of the suit led: 2.30 -> 2.24 deals a board over 2,700
    // boards in three seed ranges, and in famdd's 270M and 280M 2.24 -> 2.17 and 2.43 -> 2.23.
    // (Kept only where the contract still fits: concentrated, the defence's values had turned 2.73
    // deals a board away before any play, 5.99 deals a board against 3.81, 120 boards.)
    shape: bentIfFits(partnerWonBend),
    // a deal index.ts left unbent whose natural line (both plans) shows no board is bent and played
    // again: seeds 1-200 in each edition, 2.25 -> 1.78 deals a board (max 15 -> 10), policy calls
    // 127 -> 160 a board
    build: (board, rng, edition) => orBent(board, () => partnerWonPlay(board, rng, edition), [partnerWonBend]),
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
    deal: () => ({ minHcp: 24, maxHcp: 28 }),
    // a game or part-score where the defence cashes its tricks at once; the slip comes late, with
    // declarer running his winners
    // (third hand short in declarer's running suit first, then as dealt; slips from the trick after
    // the defence's last, the other plan too: seeds 1-200 in each edition, 2.69 -> 1.68 deals a
    // board, max 14 -> 6, policy calls 115 -> 131 a board)
    build: bendsInTurn(() => [(b) => shortInRunningSuit(b, false)], nothingWonPlay),
  },
  'transfer-dummy-wins-declarer-revoke': {
    difficulty: 3,
    teaches: 'When declarer revokes and dummy wins the trick, declarer did not win it: one trick, not two.',
    target: single(T(1, '64A2')),
    deal: gameDeal,
    // the bend kept only where the contract still fits the bent hands (common.ts bentIfFits): 2.64 -> 2.45 deals a board over 450 boards
    // every deal bent (1.2 of its 2.3 walks a board had found no slip at all): 2.57 -> 2.13 and
    // 2.50 -> 2.04 deals a board, seeds 2000-2999 in two editions; trick 1 holds 27 % of the revokes, as before.
    // Bent, then played as dealt (each on both plans): seeds 1-200 in each edition, 1.98 -> 1.68
    // deals a board (max 10 -> 9), policy calls 127 -> 160 and contract estimates 8.4 -> 5.3 a
    // board. (Bent in the side's next longest suit too before the deal as dealt, 1.42 deals a board,
    // but the contracts lay 0.78 tricks from double dummy against 0.73, 600 boards from seed 500,000,000.)
    build: bendsInTurn(() => [(b) => void shapeDeclarerHidden(b)], dummyWinsPlay),
  },
  'transfer-1997-extra-trick': {
    difficulty: 5,
    teaches: 'Under the 1997 laws, a second trick is transferred when the offender later wins a trick with a card he could have played to the revoke trick.',
    target: single(T(2, '64A2')),
    deal: suitDeal,
    build: plainEstablished({
      roles: ['defender'], kind: 'discard', from: [2, 6], to: 11, maxHold: 2, honours: true, sideHonour: true, winner: notWon,
      // the extra trick is won with a card of the suit led to the revoke trick: once the offender
      // holds none and has not won one with it, the branch cannot show it (300 boards: 241 -> 180
      // cards played a board)
      live: (s, r) => r.legal.some((c) => !s.played(c)) || laterWinWithLegalCard(s, r),
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
    // the contract steered below the five level as the deal is dealt (roomForDefence): 16 % of
    // deals had been bid there and dealt again (300 boards: 4.75 -> 4.14 deals a board)
    deal: () => ({ ...suitDeal(), steerAt: belowFiveLevel }),
    // the opening leader holds the defence's aces and kings: he will be on lead with winners to cash,
    // and his partner is short under one of his aces (shape.ts, shapeShortUnderTops). His partner
    // slips wherever the natural play offers it (from a trick drawn between 2 and 8); a deal that
    // offers none, or whose opening lead is from ace-king, is bent to the slip on trick 1 (under
    // the ace the leader cashes, below).
    // (Half of those had been dealt again instead, to keep trick 1 from holding more than its
    // share; on revokeTricks.test.ts's seeds trick 1 holds 29 % of the revokes, as trick 2 does,
    // and with the ace alone under which third hand is shaped short a board takes 4.04 deals
    // against 6.43, 120 boards.)
    build: (board, rng, edition) => {
      concentrateValues(board, lho(board.declarer), partner(lho(board.declarer)));
      secondTop(board);
      shapeShortUnderTops(board);
      // the shaped hands are bid again (the defence's values and its ruffs cost declarer tricks),
      // and a contract they do not fit is steered back in (as the bent deal's below: 2,400 boards in
      // two ranges, 3.00 -> 2.92 deals a board) or dealt again before any play, not after it
      // (index.ts checks the finished board too; the ruffs come with entries to repeat them: ENTRY_RISK)
      rebid(board);
      if (!levelFits(board, board.level)) steerBoard(rng, board);
      if (!levelFits(board, board.level) || !roomForDefence(board)) return null;
      // an opening lead from ace-king is bent to the slip under its ace at once: the later slips of
      // such a deal made a board on 15 % of them, the bent deal on 41 % (600 boards: policy calls
      // 274 -> 206 a board, deals the same). Third hand's slips up to trick 9: a slip on trick 10
      // made a board on 0 of 120 seeds in each edition and a few of 450 (7.67 -> 7.79 deals a
      // board), and walking to it cost 488 -> 463 cards put and 369 -> 345 policy calls a board
      const ak = leadsFromAceKing(board);
      const later = ak ? null : requiredCardBoard(board, int(rng, 2, 8), 9, edition);
      if (later !== null) return later;
      // on any other lead declarer mostly won trick 1 and played on while the penalty card lay, so
      // partner never came to lead with it there (the bent deal made a board on 8 % of such deals,
      // against 72 % after the ace of an ace-king); so the leader, who holds the defence's aces,
      // cashes one (shape.ts cashingLead: of an ace-king he did not lead, or any in a suit contract)
      // with third hand short under it, and is on lead again at trick 2 (1,000 boards a range: 2.88 -> 2.65 deals a board, 160 -> 147 cards)
      const ace = ak ? null : cashingLead(board);
      // (third hand made short under the ace by hand: the natural lead, which shapeThirdHandSlip
      // keeps, is not made here; 1,000 boards a range: 2.65 -> 2.53 deals a board)
      const leader = lho(board.declarer);
      const bent = ace === null ? shapeThirdHandSlip(board, false, openingLeadSuit(board)) : makeSingleton(board.hands, partner(leader), leader, suitOf(ace), board.trump >= 0 ? [board.trump] : []);
      if (!bent) return null;
      // the bent hands are bid again and a contract they do not fit is not played (index.ts turned
      // it down after the play: 115 boards of 120 built); a bend that moved it out of the test is
      // steered back in (dealer.ts steerBoard: 6.05 -> 5.37 deals a board over 900 boards;
      // steering before the later slips are looked for gained nothing)
      rebid(board);
      steerBoard(rng, board);
      // a leader the bend made loud against a part-score shares his values with partner (dealer.ts
      // quietDefence: the suit led, where partner is short, stays), so long as his lead (if natural) stays:
      // 215 of 1,243 deals had been dealt again for it (300 boards: 4.14 -> 3.66 deals a board)
      const lead = openingLeadSuit(board);
      if (board.level < gameLevel(board.trump) && (!quietDefence(board) || (ace === null && openingLeadSuit(board) !== lead))) return null;
      if (!levelFits(board, board.level) || !roomForDefence(board)) return null;
      // the bent deal is tried on trick 1 alone: the natural play had offered no later slip that
      // made the board, and after the bend one rarely does (6 boards of 1,200, 400 seeds in each
      // edition; those deals are dealt again), while walking the rest of the play for one was
      // most of what the bend cost
      if (ace === null) return requiredCardBoard(board, 1, 1, edition);
      // (the steer may have moved the ace to the declaring side)
      if (!board.hands[leader].includes(ace)) return null;
      const base = new Sim(board);
      base.play(ace);
      return requiredCardBoard(board, 1, 1, edition, base);
    },
  },
};
