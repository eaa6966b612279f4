// Revokes where Law 64B (no automatic transfer) or a special rule decides: repeats, penalty cards,
// dummy, faced hands, the end of the board, both sides, and the laws on who may ask.
import type { FamilyName } from '../familyNames';
import type { Action, Edition } from '../../engine';
import { type C, SEAT_WORD, SUIT_WORD, copyHands, countSuit, inSuit, lho, partner, putBackHands, rankOf, seatName, suitOf } from '../cards';
import { GAME, OVERCLAIM_MAX, type FamilyDef, type RevokeTarget, type Scenario, attention, bentIfFits, canSlip, disputedClaimOf, expectRevoke, noticer, playOnWithPenaltyCard, revokeBranches, sameTarget, single, slipWords, transfer64A } from '../common';
import { type Board, rebid, steerBoard } from '../dealer';
import { int, makeRng } from '../rng';
import { DECLARER_HOLD, makeShort, openingLeadSuit, shapeDeclarerHidden, shapeThirdHandSlip, shapedSuit, slipOnOpeningLead, swap } from '../shape';
import { Sim, type RevokeRec } from '../sim';
import { sameColour, sureTricks } from '../play/slips';
import { finalTricks, plainEstablished } from './transfers';
import { transferRestoresEquity } from '../equity';

const T = (transfer: number, rule: RevokeTarget['rule']): RevokeTarget => ({ status: 'established', transfer, rule });

/**
 * Later places along the natural continuation of `sim`, up to trick `to`, where `when` holds for
 * the seat to play; each is a branch with `card` played as a revoke. Places before trick `from`
 * come after the others, so a late random start never leaves a deal unused (as revokeBranches).
 * The walk stops early where `over` holds (no place further on can be wanted). It walks `sim`
 * itself, not a copy: the callers' tables are theirs to give up (a clone less each first slip:
 * 300 boards, Sim objects a board: no-transfer-same-suit-again 15.8 -> 11.6,
 * two-revokes-different-suits 23.8 -> 18.4, both-sides-revoke 21.8 -> 16.0, 62c3 8.0 -> 5.6).
 */
function* laterBranches(
  sim: Sim,
  to: number,
  when: (sim: Sim, seat: number) => boolean,
  card: (sim: Sim, seat: number) => C | null,
  from = 0,
  over?: (sim: Sim) => boolean,
): Generator<{ sim: Sim; rec: RevokeRec }> {
  const kept: { sim: Sim; rec: RevokeRec }[] = [];
  // the walk ends at trick `to`, not at the end of the hand: a second revoke on the first one's
  // trick walked on past the last place it could be (callgrind, 62c3: 40 -> 24 M instructions a board)
  while (!sim.done && sim.trickNo <= to && !(over?.(sim) ?? false)) {
    const seat = sim.toPlay;
    if (when(sim, seat)) {
      // the card is chosen before the table is copied (`card` only reads it)
      const c = card(sim, seat);
      if (c !== null) {
        const b = sim.clone();
        const branch = { sim: b, rec: b.playRevoke(c) };
        if (sim.trickNo >= from) yield branch;
        else kept.push(branch);
      }
    }
    sim.beforeLead();
    sim.playNatural();
  }
  yield* kept;
}

/** Play to the end, hands back in the board, then `after` (a call on the next board, the end of the round). */
const lateAttention = (after: 'nextBoardCall' | 'roundEnd', rule: '64B4' | '64B5'): FamilyDef['build'] => (board, rng) => {
  for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 9), to: 11 })) {
    sim.playOut();
    if (transfer64A(sim, rec, '2017').transfer === 0) continue; // it would be 64B1 anyway
    const expect = { revokes: [expectRevoke(rec, T(0, rule))] };
    // equity checked on each line, the deal's next slip tried where it fails (index.ts had dealt again for 0.2 boards in 1)
    if (!transferRestoresEquity(board, sim, expect)) continue;
    sim.push({ handsReturned: true });
    if (after === 'nextBoardCall') sim.push({ nextBoardCall: { by: seatName(lho(rec.seat)) } });
    else sim.push({ roundEnd: true });
    attention(sim, rec, partner(rec.seat));
    return {
      board, sim,
      title: after === 'nextBoardCall' ? `${slipWords(sim, rec)}; noticed only after the next board's bidding began` : `${slipWords(sim, rec)}; noticed only after the round ended`,
      expect, equityChecked: true,
    };
  }
  return null;
};

/** A moment of the natural line where declarer's side is on lead and a believable disputed claim fits. */
interface ClaimMoment {
  /** The natural line's timeline length at that moment (where the claim and dispute go in). */
  readonly at: number;
  /** The player who disputes the claim there. */
  readonly disputer: number;
  readonly claim: number;
  /** The trick about to be led. */
  readonly k: number;
  /** The first trick of any moment of the deal (the same for all its moments). */
  readonly earliest: number;
}

/**
 * Each moment after trick `from` (by trick 10 at the latest) where declarer's side is on lead and
 * a believable disputed claim fits (`claimOf`; common.ts disputedClaimOf: one or two tricks over
 * the sure ones, more than the play gives), then the earlier ones from the third trick on, so a late random start
 * never leaves a deal unused.
 */
function* claimMoments(board: Board, from: number, disputerAt: (sim: Sim) => number, claimOf: (left: number, sure: number, play: number) => number | null): Generator<ClaimMoment> {
  // The policy is deterministic, so the play on from any moment of the natural line is that line:
  // one walk of it reads, at each moment, the sure tricks and the tricks so far, and once it has
  // ended, which moments a claim fits. A deal with none had walked the line three times to find
  // that out: 304 of 572 deals of faced-hand-revoke, 110 cards put each. What a moment needs of
  // the table (where the claim goes in the timeline, who disputes it) is read as the walk passes
  // it too: a new table had been set up for the moments (seeds 1-100, the same boards, Sim
  // objects a board: faced-hand-revoke 12.2 -> 9.7, defender-faced-hand-revoke 12.3 -> 10.3,
  // defender-faced-hand-corrected 9.0 -> 7.6)
  const line = new Sim(board);
  const sure = new Int8Array(11).fill(-1);
  const sofar = new Int8Array(11);
  const at = new Int16Array(11);
  const disputer = new Int8Array(11);
  // once the moments are all read (trick 10 on), the line goes on only while a claim may still fit
  // one of them: the tricks so far are the least the play from it gives (a claim that does not fit
  // them fits no more tricks). Most deals turned down had no moment; 300 boards, cards played
  // a board, the same boards: defender-faced-hand-revoke 246 -> 234, faced-hand-revoke 260 -> 253,
  // defender-faced-hand-corrected 215 -> 203
  const fits = (k: number): boolean => sure[k] >= 0 && claimOf(14 - k, sure[k], line.declarerTricks() - sofar[k]) !== null;
  while (!line.done) {
    const t = line.tricks.length;
    if (t >= 2 && t <= 9 && line.isDeclaringSide(line.toPlay)) {
      sure[t + 1] = sureTricks(line.hands, line.trump, line.declarer);
      sofar[t + 1] = line.declarerTricks();
      at[t + 1] = line.timeline.length;
      disputer[t + 1] = disputerAt(line);
      // declarer's side sure of every trick left: nothing to claim or dispute here, and mostly
      // at every later moment too (on 300 boards of faced-hand-revoke, 132 of 932 builds ended
      // here, most by trick 4, where they had walked the line to trick 10 or further to find
      // no moment at all): the deal is given up unless an earlier moment may still fit
      if (sure[t + 1] >= 13 - t && !sure.some((_, k) => k <= t && fits(k))) return;
    }
    if (t >= 10 && !sure.some((_, k) => fits(k))) return;
    line.playOut(t + 1);
  }
  const total = line.declarerTricks();
  // each moment's claim (0 where none fits) and the first moment's trick, read before any is set up
  const claims = new Int8Array(11);
  let earliest = 0;
  for (let k = 10; k >= 3; k--) {
    const claim = sure[k] < 0 ? null : claimOf(14 - k, sure[k], total - sofar[k]);
    if (claim === null) continue;
    claims[k] = claim;
    earliest = k;
  }
  // k runs from + 1 .. 10, then 3 .. from: round the eight moments (no lists built for the order)
  for (let i = 0; i < 8; i++) {
    const k = 3 + ((from - 2 + i) % 8);
    if (claims[k] !== 0) yield { at: at[k], disputer: disputer[k], claim: claims[k], k, earliest };
  }
}

/**
 * Declarer's own disputed claim (faced-hand-revoke): disputedClaimOf, and also where the play
 * from the moment gives him exactly the most a believable claim counts (two over the sure tricks:
 * a finesse and a ruff, say), so the claim is that many. The left-hand opponent disputes what he
 * cannot count as sure; that the play would have made it takes nothing from the dispute, and the
 * revoke after it still leaves declarer short of the claim (facedRevoke). The defender who
 * disputes and faces his hand shows winners that beat the claim, so his families keep
 * disputedClaimOf. 150 seeds in each edition, deals a board 3.46 -> 3.03 (five or more 25.3 ->
 * 18.4 %): of the deals whose line had no moment, two in five had one only at two over.
 */
const claimAtPlay = (left: number, sure: number, play: number): number | null => disputedClaimOf(left, sure, play === sure + OVERCLAIM_MAX ? play - 1 : play);

/** The defender who disputes a claim to show the defence's winners: the one holding a side-suit master. */
const showerOf = (s: Sim): number => {
  const defenders = [lho(s.declarer), partner(lho(s.declarer))];
  return defenders.find((d) => s.hands[d].some((c) => suitOf(c) !== s.trump && s.isMaster(c, d))) ?? defenders[s.trickNo % 2];
};

/**
 * A revoke from a faced hand after declarer's disputed claim, play going on (Law 68D): declarer's
 * own hand (faced with his claim; left-hand opponent disputes), or the hand of the defender who
 * disputes and faces it to show the defence's winners (`role` defender). The first slip of that
 * hand after a claim moment (claimMoments) on which `then` (the play and attention the family
 * wants, on its own table) holds and the play after the dispute shows what it was about: the
 * claimer's side takes fewer tricks than it claimed.
 */
const facedRevoke = (board: Board, from: number, role: 'declarer' | 'defender', then: (sim: Sim, rec: RevokeRec) => boolean): { sim: Sim; rec: RevokeRec } | null => {
  const spec = { roles: [role], kind: 'discard', to: 11, maxHold: 2 } as const;
  // The play after a slip does not depend on the claim before it (the timeline is not read by the
  // policy): the slips along the natural line are found and played on once, not once per claim
  // moment (each moment had walked and played out the same slips again).
  // The slips are taken from the walk as far as needed only (a board is mostly found on the first
  // moment's first slips; taking them all first cost faced-hand-revoke a clone per slip).
  // (from the deal's first claim moment: no copies of earlier slips, which no moment takes; 300
  // boards, Sim objects a board, the same boards: faced-hand-revoke 13.4 -> 11.7,
  // defender-faced-hand-revoke 15.5 -> 12.2, defender-faced-hand-corrected 12.7 -> 9.6)
  let walk: Generator<{ sim: Sim; rec: RevokeRec }> | null = null;
  const slips: { sim: Sim; rec: RevokeRec }[] = [];
  const slipAt = (i: number, earliest: number): { sim: Sim; rec: RevokeRec } | null => {
    walk ??= revokeBranches(new Sim(board), { ...spec, from: earliest, earliest });
    while (slips.length <= i) {
      const n = walk.next();
      if (n.done) return null;
      slips.push(n.value);
    }
    return slips[i];
  };
  const holds: (boolean | undefined)[] = [];
  for (const m of claimMoments(board, from, role === 'declarer' ? (s) => lho(s.declarer) : showerOf, role === 'declarer' ? claimAtPlay : disputedClaimOf)) {
    const disputer = m.disputer;
    for (let i = 0; ; i++) {
      const slip = slipAt(i, m.earliest);
      if (slip === null) break;
      const { sim: played, rec: r } = slip;
      if (r.trick < m.k || (role === 'defender' && r.seat !== disputer)) continue;
      holds[i] ??= then(played, r);
      if (!holds[i] || played.sideTricksFrom(played.declarer, m.k) >= m.claim) continue;
      // the board itself: the claim, the dispute (and the defender's faced hand) go into the played
      // table's timeline at the moment (the policy reads no timeline, so the play around them is
      // the same; the slip and its play had been walked and played out a second time for them)
      const said: Action[] = [{ claim: { by: seatName(played.declarer), tricks: m.claim } }, { dispute: { by: seatName(disputer) } }];
      if (role === 'defender') said.push({ face: { seat: seatName(disputer) } });
      played.timeline.splice(m.at, 0, ...said);
      const rec: RevokeRec = { ...r, at: r.at + said.length };
      played.revokes[played.revokes.indexOf(r)] = rec;
      return { sim: played, rec };
    }
  }
  return null;
};

/**
 * The declaring side's top trumps made enough to draw the defenders' (its run above their highest
 * trump at least as long as the longer defender's trumps): a defender's trump honour traded for a
 * side-suit card of the same rank, and a small trump back for a small card of that suit, so every
 * hand keeps its points and its lengths. While a defender keeps a trump the side cannot draw, its
 * sure tricks are that trump suit's only (play/slips.ts sureTricks) and no disputed claim fits:
 * 52 % of faced-hand-revoke's builds had found no claim moment, 37 % now; deals a board 4.62 ->
 * 3.33, policy calls 244 -> 186, instructions a board 1.64 -> 1.48 M (callgrind, 300 boards a
 * round, 5 rounds minus 1). The defender's faced hand families trade too: on a cold page a deal
 * costs about as much as 100 cards played, and 100 boards (seeds 1-100), deals a board
 * defender-faced-hand-revoke 3.28 -> 2.34 (cards played 235 -> 196), defender-faced-hand-corrected
 * 2.97 -> 2.10 (200 -> 166), though warm their slips walk longer (1.55 -> 1.59 M instructions).
 * Whether it traded.
 */
const drawableTrumps = (b: Board, avoid: number): boolean => {
  const tr = b.trump;
  if (tr < 0) return false;
  const h = b.hands;
  const side = b.declarer & 1;
  let traded = false;
  for (let guard = 0; guard < 3; guard++) {
    // the defenders' highest trump (cards of one suit compare as their ranks), who holds it, their longer holding
    let top = -1;
    let d = -1;
    let longest = 0;
    let run = 0;
    for (let s = 0; s < 4; s++) {
      if ((s & 1) === side) continue;
      let n = 0;
      for (const c of h[s]) {
        if (suitOf(c) !== tr) continue;
        n++;
        if (c > top) {
          top = c;
          d = s;
        }
      }
      if (n > longest) longest = n;
    }
    if (d < 0) return traded;
    for (const c of h[side]) if (suitOf(c) === tr && c > top) run++;
    for (const c of h[side + 2]) if (suitOf(c) === tr && c > top) run++;
    if (run >= longest) return traded;
    const trade = tradeFor(h, side, d, top, avoid);
    if (trade === null) return traded;
    swap(h, trade.s, trade.x, d, top);
    swap(h, trade.s, trade.t, d, trade.y);
    traded = true;
  }
  return traded;
};

/**
 * drawableTrumps' trade: a seat of the declaring side (`side`) with a small trump below `top` and a
 * card of its rank in a suit other than trumps and `avoid`, in which defender `d` holds a small card.
 */
const tradeFor = (h: readonly C[][], side: number, d: number, top: C, avoid: number): { s: number; x: C; t: C; y: C } | null => {
  const tr = suitOf(top);
  for (const s of [side, side + 2]) {
    const t = h[s].find((c) => suitOf(c) === tr && rankOf(c) < 8 && c < top);
    if (t === undefined) continue;
    for (const x of h[s]) {
      if (rankOf(x) !== rankOf(top) || suitOf(x) === tr || suitOf(x) === avoid) continue;
      const y = h[d].find((c) => suitOf(c) === suitOf(x) && rankOf(c) < 8);
      if (y !== undefined) return { s, x, t, y };
    }
  }
  return null;
};

/** Dummy's longest side suit other than the opening lead's (the one declarer runs late in the play), null where none. */
const dummyLongSuit = (b: Board): number | null => {
  const m = partner(b.declarer);
  const lead = openingLeadSuit(b);
  let suit: number | null = null;
  for (let su = 0; su < 4; su++) if (su !== b.trump && su !== lead && (suit === null || countSuit(b.hands[m], su) > countSuit(b.hands[m], suit))) suit = su;
  return suit;
};

/**
 * Declarer with two small cards of dummy's longest side suit (not the opening lead's), which is
 * played once the claim is disputed: the slip from his faced hand is there to be made.
 */
const shapeFacedDeclarer = (b: Board): void => {
  const suit = dummyLongSuit(b);
  const trumps = drawableTrumps(b, suit ?? -1);
  // already shaped (the generator shapes before build on most deals): nothing to trade
  const short = suit === null || (countSuit(b.hands[b.declarer], suit) === 2 && inSuit(b.hands[b.declarer], suit).every((c) => rankOf(c) < 9));
  if (!short) makeShort(b.hands, b.declarer, partner(b.declarer), suit, b.trump >= 0 ? [b.trump] : [], 2);
  if (trumps || !short) steer(b);
};

/**
 * A board whose cards faced-hand-revoke traded, bid again and steered back into the contract
 * test where the trade moved it out (dealer.ts steerBoard, drawing from the board's own number and
 * draw: the shape takes no rng): 1.07 deals a board of faced-hand-revoke had been turned down for
 * it. Deals a board over 900 boards 5.43 -> 4.80; on 900 boards from seed 150,000,000, 99.78 %
 * meet the test double dummy before and after (distance 0.688 -> 0.702)
 */
const steer = (b: Board): void => {
  rebid(b);
  steerBoard(makeRng('faced-hand-steer', b.number * 100 + b.slipDraw), b);
};

/**
 * The slip played out gives the Law 64A2 transfer of one. A revoke trick the offender wins is
 * 64A1, so it is turned down once that trick is over, before the rest is played.
 */
const transfersOne = (sim: Sim, rec: RevokeRec, edition: Edition): boolean => {
  sim.playOut(rec.trick);
  if (sim.winnerOf(rec.trick) === rec.seat) return false;
  sim.playOut();
  return sameTarget(transfer64A(sim, rec, edition), T(1, '64A2'));
};

/** A revoke from a faced hand: 1997 and 2007 64B3 (no transfer), 2017 the normal 64A2 transfer. */
const facedTarget = (e: Edition): RevokeTarget => (e === '2017' ? T(1, '64A2') : T(0, '64B3'));

/**
 * A revoke the offender's partner asks about where he may not (dummy who forfeited his rights,
 * Law 43B2b; a defender under 1997 Law 63B): corrected at once (a defender's card a penalty card),
 * but one trick goes over as if it were established, so the play after it must give the Law 64A2
 * transfer of one.
 */
const correctedButTransferred =
  (o: { role: 'declarer' | 'defender'; asker: (sim: Sim, rec: RevokeRec) => number; rule: '43B2b' | '63B'; facts?: Scenario['facts']; title: (sim: Sim, rec: RevokeRec) => string }): FamilyDef['build'] =>
  (board, rng, edition) => {
    for (const { sim, rec } of revokeBranches(new Sim(board), { roles: [o.role], kind: 'discard', from: int(rng, 2, 8), to: 11 })) {
      attention(sim, rec, o.asker(sim, rec));
      sim.correct(rec, rec.legal[0], { penaltyCard: o.role === 'defender' });
      sim.playOut();
      // a penalty card's Law 50D lead option would be a second teaching point
      if (sim.timeline.some((a) => 'leadOption' in a)) continue;
      if (!sameTarget(transfer64A(sim, rec, edition), T(1, '64A2'))) continue;
      return {
        board, sim,
        ...(o.facts ? { facts: o.facts } : {}),
        title: o.title(sim, rec),
        expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 1, rule: o.rule })], tricks: { declarer: { final: finalTricks(sim, rec, 1) } } },
      };
    }
    return null;
  };

/**
 * A defender's slip (from trick `from` to `to`) and later, not on the next trick, the same
 * player's second one, in the same suit or another (`sameSuit`); played out, the board is kept
 * where `holds`, each revoke noticed by a non-offender.
 */
const revokesTwice =
  (o: {
    from: readonly [number, number];
    to: number;
    sameSuit: boolean;
    /** Most cards of the suit led the first slip may hold (and, in the same suit, the second). */
    maxHold: 1 | 2;
    /**
     * Tricks the offender's side must win after the second revoke's trick (`holds` checks them):
     * where declarer's side holds so many sure tricks (play/slips.ts) that it cannot, the line is
     * not played out. Those it would have kept were declarer giving a sure trick away.
     */
    wins?: number;
    holds: (sim: Sim, first: { rec: RevokeRec }, rec: RevokeRec, edition: Edition) => boolean;
    expect: (sim: Sim, first: RevokeRec, rec: RevokeRec) => Scenario['expect'];
    title: (first: RevokeRec, rec: RevokeRec) => string;
  }): FamilyDef['build'] =>
  (board, rng, edition) => {
    for (const first of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, o.from[0], o.from[1]), to: o.to, maxHold: o.maxHold })) {
      const x = first.rec.seat;
      const again = (s: Sim, seat: number): boolean =>
        seat === x && canSlip(s, seat, o.sameSuit ? o.maxHold : 2) && (s.ledSuit === first.rec.suit) === o.sameSuit && s.trickNo > first.rec.trick + 1;
      // in the same suit the walk ends, between tricks, once the suit can no longer be led to him:
      // it had walked on to trick 11 after most first slips (no-transfer-same-suit-again, 300
      // boards: 211 -> 180 cards played a board, the same boards)
      // with `wins`, it ends once the tricks left over declarer's side's sure ones are fewer (they
      // hardly ever grow as the play goes on: a later second slip would seldom pass the check
      // below): 100 boards of two-revokes-different-suits, cards played a board 332 -> 263, deals 3.11 -> 3.17
      const wins = o.wins;
      const over = o.sameSuit
        ? (s: Sim) => s.current === null && !ledAgain(s, x, first.rec.suit)
        : wins === undefined ? undefined : (s: Sim) => s.current === null && 13 - s.tricks.length - sureTricks(s.hands, s.trump, s.declarer) < wins;
      for (const { sim, rec } of laterBranches(first.sim, 11, again, (s, seat) => s.revokeDiscard(seat), 0, over)) {
        sim.playOut(rec.trick);
        if (o.wins !== undefined && 13 - rec.trick - sureTricks(sim.hands, sim.trump, sim.declarer) < o.wins) continue;
        sim.playOut();
        if (!o.holds(sim, first, rec, edition)) continue;
        attention(sim, first.rec, noticer(sim, rec));
        attention(sim, rec, noticer(sim, rec));
        return { board, sim, title: o.title(first.rec, rec), expect: o.expect(sim, first.rec, rec) };
      }
    }
    return null;
  };

/**
 * Whether suit `su` may still be led to `x` while he holds it: he has a card of it left and
 * another player one to lead. Where not, no second slip in the suit is to be found further on.
 */
const ledAgain = (s: Sim, x: number, su: number): boolean => s.held(x, su) !== 0 && (s.held((x + 1) & 3, su) | s.held((x + 2) & 3, su) | s.held((x + 3) & 3, su)) !== 0;

/**
 * both-sides-revoke's bend, on every deal: declarer with two small cards of dummy's long suit,
 * which he runs once the first tricks are over, and a card of its colour-mate among which they
 * hide (play/slips.ts 'hidden'), so his slip is there to be made after the defender's. Seeds
 * 1-100, deals a board: 3.27 as the generator shaped (the board's own suit, the opening lead's on
 * some deals, which declarer follows to on trick 1, before the defender's slip; a singleton in a
 * suit contract), 2.88 in dummy's long suit with a singleton, 2.51 with two cards; over those
 * boards main's 1,449 M interpreter instructions are 1,164 M (node --no-opt --no-maglev
 * --no-sparkplug under callgrind, less an empty run). (The same bend of third hand for
 * two-revokes-different-suits' second slip took 3.17 -> 2.81 deals a board but 1,329 -> 1,421 M
 * instructions: it had no bend to replace.)
 */
const shapeBothSides = (b: Board): void => {
  const suit = dummyLongSuit(b);
  if (suit !== null) makeShort(b.hands, b.declarer, partner(b.declarer), suit, [b.trump, sameColour(suit)], 2);
};

const bothSidesTarget = (e: Edition): RevokeTarget => (e === '1997' ? T(0, '64C') : T(0, '64B7'));

/** Whether a player of the other side than `seat`, not dummy, still to play to the current trick after him, could slip in it (canSlip, up to two cards). */
const pairedLater = (s: Sim, seat: number): boolean => {
  for (let k = 1; k < 4 - (s.current?.cards.length ?? 0); k++) {
    const y = (seat + k) % 4;
    if (y !== s.dummy && s.isDeclaringSide(y) !== s.isDeclaringSide(seat) && canSlip(s, y, 2)) return true;
  }
  return false;
};

/**
 * 62c3's bend: third hand one small card of a suit and declarer one too (at no trump two, hidden
 * among the suit's colour-mate: shape.ts shapeDeclarerHidden), so that when the suit is led both
 * may slip on its trick. The board's shaped suit (shapedSuit) first, then the other side suits
 * where it will not bend both hands; else the bends that did. Measured over 400 boards: both
 * hands bent, 84 % of builds found a board, one of them 27 %, neither 18 %.
 */
const shapeSameTrick = (b: Board): void => {
  const first = shapedSuit(b);
  const lead = openingLeadSuit(b);
  const dealt = copyHands(b.hands);
  for (let su = -1; su < 4; su++) {
    const suit = su < 0 ? first : su;
    if (suit === null || suit === b.trump || (su >= 0 && (suit === first || suit === lead))) continue;
    if (shapeThirdHandSlip(b, false, suit) && shapeDeclarerHidden(b, suit)) return;
    putBackHands(b.hands, dealt);
  }
  shapeThirdHandSlip(b, false, first);
  shapeDeclarerHidden(b, first);
};

export const SPECIAL: Partial<Record<FamilyName, FamilyDef>> = {
  'two-revokes-different-suits': {
    difficulty: 3,
    teaches: 'Two revokes by the same player in different suits are penalised separately, each from its own revoke trick.',
    target: single(T(1, '64A2')),
    deal: GAME,
    build: revokesTwice({
      // the first slip by trick 6: later ones found a board on 10 % (trick 6) to 2 % (trick 8) of
      // tries, against a third up to trick 3 (800 boards); up to two cards at it (hidden among the
      // colour-mate): with the later slips gone, 3.69 -> 2.99 deals a board for 342 -> 360 cards
      // played (400 boards); with one, 3.89 deals
      // (wins: two-revokes' cards played a board 363 -> 326, deals 2.95 -> 3.06, over 300 boards)
      from: [2, 5], to: 6, sameSuit: false, maxHold: 2, wins: 2,
      holds: (sim, first, rec, edition) => sameTarget(transfer64A(sim, first.rec, edition), T(1, '64A2')) && sameTarget(transfer64A(sim, rec, edition), T(1, '64A2')) && sim.sideTricksFrom(rec.seat, rec.trick + 1) >= 2,
      expect: (sim, first, rec) => ({ revokes: [expectRevoke(first, T(1, '64A2')), expectRevoke(rec, T(1, '64A2'))], tricks: { declarer: { final: sim.declarerTricks() + 2 } } }),
      title: (first, rec) => `${SEAT_WORD[rec.seat]} forgets a ${SUIT_WORD[first.suit]} and later a ${SUIT_WORD[rec.suit]}`,
    }),
  },

  'no-transfer-same-suit-again': {
    difficulty: 3,
    teaches: 'A second revoke by the same player in the same suit transfers nothing more (Law 64B2); the director may still restore equity.',
    target: single(T(0, '64B2')),
    deal: GAME,
    build: revokesTwice({
      // up to two cards of the suit at both slips (hidden among its colour-mate): with one only, 3.23 deals a board against 1.74 (300 boards)
      from: [2, 6], to: 9, sameSuit: true, maxHold: 2,
      // the side must win a trick after the repeat too, or 64B1 would decide it first
      holds: (sim, first, rec, edition) => sameTarget(transfer64A(sim, first.rec, edition), T(1, '64A2')) && transfer64A(sim, rec, edition).transfer !== 0,
      expect: (_sim, first, rec) => ({ revokes: [expectRevoke(first, T(1, '64A2')), expectRevoke(rec, T(0, '64B2'))] }),
      title: (_first, rec) => `${SEAT_WORD[rec.seat]} forgets the same ${SUIT_WORD[rec.suit]} twice`,
    }),
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
        // the first turn at which the penalty card is legal (Law 50D1: his turns where he must
        // follow in another suit are played on): he plays another card instead. Stopping at his
        // first turn, legal or not, had lost 380 of 1,323 first slips (1.99 -> 1.73 deals a board)
        const s = first.sim;
        // (not on trick 12, where a revoke is corrected: Law 62D)
        if (playOnWithPenaltyCard(s, x, (t) => t.toPlay === x && t.isLegal(x, p)) !== 'stop' || s.trickNo > 11) continue;
        const others = s.current && inSuit(s.hands[x], s.ledSuit).length > 0 ? inSuit(s.hands[x], s.ledSuit) : s.hands[x];
        const alt = others.filter((c) => c !== p);
        if (alt.length === 0) continue;
        const rec = s.playRevoke(s.discard(x, alt));
        // his partner on lead while the card still lies there would give declarer a Law 50D2 lead
        // option, a second teaching point: the deal's next slip is tried as soon as he is, not
        // once the hand is played out (0.40 lines a board had been; 300 boards: 113 -> 105 cards
        // played a board, the same boards)
        if (playOnWithPenaltyCard(s, x) === 'partner-leads') continue;
        s.playOut();
        // the side must win a trick from here on, or 64B1 would decide it first
        if (transfer64A(s, rec, '2017').transfer === 0) continue;
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
    target: facedTarget,
    deal: GAME,
    shape: shapeFacedDeclarer,
    build: (board, rng, edition) => {
      // on every deal, not only where the generator shapes (idempotent): 5.20 -> 4.56 deals a board over 300
      shapeFacedDeclarer(board);
      const b = facedRevoke(board, int(rng, 3, 6), 'declarer', (sim, rec) => transfersOne(sim, rec, edition));
      if (!b) return null;
      const { sim, rec } = b;
      attention(sim, rec, lho(sim.declarer));
      const target = facedTarget(edition);
      return {
        board, sim,
        title: `Declarer's claim is disputed and play goes on; ${SEAT_WORD[rec.seat]} then discards from his faced hand while holding a ${SUIT_WORD[rec.suit]}`,
        expect: { revokes: [expectRevoke(rec, target)], tricks: { declarer: { final: finalTricks(sim, rec, target.transfer ?? 0) } } },
      };
    },
  },

  'defender-faced-hand-corrected': {
    difficulty: 4,
    teaches: "A defender's revoke from his faced hand, noticed in time, is corrected like declarer's: the card goes back without becoming a penalty card (62B2).",
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: (board, rng) => {
      if (drawableTrumps(board, -1)) steer(board);
      const b = facedRevoke(board, int(rng, 3, 7), 'defender', (sim, rec) => {
        attention(sim, rec, noticer(sim, rec));
        sim.correct(rec, rec.legal[0], { penaltyCard: false });
        sim.playOut();
        return true;
      });
      if (!b) return null;
      const { sim, rec } = b;
      return {
        board, sim,
        title: `${SEAT_WORD[rec.seat]} disputes declarer's claim and faces his hand; play goes on and he discards from it while holding a ${SUIT_WORD[rec.suit]}, noticed at once`,
        expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: null })] },
      };
    },
  },

  'defender-faced-hand-revoke': {
    difficulty: 4,
    teaches:
      'A defender who faced his hand to dispute a claim revokes from it as play goes on: no automatic transfer under 1997 and 2007 (64B3), the normal transfer under 2017.',
    target: facedTarget,
    deal: GAME,
    build: (board, rng, edition) => {
      if (drawableTrumps(board, -1)) steer(board);
      const b = facedRevoke(board, int(rng, 3, 7), 'defender', (sim, rec) => transfersOne(sim, rec, edition));
      if (!b) return null;
      const { sim, rec } = b;
      attention(sim, rec, noticer(sim, rec));
      const target = facedTarget(edition);
      return {
        board, sim,
        title: `${SEAT_WORD[rec.seat]} disputes declarer's claim and faces his hand; play goes on and he discards from it while holding a ${SUIT_WORD[rec.suit]}`,
        expect: { revokes: [expectRevoke(rec, target)], tricks: { declarer: { final: finalTricks(sim, rec, target.transfer ?? 0) } } },
      };
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
    // the bend kept only where the contract still fits the bent hands (common.ts bentIfFits): 3.67 -> 3.29 deals a board over 450 boards
    shape: bentIfFits(shapeBothSides),
    shapeAlways: true,
    build: (board, rng, edition) => {
      for (const first of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 6), to: 9 })) {
        // declarer's slip as in the families about his revokes (up to two cards of the suit led, among
        // which they hide: shape.ts DECLARER_HOLD); with one small card only, 186 of 300 deals found
        // no pair of revokes that would do (measured: 322 places with two cards against 190 with one)
        const declarerSlips = (s: Sim, seat: number) => seat === s.declarer && s.trickNo > first.rec.trick && canSlip(s, seat, DECLARER_HOLD);
        for (const { sim, rec } of laterBranches(first.sim, 11, declarerSlips, (s, seat) => s.revokeDiscard(seat))) {
          sim.playOut();
          if (transfer64A(sim, first.rec, edition).transfer === 0 || transfer64A(sim, rec, edition).transfer === 0) continue;
          const t = bothSidesTarget(edition);
          const expect = { revokes: [expectRevoke(first.rec, t), expectRevoke(rec, t)], tricks: { declarer: { final: sim.declarerTricks() } } };
          // equity checked here, so a line that fails it leaves the deal's next one to try (53 of
          // 173 boards built over 120 seeds had been turned down for it, each deal dealt again)
          if (!transferRestoresEquity(board, sim, expect)) continue;
          attention(sim, first.rec, sim.declarer);
          attention(sim, rec, lho(sim.declarer));
          return {
            board, sim, expect, equityChecked: true,
            title: `${SEAT_WORD[first.rec.seat]} forgets a ${SUIT_WORD[first.rec.suit]}, later declarer forgets a ${SUIT_WORD[rec.suit]}`,
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
    // the bend kept only where the contract still fits the bent hands (common.ts bentIfFits): 3.66 -> 3.15 deals a board over 150 boards.
    // Not every deal (shapeAlways): 1.6 to 2.1 deals a board, but mean contract distance 0.81 and 0.84
    // double dummy against 0.77 and 0.73 (402 boards from seeds 270M and 280M), and more revokes on trick 1
    shape: bentIfFits(shapeSameTrick),
    build: (board, rng) => {
      const from = int(rng, 0, 3) === 0 ? int(rng, 2, 8) : 1; // mostly the first trick where the shaped suit runs out
      // trick 1 only on the boards bent for the opening lead (shape.ts slipOnOpeningLead): with the
      // bend above and the earlier tricks tried too it had held 37 % of the revokes, over the 36 %
      // revokeTricks.test.ts allows (2.30 deals a board; so, 25 % as before and 2.71 deals)
      const onLead = slipOnOpeningLead(board);
      // a first slip only where a player of the other side still to play to the trick may slip too
      // (his hand is the same when his turn comes): the rest had been copied and walked for nothing
      const offenders = (s: Sim, seat: number) => (onLead || s.trickNo > 1) && seat !== s.dummy && canSlip(s, seat, 2) && pairedLater(s, seat);
      // the places before `from` tried after the rest: with a late start only, 23 % of the builds had found a board against 39 %
      for (const first of laterBranches(new Sim(board), 11, offenders, (s, seat) => s.revokeDiscard(seat), from)) {
        const x = first.rec.seat;
        const want = (s: Sim, seat: number) => s.trickNo === first.rec.trick && seat !== s.dummy && s.isDeclaringSide(seat) !== s.isDeclaringSide(x) && canSlip(s, seat, 2);
        // (on first.sim itself: a pair corrects its own table's record of the first revoke, not
        // first.rec, which the walk's policy reads, Sim.natural; the walk had been on a copy to keep
        // it apart: seeds 1-100, Sim objects a board 6.0 -> 4.9, the same boards)
        for (const { sim, rec } of laterBranches(first.sim, first.rec.trick, want, (s, seat) => s.revokeDiscard(seat))) {
          sim.playOut(rec.trick);
          const winner = sim.winnerOf(rec.trick);
          if (winner === x || winner === rec.seat) continue;
          sim.playNatural(); // the winner's side leads to the next trick
          // each revoke noticed by one of its opponents (dummy not during play, Law 43A1)
          attention(sim, first.rec, noticer(sim, first.rec));
          attention(sim, rec, noticer(sim, rec));
          // (the branch's revokes: the first one, then rec)
          sim.correct(sim.revokes[0], first.rec.legal[0], { penaltyCard: sim.isDefender(x), by: true });
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
    build: correctedButTransferred({
      role: 'declarer', asker: (s) => s.dummy, rule: '43B2b', facts: { dummyForfeitedRights: true },
      title: (_s, r) => `Dummy, who had looked at a defender's hand, asks declarer "no ${SUIT_WORD[r.suit]}s?"`,
    }),
  },

  'illegal-question-1997-63b': {
    difficulty: 5,
    teaches: 'Under the 1997 laws a defender may not ask partner "having none?"; the revoke is corrected but penalised as if established (Law 63B).',
    target: single({ status: 'corrected', transfer: 1, rule: '63B' }),
    deal: GAME,
    build: correctedButTransferred({
      role: 'defender', asker: (_s, r) => partner(r.seat), rule: '63B',
      title: (_s, r) => `${SEAT_WORD[partner(r.seat)]} asks partner "no ${SUIT_WORD[r.suit]}s?"`,
    }),
  },
};

