// The auction a board carries (issue 11): a plausible natural auction from the dealer on that
// ends in the board's contract with its declarer, bid in one stated system: five-card majors,
// a 15-17 1NT and a 20-21 2NT, each with Stayman, a strong artificial 2C on 22 points or more,
// simple overcalls and takeout doubles. The declaring side's bids are planned so that declarer
// is the first of his side to name the final strain (Law 53: he plays it), each call one its hand
// can make (an overcall a five-card suit, a raise three cards of a major, a no-trump rebid no
// singleton nor, below the three level, a six-card suit); the opponents open or overcall where
// their hands say so, and where that would not fit the plan they pass. Where no plan bids the
// contract, makeAuction says so and the generator deals again.
//
// Measured by scripts/auctionCheck.ts (each call read against its hand from the case file; 2,260
// boards, 20 seeds of every family and edition from 60,000,000). At first 27.5 % of auctions had a
// call no player of the system makes (a four-card minor opened on a 1NT hand 7.2 %, a major raised
// on two cards or fewer 4.9 %, 22 points opened at the one level 2.9 %, a part-score passed by a
// 19-point partner 2.7 %, an overcall on four cards 2.1 %, a no-trump rebid on a singleton 1.9 %,
// an opponent passing 13 points with nothing bid 1.5 %, a major opened on four 1.3 %, ...), 1.4 %
// after, at 1.89 -> 2.07 deals a board. Reading more kinds of call found more, each planned away
// since (share of boards before; where):
//   a one-level suit raised straight to game on the wrong strength     16 %  toFinal
//   the opener's jump in his own suit on under 16 (to game 3.0 %)     4.2 %  rebidOwnSuit
//   a part-score let stand by a hand of 19 points                     2.5 %  stopsOnValues
//   a 20-21 balanced hand opened at the one level (it opens 2NT)      2.4 %  plan, makeAuction
//   the opener's jump raise to three of a one-level suit on under 16  2.4 %  toFinal
//   the shorter minor opened, or a minor in place of a major          1.8 %  plan
//   a jump to game in partner's suit on under 10 points, four trumps  1.4 %  toFinal
//   1NT 3x passed (three of a major forcing, of a minor on five)      1.4 %  plan
//   the opener's jump to 3NT over a one-level response on 12-17       1.3 %  plan
//   an invitation to the opener's suit passed on 15 points or more    1.3 %  toFinal, rebidOwnSuit
//   a new suit at the two level on under 10 (a free bid)              1.1 %  run
//   4NT by a hand under 12 opposite a stronger partner                0.7 %  toFinal
//   a 1NT rebid by an opener of 15-17 (it shows 12-14)                0.7 %  run
//   a 1NT rebid on 18 points                                          0.6 %  run
//   a slam after Blackwood on two trumps, 1NT or 2NT on six cards     0.3 %  toFinal, plan
//   clubs named by Stayman (1NT 2C or 2NT 3C, then clubs)             0.1 %  plan
// Left: 0.3 % (4NT by an opener with a long suit whose partner is short in it; a two-level
// response on nine points with a six-card suit or in a slam auction). Nine of these kinds, read
// since 2026-12-05 (the 2NT opening, Stayman's clubs, the shorter minor, 1NT 3x, the opener's
// rebids, raises and acceptances by strength), had been 14.2 % of boards together; planning them
// away took 2.12 -> 2.42 deals a board (seeds 1-100), but a deal no plan bids is turned down
// before its play (index.ts), where it costs little: 21,022 plays of a family's build for those
// 11,300 boards, against 21,304.
import { type C, type DealMasks, type S, fillMasks, gameLevel, rankOf, sameMasks, sameSide, sortUp } from './cards';

export const SYSTEM = 'natural-5M-15-17';

/** Strains in bidding order: clubs, diamonds, hearts, spades, no trump; our suits are S H D C (0-3), -1 no trump. */
const strainRank = (suit: number): number => (suit < 0 ? 4 : 3 - suit);
const STRAIN_TEXT = ['C', 'D', 'H', 'S', 'NT'];
const bidValue = (level: number, suit: number): number => level * 5 + strainRank(suit);
/** A bid's text by its bidValue, made once: a call is a read, not a number turned into text and joined. */
const BID_TEXT: readonly string[] = Array.from({ length: 40 }, (_, v) => (v < 5 ? '' : `${(v / 5) | 0}${STRAIN_TEXT[v % 5]}`));
const bidText = (level: number, suit: number): string => BID_TEXT[bidValue(level, suit)];
/** The suit of a bid by its bidValue, -1 for no trump. */
const bidSuit = (value: number): number => (value % 5 === 4 ? -1 : 3 - (value % 5));

/**
 * Fills `len[at]` to `len[at + 3]` with a hand's suit lengths and returns its points, in one pass
 * over its cards. (Indexed, not for-of: uncompiled, on a page's first board, for-of steps an
 * iterator through a builtin call per card.)
 */
const readHand = (h: readonly C[], len: number[], at: number): number => {
  len[at] = len[at + 1] = len[at + 2] = len[at + 3] = 0;
  let points = 0;
  for (let i = 0; i < h.length; i++) {
    const c = h[i];
    len[at + ((c / 13) | 0)]++;
    const r = c % 13;
    if (r > 8) points += r - 8;
  }
  return points;
};

/**
 * What the auction reads of the four hands, read once a board: the bidding asks the same hands
 * again and again (opening values, suit lengths, points), and a list of lengths made afresh for
 * each question was most of the auction's allocation.
 */
interface Table {
  /** [seat * 4 + suit] */
  readonly len: readonly number[];
  readonly points: readonly number[];
  readonly balanced: readonly boolean[];
  /** Opening values: 12 points, or the rule of 20 (points plus the two longest suits) with 10. */
  readonly opens: readonly boolean[];
}

/**
 * The deal last read, as its rank masks (cards.ts fillMasks), and its table: a board's auction is
 * asked of the same hands under each dealer of its set (declarer.ts numberedAuction), for declarer
 * and for his partner, and again of the built board (57 % of a board's readings had the cards of
 * the one before). The table reads only who holds which cards, so the masks are its key (cards.ts
 * sameMasks, as contractTest.ts keys the estimate's).
 */
const MASKS_NOW: DealMasks = new Int32Array(16);
const LAST_MASKS: DealMasks = new Int32Array(16);
let lastTable: Table | null = null;

const readTable = (hands: readonly (readonly C[])[]): Table => {
  const full = fillMasks(hands, MASKS_NOW);
  if (full && lastTable !== null && sameMasks(MASKS_NOW, LAST_MASKS)) return lastTable;
  const t = tableOf(hands);
  LAST_MASKS.set(MASKS_NOW);
  lastTable = full ? t : null;
  return t;
};

/** readTable's table, read afresh. */
const tableOf = (hands: readonly (readonly C[])[]): Table => {
  const len = new Array<number>(16).fill(0);
  const points = [0, 0, 0, 0];
  const balanced = [false, false, false, false];
  const opens = [false, false, false, false];
  for (let seat = 0; seat < 4; seat++) {
    const p = (points[seat] = readHand(hands[seat], len, seat * 4));
    const l = sortUp(len.slice(seat * 4, seat * 4 + 4));
    balanced[seat] = l[0] >= 2 && l[1] >= 3 - (l[3] === 5 ? 1 : 0) && l[3] <= 5 && !(l[3] === 5 && l[0] === 2 && l[1] === 2);
    opens[seat] = p >= 12 || (p >= 10 && p + l[3] + l[2] >= 20);
  }
  return { len, points, balanced, opens };
};

/** Scratch for mustBid's lengths (private: read before it returns). */
const SHAPE: number[] = [0, 0, 0, 0];

/**
 * A hand no player passes throughout an auction the opponents stop in a part-score: 17 points,
 * 15 with a six-card suit, or 12 with a seven-card suit (issue 11's silent defender with 16 and
 * AKJ8762 while East-West play 2H). The system here has no double, and a suit bid by such a hand
 * above the opponents' part-score would change the contract, so the dealer keeps such hands away
 * from the defenders of a part-score (dealer.ts, quietDefence).
 */
export const mustBid = (h: readonly C[]): boolean => {
  const l = SHAPE;
  const p = readHand(h, l, 0);
  const longest = Math.max(l[0], l[1], l[2], l[3]);
  return p >= 17 || (p >= 15 && longest >= 6) || (p >= 12 && longest >= 7);
};

/**
 * Whether the declaring side of a part-score above the one level holds a hand of 19 points or
 * more: its auction would not stop below game (stopsOnValues), so the generator turns such a deal
 * down before it is played (index.ts).
 */
export const valuesForGame = (hands: readonly (readonly C[])[], declarer: S, trump: number, level: number): boolean =>
  level >= 2 && level < gameLevel(trump) && (readHand(hands[declarer], SHAPE, 0) >= 19 || readHand(hands[(declarer + 2) % 4], SHAPE, 0) >= 19);

// Suits "longest first, the higher-ranking (lower index) of equals first" are read by loops over
// the lengths, not by filtering and sorting [0, 1, 2, 3] with a comparator: the auction runs once
// a board, and its filters, sorts and closures were a large share of its cost.

/** The longest suit of `seat` other than `not`, the first (spades first) of equals. */
const longestBut = (t: Table, seat: S, not: number): number => {
  const l = t.len;
  let best = -1;
  for (let s = 0; s < 4; s++) if (s !== not && (best < 0 || l[seat * 4 + s] > l[seat * 4 + best])) best = s;
  return best;
};

/** Whether `seat` holds a suit of six cards or more. */
const hasSixCards = (t: Table, seat: S): boolean => t.len[seat * 4 + longestBut(t, seat, -2)] >= 6;

/** The natural opening: 1NT on 15-17 balanced, else a five-card major (spades from 5-5), else the longer minor (diamonds from 4-4, clubs from 3-3). */
const openingSuit = (t: Table, seat: S): number => {
  const at = seat * 4;
  const l = t.len;
  const spades = l[at] >= 5;
  const hearts = l[at + 1] >= 5;
  if (spades && hearts) return l[at + 1] > l[at] ? 1 : 0;
  if (spades) return 0;
  if (hearts) return 1;
  return l[at + 2] > l[at + 3] || (l[at + 2] === l[at + 3] && l[at + 2] >= 4) ? 2 : 3;
};
const isNoTrumpOpening = (t: Table, seat: S): boolean => t.balanced[seat] && t.points[seat] >= 15 && t.points[seat] <= 17;
/** A 20-21 balanced hand opens 2NT: a one-level opening followed by a jump to 2NT shows 18-19. */
const isTwoNoTrumpOpening = (t: Table, seat: S): boolean => t.balanced[seat] && t.points[seat] >= 20 && t.points[seat] <= 21;
/** A hand that opens a strong 2C: 22 points or more. */
const isStrong = (t: Table, seat: S): boolean => t.points[seat] >= 22;

/** One planned bid of the declaring side: a strain at an exact level, or the cheapest legal level. */
interface Planned {
  readonly seat: S;
  readonly suit: number;
  readonly level?: number;
}

export interface AuctionInput {
  readonly hands: readonly (readonly C[])[];
  readonly dealer: S;
  readonly declarer: S;
  /** Trump suit, -1 at no trump. */
  readonly trump: number;
  readonly level: number;
}

/** A slam is bid through Blackwood: 4NT by dummy, declarer shows his aces (pushed onto `steps`), dummy bids the slam. */
const blackwoodOnto = (steps: Planned[], hands: AuctionInput['hands'], asker: S, answerer: S): void => {
  let aces = 0;
  const h = hands[answerer];
  for (let i = 0; i < h.length; i++) if (rankOf(h[i]) === 12) aces++;
  // 5C 0 or 4, 5D 1, 5H 2, 5S 3
  const answer = [3, 2, 1, 0, 3][aces];
  steps.push({ seat: asker, suit: -1, level: 4 }, { seat: answerer, suit: answer, level: 5 });
};

/**
 * Partner raises to the final level (by Blackwood for a slam), unless the last bid is already it:
 * pushed onto `steps`, which it returns. A partner of fewer than 10 points jumps only with five
 * trumps (a pre-emptive raise); otherwise he raises one level and the bidder goes on, at once
 * with 16 points, else after a try that partner accepts (1S 2S 4S, 1S 2S 3S 4S: a hand of a few
 * points and three trumps had jumped 1S 4S, and a 21-point opener had passed a jump to 3S).
 * A slam where partner holds fewer than three trumps is the bidder's to place: partner makes
 * `rebid` (his natural rebid, a suit), the bidder asks for aces and bids the slam himself (the
 * hand with two trumps had asked and raised: 1H 1S 4NT 5H 6S on A9 of spades). Null where
 * partner has no such rebid (a strong 2C opener short in declarer's suit).
 */
// pushed onto the plan, not spread into a new one ([...a, ...toFinal()] was 4.2 % of a steady CPU profile)
const toFinal = (steps: Planned[], inp: AuctionInput, t: Table, bidder: S, other: S, reached: number, rebid?: number): Planned[] | null => {
  if (reached >= inp.level) return steps;
  if (inp.level >= 6 && reached < 4) {
    // the bidder asks where partner is short in trumps (partner rebids first) or the weaker hand
    // (partner raises first: 1H 4NT had come from 9 points opposite a 20-point opener)
    let first: Planned | null = null;
    if (inp.trump >= 0 && t.len[other * 4 + inp.trump] < 3) {
      if (rebid === undefined) return null;
      first = { seat: other, suit: rebid };
    } else if (inp.trump >= 0 && t.points[other] < t.points[bidder]) first = { seat: other, suit: inp.trump, level: reached + 1 };
    if (first) {
      steps.push(first);
      blackwoodOnto(steps, inp.hands, bidder, other);
      steps.push({ seat: bidder, suit: inp.trump, level: inp.level });
      return steps;
    }
    blackwoodOnto(steps, inp.hands, other, bidder);
  } else if (inp.level < 6 && inp.level - reached >= 2 && inp.trump >= 0 && t.points[other] < 10 && t.len[other * 4 + inp.trump] < 5) {
    // (on fewer than three trumps, no trump at the cheapest level instead of the raise, or a suit
    // of six cards, and the bidder bids game: 2C 2D 2S 2NT 4S had come from Q98763 of hearts)
    if (t.len[other * 4 + inp.trump] < 3) {
      const own = longestBut(t, other, inp.trump);
      steps.push({ seat: other, suit: t.len[other * 4 + own] >= 6 ? own : -1 }, { seat: bidder, suit: inp.trump, level: inp.level });
      return steps;
    }
    steps.push({ seat: other, suit: inp.trump, level: reached + 1 });
    if (t.points[bidder] < 16 && reached + 2 < inp.level) {
      steps.push({ seat: bidder, suit: inp.trump, level: reached + 2 });
    } else {
      steps.push({ seat: bidder, suit: inp.trump, level: inp.level });
      return steps;
    }
  } else if (inp.level < 6 && inp.level >= 4 && reached === 1 && inp.trump >= 0 && t.len[other * 4 + inp.trump] >= 3) {
    // a suit bid at the one level is raised by strength: a responder of 10-12 points to three (a
    // limit raise; the jump to game is pre-emptive), an opener of 12-15 to two and of 16-18 to
    // three (the jump to game shows 19); the bidder then bids the game (1S 4S had come from 10
    // points and three spades, 1D 1S 4S from a 13-point opener)
    const points = t.points[other];
    const raise = steps[0].seat === other ? (points >= 19 ? inp.level : points >= 16 ? 3 : 2) : points >= 10 && points < 13 ? 3 : inp.level;
    if (raise < inp.level) {
      steps.push({ seat: other, suit: inp.trump, level: raise }, { seat: bidder, suit: inp.trump, level: inp.level });
      return steps;
    }
    // a responder of 13 points or more bids a suit of his own first (forcing) and raises to game
    // after the opener's rebid: the jump to game is pre-emptive, a weak hand with five trumps
    // (1H 4H on 13-19 points had been 3.1 % of boards, auction-check from 60,000,000; 1D 5D on 13
    // too). Without a suit of four he bids his longer minor of three (clubs of equals), as club
    // players do with 4-3-3-3.
    if (steps[0].seat !== other && points >= 13) {
      const z = response(t, other, inp.trump, inp.trump) ?? (inp.trump !== 3 && (inp.trump === 2 || t.len[other * 4 + 3] >= t.len[other * 4 + 2]) ? 3 : 2);
      // (a 15-17 opener has no cheapest no-trump rebid here: run; he rebids his suit instead)
      const r = rebidOf(t, bidder, inp.trump, z);
      steps.push({ seat: other, suit: z }, { seat: bidder, suit: r < 0 && t.points[bidder] >= 15 && t.points[bidder] < 18 ? inp.trump : r }, { seat: other, suit: inp.trump, level: inp.level });
      return steps;
    }
  } else if (inp.level === 3 && inp.level < gameLevel(inp.trump) && reached === 1 && inp.trump >= 0) {
    // three of a suit bid at the one level, a part-score, by strength too: an opener of 16-18
    // jumps to it, one of 12-15 raises to two and the bidder bids three, which the opener passes
    // under 15; a responder's jump to three (a limit raise, or five trumps on under 10) is passed
    // by an opener under 15 (1C 1D 3D on 13 points had been 2.2 % of boards, 1S 3S passed on 15
    // or more 1.5 %)
    const points = t.points[other];
    if (steps[0].seat === other) {
      if (points < 16) {
        if (points >= 15) return null;
        steps.push({ seat: other, suit: inp.trump, level: 2 }, { seat: bidder, suit: inp.trump, level: 3 });
        return steps;
      }
    } else if (t.points[bidder] >= 15 || points >= 13) return null;
  }
  steps.push({ seat: other, suit: inp.trump, level: inp.level });
  return steps;
};

/** The declaring side's bids, declarer naming the final strain first; null when this shape of auction will not do. */
const plan = (inp: AuctionInput, t: Table, dummyOpens: boolean): Planned[] | null => {
  const d = inp.declarer;
  const p = (d + 2) % 4;
  const x = inp.trump;
  if (dummyOpens) {
    // 22 points or more open a strong, artificial 2C (forcing to game): declarer shows his suit,
    // five cards and 8 points, and opener raises (2.9 % of boards had such a hand open at the one level)
    if (isStrong(t, p) && x >= 0 && x !== 3 && t.len[d * 4 + x] >= 5 && t.points[d] >= 8 && inp.level >= gameLevel(x)) {
      const lv = x === 2 ? 3 : 2;
      return toFinal([{ seat: p, suit: 3, level: 2 }, { seat: d, suit: x, level: lv }], inp, t, d, p, lv);
    }
    if (isTwoNoTrumpOpening(t, p)) {
      // 2NT by dummy: declarer bids his five-card suit at the three level (natural and forcing)
      // and dummy raises with three cards, else bids 3NT and declarer with six cards bids game;
      // no trump is dummy's to name, no part-score in a suit is bid over 2NT, and 3C is Stayman
      if (x < 0 || x === 3 || t.len[d * 4 + x] < 5 || inp.level < gameLevel(x)) return null;
      const opening: Planned[] = [{ seat: p, suit: -1, level: 2 }, { seat: d, suit: x, level: 3 }];
      if (t.len[p * 4 + x] >= 3) return toFinal(opening, inp, t, d, p, 3);
      if (t.len[d * 4 + x] < 6 || inp.level >= 6) return null;
      opening.push({ seat: p, suit: -1, level: 3 }, { seat: d, suit: x, level: inp.level });
      return opening;
    }
    if (isNoTrumpOpening(t, p) && x >= 0) {
      // 1NT by dummy, declarer bids his suit (a transfer-free natural sequence); dummy opens 1NT
      // whatever his length in it, as a 15-17 balanced hand does in this system (with three trumps
      // he had opened a minor)
      const lv = inp.level >= 6 ? inp.level : Math.max(2, Math.min(inp.level, x <= 1 ? 4 : 5));
      // two of a suit is to play and game is game; three of a major is forcing, three of a minor
      // invites 3NT with a six-card suit (1NT 3D passed out on five had been 1.9 % of boards with
      // 1NT 3H), four of a minor is no part-score, and 2C is Stayman (1NT 2C passed out had read
      // as a club part-score)
      if (lv > inp.level || (x === 3 && lv === 2)) return null;
      if (lv === (x <= 1 ? 3 : 4) || (x >= 2 && lv === 3 && t.len[d * 4 + x] < 6)) return null;
      return toFinal([{ seat: p, suit: -1, level: 1 }, { seat: d, suit: x, level: lv }], inp, t, d, p, lv);
    }
    // dummy opens his natural suit; where that is declarer's suit, declarer cannot name it first
    // (1H on four cards, 1C on three with four diamonds or 1D with five spades had been dummy's
    // opening in its place: 1.8 % of boards opened the shorter minor)
    const y = openingSuit(t, p);
    if (y === x) return null;
    if (x < 0) {
      const steps: Planned[] = [{ seat: p, suit: y, level: 1 }];
      if (inp.level >= 6) {
        blackwoodOnto(steps, inp.hands, d, p);
        steps.push({ seat: d, suit: -1, level: inp.level });
        return steps;
      }
      // declarer's answer in no trump by strength: 1NT on 6-10, 2NT on 10-12 (an invitation an
      // opener of 15 or more accepts and one of 13-14 as he judges), 3NT on 13 or more; so 3NT on
      // 11-12 comes through 2NT raised by an opener of 13, and on 10 or fewer through 1NT raised
      // by one of 18 (1D 3NT on 8 points had been 0.7 % of boards, auction-check from 60,000,000)
      const dp = t.points[d];
      const pp = t.points[p];
      if (majorToAnswer(t, d, y)) return null;
      const answer = dp <= 10 ? 1 : dp <= 12 ? 2 : 3;
      if (dp === 10 && inp.level === 2) steps.push({ seat: d, suit: -1, level: 2 });
      else if (answer === inp.level) steps.push({ seat: d, suit: -1, level: answer });
      else if (inp.level === 3 && answer === 2 && pp >= 13) steps.push({ seat: d, suit: -1, level: 2 }, { seat: p, suit: -1, level: 3 });
      else if (inp.level === 3 && answer === 1 && pp >= 18) steps.push({ seat: d, suit: -1, level: 1 }, { seat: p, suit: -1, level: 3 });
      else return null;
      // (2NT passed by an opener under 15)
      if (inp.level === 2 && pp >= 15) return null;
      return steps;
    }
    const cheapest = strainRank(x) > strainRank(y) ? 1 : 2;
    if (cheapest > inp.level) return null;
    // a new suit at the two level shows 10 points: with fewer declarer responds 1NT and bids his
    // suit once opener has rebid, to play (5.0 % of boards had a two-level response on fewer)
    if (cheapest === 2 && t.points[d] < 10 && inp.level < 6) {
      if (majorToAnswer(t, d, y)) return null;
      const r = rebidAfterNoTrump(t, p, y, x);
      const steps: Planned[] = [{ seat: p, suit: y, level: 1 }, { seat: d, suit: -1, level: 1 }, { seat: p, suit: r }];
      // declarer's suit at the contract's level (a jump to three in a part-score shows a long suit);
      // a game above its cheapest level (two, or three below the rebid) is opener's to bid, with
      // three cards of the suit (1S 1NT 2S 5D had come from 8 points)
      const own = strainRank(x) > strainRank(r) ? 2 : 3;
      if (inp.level <= own || inp.level < gameLevel(x)) steps.push({ seat: d, suit: x, level: inp.level });
      else if (t.len[p * 4 + x] >= 3) steps.push({ seat: d, suit: x, level: own }, { seat: p, suit: x, level: inp.level });
      else return null;
      return steps;
    }
    const opening: Planned[] = [{ seat: p, suit: y, level: 1 }, { seat: d, suit: x, level: cheapest }];
    // opener raises with three-card support; without it he rebids (rebidOf) and declarer bids on
    if (t.len[p * 4 + x] >= 3 || inp.level === cheapest || inp.level >= 6) return toFinal(opening, inp, t, d, p, cheapest, rebidAfterNoTrump(t, p, y, x));
    opening.push({ seat: p, suit: rebidOf(t, p, y, x) }, { seat: d, suit: x, level: inp.level });
    return opening;
  }
  // declarer opens
  if (isStrong(t, d) && inp.level >= gameLevel(x) && x !== 2) {
    // 2C (22 points or more), 2D waiting, then declarer's suit (or 2NT) and partner raises; a hand
    // with a six-card suit shows it, so its no-trump game has no plan here (2C 2D 2NT on AQT862)
    if (x < 0 && hasSixCards(t, d)) return null;
    const lv = x === 3 ? 3 : 2;
    return toFinal([{ seat: d, suit: 3, level: 2 }, { seat: p, suit: 2, level: 2 }, { seat: d, suit: x, level: lv }], inp, t, d, p, lv, longestBut(t, p, x));
  }
  if (isTwoNoTrumpOpening(t, d)) {
    // 2NT, and partner passes on under 5 points or raises to the contract's level; a major of
    // four or five cards that partner holds four of is found by Stayman (2NT 3C 3H) and raised
    if (x < 0) {
      if (inp.level === 1 || (inp.level === 2 && t.points[p] >= 5)) return null;
      return inp.level === 2 ? [{ seat: d, suit: -1, level: 2 }] : [{ seat: d, suit: -1, level: 2 }, { seat: p, suit: -1, level: inp.level }];
    }
    if (x <= 1 && inp.level >= 4 && t.len[d * 4 + x] >= 4 && t.len[p * 4 + x] >= 4) return toFinal([{ seat: d, suit: -1, level: 2 }, { seat: p, suit: 3, level: 3 }, { seat: d, suit: x, level: 3 }], inp, t, d, p, 3);
    return null;
  }
  // a 15-17 balanced declarer with four cards of the major that partner holds four of: 1NT, 2C (Stayman), the major
  if (x >= 0 && x <= 1 && inp.level >= 2 && isNoTrumpOpening(t, d) && t.len[d * 4 + x] === 4 && t.len[p * 4 + x] >= 4) {
    return toFinal([{ seat: d, suit: -1, level: 1 }, { seat: p, suit: 3, level: 2 }, { seat: d, suit: x, level: 2 }], inp, t, d, p, 2);
  }
  if (x < 0) {
    if (isNoTrumpOpening(t, d)) return inp.level > 1 ? [{ seat: d, suit: -1, level: 1 }, { seat: p, suit: -1, level: inp.level }] : [{ seat: d, suit: -1, level: 1 }];
    const y = openingSuit(t, d);
    // an opener with a six-card suit rebids it, not 1NT or 2NT (0.1 % of boards: 1C 1S 2NT on AKQJ62),
    // and one of 18 points jumps to 2NT (run): 1NT is not his contract
    if (inp.level <= 2 && hasSixCards(t, d)) return null;
    if (inp.level === 1 && t.points[d] >= 18) return null;
    const z = response(t, p, y, -1);
    // (partner raises with three cards or more; with fewer and no suit to bid, no plan)
    if (z === null && t.len[p * 4 + y] < 3) return null;
    // declarer rebids no trump at its cheapest level (12-14; run jumps it with 18 points) and
    // partner raises to the contract's level (1C 1H 3NT had come from 13 points: that jump shows
    // 18-19); with a six-card suit declarer bids the game himself
    const steps: Planned[] = [{ seat: d, suit: y, level: 1 }, z === null ? { seat: p, suit: y, level: 2 } : { seat: p, suit: z }];
    if (hasSixCards(t, d)) steps.push({ seat: d, suit: -1, level: inp.level });
    else steps.push({ seat: d, suit: -1 }, { seat: p, suit: -1, level: inp.level });
    return steps;
  }
  // declarer opens his natural suit, or the other minor of four cards when it is no shorter (1C
  // on four of each); not a minor in place of a five-card major nor of a longer minor (1.8 % of
  // boards had opened the shorter minor)
  const natural = openingSuit(t, d);
  if (natural === x || (x >= 2 && natural >= 2 && t.len[d * 4 + x] >= 4 && t.len[d * 4 + x] >= t.len[d * 4 + natural])) {
    if (inp.level === 1) return [{ seat: d, suit: x, level: 1 }];
    // partner raises with three cards of the suit; with fewer he bids his own suit (or no trump)
    // and declarer rebids his suit (4.9 % of boards had a major raised by a hand holding two
    // cards of it or fewer)
    if (t.len[p * 4 + x] >= 3) return toFinal([{ seat: d, suit: x, level: 1 }], inp, t, d, p, 1);
    const z = response(t, p, x, x);
    const steps: Planned[] = [{ seat: d, suit: x, level: 1 }, { seat: p, suit: z ?? -1 }];
    // a slam on partner's short trumps: declarer asks for aces himself (the hand with two trumps
    // had bid 4NT and the slam)
    if (inp.level >= 6) {
      blackwoodOnto(steps, inp.hands, d, p);
      steps.push({ seat: d, suit: x, level: inp.level });
      return steps;
    }
    return rebidOwnSuit(steps, inp, t, z);
  }
  const y = natural;
  const z = response(t, p, y, x);
  // 1NT in answer shows 6-10 and no suit partner could bid: not four cards of declarer's suit at
  // the one level (or at the two with 10 points), where partner names it first and declares
  // (declarer.ts), nor 11 points or more (0.8 % of boards, auction-check from 60,000,000)
  if (z === null && (t.points[p] > 10 || (t.len[p * 4 + x] >= 4 && (strainRank(x) > strainRank(y) || t.points[p] >= 10)))) return null;
  const second: Planned = z === null ? { seat: p, suit: -1, level: 1 } : { seat: p, suit: z };
  // partner raises declarer's second suit as toFinal has him raise (1D 1H 1S 4S had come from a
  // hand of 8 points): the levels as bid without competition, responder's suit at the one level
  // above the opening or else the two, declarer's the cheapest above it
  const answered = answerOver(y, z);
  const reached = bidValue(1, x) > answered ? 1 : bidValue(2, x) > answered ? 2 : 3;
  return toFinal([{ seat: d, suit: y, level: 1 }, second, { seat: d, suit: x }], inp, t, d, p, reached);
};

/** The bidValue of responder's answer `z` (null: 1NT) to a one-level opening in `opened`, as bid without competition. */
const answerOver = (opened: number, z: number | null): number => (z === null ? bidValue(1, -1) : bidValue(strainRank(z) > strainRank(opened) ? 1 : 2, z));

/**
 * Declarer's rebid of the suit he opened, partner having answered `z` (null: 1NT) without three
 * cards of it: the cheapest level on 12-15 points, a jump on 16-18, game at once on 19. Partner
 * takes it on to the contract: a raise of the cheapest rebid on 10-11 points (an invitation
 * declarer accepts on 15, or bids game above it), game at once on 12; to game over the jump.
 * Null where the hands would stop short of the contract or pass beyond it. (1H 1S 4H on 12
 * points, 3.0 % of boards, and 1H 2C 3H on 14, 1.2 %, had been declarer bidding the contract
 * himself whatever his strength.)
 */
const rebidOwnSuit = (steps: Planned[], inp: AuctionInput, t: Table, z: number | null): Planned[] | null => {
  const [own, answer] = steps;
  const { seat: d, suit: x } = own;
  const p = answer.seat;
  const answered = answerOver(x, z);
  const cheapest = bidValue(2, x) > answered ? 2 : 3;
  const dp = t.points[d];
  const pp = t.points[p];
  const level = inp.level;
  const game = gameLevel(x);
  // (pushed onto the plan, as toFinal does, not spread into new lists)
  const then = (...calls: Planned[]): Planned[] => {
    steps.push(...calls);
    return steps;
  };
  if (dp >= 19) return level >= game ? then({ seat: d, suit: x, level }) : null;
  if (level === (dp >= 16 ? cheapest + 1 : cheapest)) return then({ seat: d, suit: x, level });
  // the rest is partner's raise, on two cards at least (a six-card suit rebid: a fit of eight)
  if (t.len[p * 4 + x] < 2) return null;
  if (dp >= 16) return level >= game && level > cheapest + 1 ? then({ seat: d, suit: x, level: cheapest + 1 }, { seat: p, suit: x, level }) : null;
  // (an invitation the opener passes under 15)
  if (level === cheapest + 1 && level < game) return pp >= 10 && pp < 12 && dp < 15 ? then({ seat: d, suit: x, level: cheapest }, { seat: p, suit: x, level }) : null;
  if (level < game) return null;
  if (pp >= 12) return then({ seat: d, suit: x, level: cheapest }, { seat: p, suit: x, level });
  if (pp >= 10 && cheapest + 1 < level) return then({ seat: d, suit: x, level: cheapest }, { seat: p, suit: x, level: cheapest + 1 }, { seat: d, suit: x, level });
  return null;
};

/**
 * Whether `seat` holds four cards of a major he would answer partner's one of `opened` with at
 * the one level: a no-trump answer denies one (1D 2NT on AJ52 of spades, 1H 1NT on A973: 1.0 %
 * of boards, auction-check from 60,000,000). Where declarer holds one, his partner may declare
 * instead (declarer.ts).
 */
const majorToAnswer = (t: Table, seat: S, opened: number): boolean =>
  (strainRank(0) > strainRank(opened) && t.len[seat * 4] >= 4) || (strainRank(1) > strainRank(opened) && t.len[seat * 4 + 1] >= 4);

/** Responder's new suit (four cards, not `not`, at the one level or with ten points at the two level), or null. */
const response = (t: Table, seat: S, opened: number, not: number): number | null => {
  const ten = t.points[seat] >= 10;
  // the suits of four or more, longest first, spades first of equals
  for (let len = 13; len >= 4; len--) {
    for (let s = 0; s < 4; s++) {
      if (t.len[seat * 4 + s] !== len || s === opened || s === not) continue;
      if (strainRank(s) > strainRank(opened) || ten) return s;
    }
  }
  return null;
};

/**
 * Opener's rebid where he cannot raise responder's suit `not`: his own suit `opened` again with
 * six cards, no trump on a hand with no singleton or void, else a second suit of four cards, else
 * his own suit again (he had rebid no trump whatever his shape).
 */
const rebidOf = (t: Table, seat: S, opened: number, not: number): number => {
  const at = seat * 4;
  const l = t.len;
  if (l[at + opened] >= 6) return opened;
  if (l[at] >= 2 && l[at + 1] >= 2 && l[at + 2] >= 2 && l[at + 3] >= 2) return -1;
  for (let s = 0; s < 4; s++) if (s !== opened && s !== not && l[at + s] >= 4) return s;
  return l[at + opened] >= 5 ? opened : -1;
};

/**
 * Opener's rebid after partner's 1NT response, a suit (not `not`, which partner is to bid): his
 * own with six cards, else a second suit of four, else his own again.
 */
const rebidAfterNoTrump = (t: Table, seat: S, opened: number, not: number): number => {
  const at = seat * 4;
  if (t.len[at + opened] >= 6) return opened;
  for (let s = 0; s < 4; s++) if (s !== opened && s !== not && t.len[at + s] >= 4) return s;
  return opened;
};

/**
 * A first bid of the declaring side after the opponents have opened is an overcall: a five-card
 * suit with 8 points at the one level, 10 above it; no trump on a 15-18 balanced hand.
 */
const overcalls = (t: Table, seat: S, value: number): boolean => {
  const suit = bidSuit(value);
  const p = t.points[seat];
  if (suit < 0) return t.balanced[seat] && p >= 15 && p <= 18 && value < 10;
  return t.len[seat * 4 + suit] >= 5 && p >= (value < 10 ? 8 : 10);
};

/**
 * A takeout double of the suits in `theirs` (a bit a suit): opening values and at most two cards
 * in each of them; of a 1NT opening (no suit of theirs), 15 points (a penalty double).
 */
const doublesFor = (t: Table, seat: S, theirs: number): boolean => {
  if (!t.opens[seat] || t.points[seat] < (theirs === 0 ? 15 : 12)) return false;
  for (let s = 0; s < 4; s++) if ((theirs >> s) & 1 && t.len[seat * 4 + s] > 2) return false;
  return true;
};

/**
 * A defender's simple overcall: a five-card suit and 8-16 points at the one level, six cards and
 * 10 points at the two level; its bidValue, 0 for none (a number, not a bid's object: no allocation).
 */
const overcall = (t: Table, seat: S, above: number, bidByThem: number): number => {
  const p = t.points[seat];
  if (p < 8 || p > 16) return 0;
  // the suits of five or more, longest first, spades first of equals
  for (let len = 13; len >= 5; len--) {
    for (let s = 0; s < 4; s++) {
      const l = t.len[seat * 4 + s];
      if (l !== len) continue;
      if ((bidByThem >> s) & 1) continue; // their suit would be a cue bid, not an overcall
      const level = bidValue(1, s) > above ? 1 : 2;
      if (level === 1 || (l >= 6 && p >= 10)) return bidValue(level, s);
    }
  }
  return 0;
};

/** Runs the plan around the table; the opponents open or overcall when `compete`. Null if the plan cannot be bid as it stands. */
const run = (inp: AuctionInput, t: Table, steps: readonly Planned[], compete: boolean): string[] | null => {
  const calls: string[] = [];
  let last = 0;
  let next = 0;
  let passes = 0;
  let seat = inp.dealer;
  let defendersBid = 0;
  // A suit the opponents have bid: in a natural system, bidding it back is a cue bid, not the
  // suit, so a plan that would bid it cannot be bid as it stands.
  // (a bit per suit, not Sets: two a run, up to four runs a board)
  let theirs = 0;
  let ours = 0;
  // the first of the declaring side to name the final strain (Law 53: he must be declarer)
  let namer = -1;
  // whether the declaring side has called (a bid or a double) yet
  let spoken = false;
  // the declaring side's seats that have bid (a bit each), and the seat whose bid opened the auction
  let bidders = 0;
  let opener = -1;
  const final = bidValue(inp.level, inp.trump);
  for (let guard = 0; guard < 60; guard++) {
    if (last > 0 ? passes === 3 : passes === 4) break;
    let call = 'P';
    if (sameSide(seat, inp.declarer)) {
      const st = steps[next];
      // a raise to the final level that declarer's own bid has already reached is not made
      if (st && st.seat === seat && st.level !== undefined && last === final && bidValue(st.level, st.suit) === final) next++;
      else if (st && st.seat === seat) {
        if (st.suit >= 0 && (theirs >> st.suit) & 1) return null;
        let level = st.level ?? 1;
        while (bidValue(level, st.suit) <= last) level++;
        // a no-trump rebid at its cheapest level shows 12-14: with 18 points or more it jumps a
        // level (1C 1S 1NT 4S on 19 points: 0.6 % of boards, seeds from 60,000,000)
        if (st.level === undefined && st.suit < 0 && (bidders & (1 << seat)) !== 0 && t.points[seat] >= 18) level++;
        // and 15-17 is neither: an opener of 15-17 unbalanced has no no-trump rebid here (1C 1S
        // 1NT on 17 points, 5-4-2-2, had been 0.8 % of boards)
        else if (st.level === undefined && st.suit < 0 && seat === opener && t.points[seat] >= 15) return null;
        if (st.level !== undefined && level !== st.level && next === steps.length - 1) return null;
        if (bidValue(level, st.suit) > final || level > 7) return null;
        // over an overcall of partner's opening, a new suit pushed to the two level is a free bid
        // and shows 10 points: with fewer, the plan is bid without the competition (the run with
        // compete false). auction-check, 20 seeds from 60,000,000: 1.1 % of boards had a two-level
        // response on 2-9 points; 0.2 % now: four the last bid, to play, which this leaves alone,
        // and one a response in an uncontested slam auction. Deals a board unchanged.
        if (opener === (seat + 2) % 4 && (bidders & (1 << seat)) === 0 && st.suit >= 0 && level >= 2 && level > (st.level ?? 1) && ((ours >> st.suit) & 1) === 0 && t.points[seat] < 10 && bidValue(level, st.suit) !== final) return null;
        // the side's first call with nothing bid before it is an opening: opening values (0.2 % of
        // boards had a hand of 6-9 points open)
        if (!spoken && last === 0 && !t.opens[seat]) return null;
        // the side's first call over the opponents' opening: an overcall where the hand has one,
        // else a takeout double in its place (partner then bids the plan's next suit), else
        // not this plan (2.1 % of boards had overcalled on four cards or fewer)
        if (!spoken && last !== 0 && !overcalls(t, seat, bidValue(level, st.suit))) {
          if (!doublesFor(t, seat, theirs)) return null;
          call = 'X';
        } else {
          call = bidText(level, st.suit);
          last = bidValue(level, st.suit);
          if (opener < 0) opener = seat;
          bidders |= 1 << seat;
          if (st.suit >= 0) ours |= 1 << st.suit;
          if (st.suit === inp.trump && namer < 0) namer = seat;
        }
        spoken = true;
        next++;
      }
    } else {
      const o = !compete || defendersBid > 0 || last >= final ? 0 : last === 0 ? (t.opens[seat] ? (isTwoNoTrumpOpening(t, seat) ? bidValue(2, -1) : bidValue(1, isNoTrumpOpening(t, seat) ? -1 : openingSuit(t, seat))) : 0) : overcall(t, seat, last, ours);
      if (o > last && o < final) {
        call = BID_TEXT[o];
        last = o;
        if (opener < 0) opener = seat;
        const suit = bidSuit(o);
        if (suit >= 0) theirs |= 1 << suit;
        defendersBid++;
      } else if (last === 0 && t.points[seat] >= 13) {
        // an opponent passes no opening hand with nothing bid before him: where this run cannot
        // let him open (not competing, or his opening would reach the contract's level: East had
        // passed 15 points in front of a 1NT contract), the plan is not bid so
        return null;
      }
    }
    calls.push(call);
    passes = call === 'P' ? passes + 1 : 0;
    seat = (seat + 1) % 4;
  }
  return next === steps.length && last === final && namer === inp.declarer ? calls : null;
};

/**
 * Whether the contract is a part-score that a hand of 19 points or more lets stand: its bidder's
 * partner passes it (an opener who would have bid game over the raise; 2.7 % of boards read so),
 * or its bidder holds them himself and his partner has called (1H 1S 2H P 3H on 20 points, 1S 2S
 * 3S on 20: 2.5 % of boards, auction-check from 60,000,000). A hand that opens and hears nothing
 * from partner may stop where it likes.
 */
const stopsOnValues = (inp: AuctionInput, t: Table, calls: readonly string[]): boolean => {
  if (inp.level >= gameLevel(inp.trump)) return false;
  let last = calls.length - 1;
  while (last > 0 && calls[last] === 'P') last--;
  const partner = (inp.dealer + last + 2) % 4;
  if (t.points[partner] >= 19) return true;
  if (t.points[(inp.dealer + last) % 4] < 19) return false;
  // (the partner's calls are every fourth from his first turn)
  for (let i = (partner - inp.dealer + 4) % 4; i < last; i += 4) if (calls[i] !== 'P') return true;
  return false;
};

/** A seat's place in the bidding: 0 for the dealer. */
const turnOf = (inp: AuctionInput, s: S): number => (s - inp.dealer + 4) % 4;

/**
 * The last auction asked and its answer: the built board is asked again what the deal was asked
 * before its build (index.ts, declarer.ts numberedAuction), and where the build left its hands
 * and contract as they were, that is the same question (the table is the same object only while
 * the hands are the same cards in the same places: readTable).
 */
let lastAsked: { readonly table: Table; readonly dealer: S; readonly declarer: S; readonly trump: number; readonly level: number; readonly calls: readonly string[] | null } | null = null;

/**
 * The auction for a board. The side opens with whichever of its two hands comes first with
 * opening values; the opponents compete where their hands say so and it fits. Null where no plan
 * bids the contract naturally: the generator deals again (index.ts). Its last resort had been
 * passes round to declarer, who bid the contract, which read as a hand opening 2C on 7 points
 * or 6S out of the blue (13 boards of 4,520; 23 once overcalls needed a five-card suit).
 */
export const makeAuction = (inp: AuctionInput): readonly string[] | null => {
  const t = readTable(inp.hands);
  const last = lastAsked;
  if (last !== null && last.table === t && last.dealer === inp.dealer && last.declarer === inp.declarer && last.trump === inp.trump && last.level === inp.level) return last.calls;
  const calls = auctionOf(inp, t);
  lastAsked = { table: t, dealer: inp.dealer, declarer: inp.declarer, trump: inp.trump, level: inp.level, calls };
  return calls;
};

/** makeAuction's answer, asked afresh. */
const auctionOf = (inp: AuctionInput, t: Table): string[] | null => {
  const d = inp.declarer;
  const p = (d + 2) % 4;
  const dummyFirst = turnOf(inp, p) < turnOf(inp, d) ? t.opens[p] : !t.opens[d] && t.opens[p];
  // (loops over the two choices, not for-of over fresh lists of them)
  for (let k = 0; k < 2; k++) {
    const steps = plan(inp, t, k === 0 ? dummyFirst : !dummyFirst);
    if (!steps) continue;
    // before the side opens, its other hand passes: he must not hold opening values in front of it
    const opener = steps[0].seat;
    const other = (opener + 2) % 4;
    if (turnOf(inp, other) < turnOf(inp, opener) && t.opens[other]) continue;
    // a hand of 22 points or more opens 2C (plan: where the contract allows it), not one of a suit
    if ((isStrong(t, d) || isStrong(t, p)) && !(steps[0].suit === 3 && steps[0].level === 2 && isStrong(t, steps[0].seat))) continue;
    // a 20-21 balanced hand opens 2NT (plan), not one of a suit (2.4 % of boards had)
    if (steps[0].level === 1 && isTwoNoTrumpOpening(t, steps[0].seat)) continue;
    // a 15-17 balanced hand opens 1NT, not a minor of four cards (with five some open the minor)
    if (steps[0].suit >= 2 && steps[0].level === 1 && isNoTrumpOpening(t, steps[0].seat) && t.len[steps[0].seat * 4 + steps[0].suit] <= 4) continue;
    for (let c = 0; c < 2; c++) {
      const calls = run(inp, t, steps, c === 0);
      if (calls && !stopsOnValues(inp, t, calls)) return calls;
    }
  }
  return null;
};
