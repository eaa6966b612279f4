// Shaping a dealt board around the slip a family needs, by small swaps that leave the declaring
// side's values and the contract as they were: the classic is third hand holding one small card
// of the suit partner leads, so that he can ruff (or discard) on trick 1 while holding it.
import { type C, type S, countSuit, hcpOf, inSuit, lho, lowest, partner, copyHands, putBackHands, rankOf, suitOf } from './cards';
import { type Board, gameLevel, rebid } from './dealer';
import { mustBid } from './auction';
import { SURE_SPREADS, estimateSlack, noTrumpShape } from './contractTest';
import { sameColour } from './play/slips';
import { openingLeadOf } from './sim';

/** Seat `a`'s card `ca` for seat `b`'s card `cb`, each in the other's place. */
export const swap = (hands: C[][], a: S, ca: C, b: S, cb: C): void => {
  hands[a][hands[a].indexOf(ca)] = cb;
  hands[b][hands[b].indexOf(cb)] = ca;
};

/**
 * Make `seat` hold exactly one small card of `suit`, trading the rest with `mate` (who must be on
 * the same side, so the side's cards stay its own) for cards of other suits. Keeps `keep` suits alone.
 */
export const makeSingleton = (hands: C[][], seat: S, mate: S, suit: number, keep: readonly number[]): boolean => makeShort(hands, seat, mate, suit, keep, 1);

const NONE = -1;
/** A spot card (below the ten) of the suit. */
const isSmall = (c: C, suit: number): boolean => suitOf(c) === suit && rankOf(c) < 9;
const smallCount = (cards: readonly C[], suit: number): number => {
  let n = 0;
  for (let i = 0; i < cards.length; i++) if (isSmall(cards[i], suit)) n++;
  return n;
};
/**
 * The place of a card to give away: the first of lowest rank outside `suit` and the `keep` suits;
 * NONE if none. (Places and loops, not filtered lists, spreads and indexOf: makeShort, every shaped deal's,
 * was a hundredth of the generator's CPU profile.)
 */
const spareAt = (cards: readonly C[], suit: number, keep: readonly number[]): number => {
  let at = NONE;
  let low = 13;
  for (let i = 0; i < cards.length; i++) {
    const su = suitOf(cards[i]);
    if (su === suit) continue;
    let kept = false;
    for (let k = 0; k < keep.length; k++) if (keep[k] === su) kept = true;
    if (kept) continue;
    const r = rankOf(cards[i]);
    if (r < low) {
      low = r;
      at = i;
    }
  }
  return at;
};
const swapAt = (hands: C[][], a: S, i: number, b: S, j: number): void => {
  const c = hands[a][i];
  hands[a][i] = hands[b][j];
  hands[b][j] = c;
};

/** As makeSingleton, with `n` small cards of the suit (a doubleton: the slip on the suit's second round). */
export const makeShort = (hands: C[][], seat: S, mate: S, suit: number, keep: readonly number[], n: number): boolean => {
  for (let guard = 0; guard < n && smallCount(hands[seat], suit) < n; guard++) {
    // the mate's lowest small card of the suit, for the seat's spare card
    const m = hands[mate];
    let give = NONE;
    let gives = 0;
    for (let i = 0; i < m.length; i++) {
      if (!isSmall(m[i], suit)) continue;
      gives++;
      if (give === NONE || m[i] < m[give]) give = i;
    }
    const back = spareAt(hands[seat], suit, keep);
    // the mate keeps a card of the suit (he is the one who leads or plays it)
    if (gives < 2 || back === NONE) return false;
    swapAt(hands, mate, give, seat, back);
  }
  const h = hands[seat];
  if (smallCount(h, suit) < n) return false;
  // the seat keeps its n lowest small cards: those up to the n-th lowest
  let keptTop = -1;
  for (let k = 0; k < n; k++) {
    let next = 52;
    for (let i = 0; i < h.length; i++) if (isSmall(h[i], suit) && h[i] > keptTop && h[i] < next) next = h[i];
    keptTop = next;
  }
  // (the seat's cards by place: each trade puts a card of another suit where the traded one was)
  for (let i = 0; i < h.length; i++) {
    const c = h[i];
    if (suitOf(c) !== suit || (isSmall(c, suit) && c <= keptTop)) continue;
    const back = spareAt(hands[mate], suit, keep);
    if (back === NONE) return false;
    swapAt(hands, seat, i, mate, back);
  }
  return countSuit(h, suit) === n;
};

/** Give `seat` at least one trump from `mate`, for a spot card of another suit. */
export const giveTrump = (hands: C[][], seat: S, mate: S, trump: number, avoid: number): boolean => {
  if (countSuit(hands[seat], trump) > 0) return true;
  const give = inSuit(hands[mate], trump).filter((c) => hcpOf(c) === 0);
  const back = spareAt(hands[seat], trump, [avoid]);
  if (give.length < 2 || back === NONE) return false;
  swap(hands, mate, lowest(give), seat, hands[seat][back]);
  return true;
};

/**
 * Most cards of the suit led that declarer's (or dummy's) slip may hold: two, where a card of the
 * other suit of its colour hides them (play/slips.ts, 'hidden'), so that a no-trump declarer, who
 * holds no singleton, has slips to make too. Declarer's revokes were the families' commonest
 * reason to deal again: measured over 300 boards, corrected-declarer-card found no slip on
 * 370 deals of 720, established-by-claim on 561 of 2,049.
 */
export const DECLARER_HOLD = 2;

/** The suit of the opening lead as the policy would make it. */
export const openingLeadSuit = (board: Board): number => suitOf(openingLeadOf(board.hands[lho(board.declarer)], board.trump));

/**
 * Boards (out of ten) whose shaped slip is on the opening lead's suit, so on trick 1; the others
 * take the slip in a suit played later (shapedSuit), where that suit runs out. Measured over
 * generated boards: with every shaped slip on the opening lead, half the shaped families'
 * revokes fell on trick 1.
 */
const OPENING_LEAD_SLIPS = 3;

/**
 * Whether this board's slip may come on the opening lead: families whose slip the opening lead
 * offers on most deals (third hand's ruff, declarer's discard on trick 1) take a trick-1 revoke
 * only on these boards, so that trick 1 holds no more of their revokes than a natural share.
 */
export const slipOnOpeningLead = (board: Board): boolean => board.slipDraw % 10 < OPENING_LEAD_SLIPS;

/**
 * The suit a shaped slip is made in: on some boards (by the board's own draw, `slipDraw`) the
 * opening lead's, else the declaring side's longest side suit, which declarer runs once trumps
 * are drawn, so the revoke falls where that suit runs out (no trump contract's suits are all side
 * suits). Null when the opening lead is a trump and the board is one for the opening lead.
 */
export const shapedSuit = (board: Board): number | null => {
  const lead = openingLeadSuit(board);
  if (slipOnOpeningLead(board)) return lead === board.trump ? null : lead;
  const d = board.declarer;
  const m = partner(d);
  const side = [0, 1, 2, 3].filter((s) => s !== board.trump && s !== lead);
  // the longer of the side's suits, and on a tie the board's draw picks: the lead's suit is the fallback
  side.sort((x, y) => countSuit(board.hands[d], y) + countSuit(board.hands[m], y) - countSuit(board.hands[d], x) - countSuit(board.hands[m], x) || ((x + board.slipDraw) % 4) - ((y + board.slipDraw) % 4));
  return side.length ? side[0] : lead === board.trump ? null : lead;
};

/**
 * Third hand (the opening leader's partner) gets one small card of a suit (shapedSuit: the suit
 * led at trick 1, or one declarer plays later) and, with `withTrump`, a trump: the
 * ruff-while-holding-one. Returns false when the deal will not bend that way.
 */
export const shapeThirdHandSlip = (board: Board, withTrump: boolean, suit: number | null = shapedSuit(board)): boolean => {
  const leader = lho(board.declarer);
  const third = partner(leader);
  if (suit === null || suit === board.trump) return false;
  const lead = openingLeadSuit(board);
  const keep = board.trump >= 0 ? [board.trump] : [];
  if (!makeSingleton(board.hands, third, leader, suit, keep)) return false;
  if (withTrump && board.trump >= 0 && !giveTrump(board.hands, third, leader, board.trump, suit)) return false;
  // the opening lead stays what it was (a trick-1 slip stays on trick 1, a later one later)
  return openingLeadSuit(board) === lead;
};

/** Declarer gets one small card of a suit (shapedSuit), dummy takes the rest. */
export const shapeDeclarerSlip = (board: Board, suit: number | null = shapedSuit(board)): boolean => {
  if (suit === null || suit === board.trump) return false;
  // at no trump a singleton in declarer's hand is a hand nobody bids no trump on (issue 11)
  if (board.trump < 0) return false;
  const lead = openingLeadSuit(board);
  const keep = [board.trump];
  if (!makeSingleton(board.hands, board.declarer, partner(board.declarer), suit, keep)) return false;
  return openingLeadSuit(board) === lead;
};

/**
 * Move `from`'s aces and kings to `to` (same side), for lower cards of the same suit: one strong
 * defender, one weak. Against a part-score the strong one stops short of a hand that would have
 * bid over it (auction.ts, mustBid): the board would be dealt again for it (index.ts, quietAgainstPartScore).
 */
export const concentrateValues = (board: Board, to: S, from: S): void => {
  const hands = board.hands;
  const partScore = board.level < gameLevel(board.trump);
  for (const h of hands[from].filter((c) => rankOf(c) >= 11)) {
    const low = hands[to].find((l) => suitOf(l) === suitOf(h) && rankOf(l) < 11);
    if (low === undefined) continue;
    swap(hands, from, h, to, low);
    if (partScore && mustBid(hands[to])) swap(hands, from, low, to, h);
  }
};

/**
 * Declarer's slip shaped in any strain: in a suit contract his singleton (shapeDeclarerSlip); at
 * no trump, where he holds no singleton, two small cards of the suit beside a card of the other
 * suit of its colour, among which they hide (the 'hidden' slip, DECLARER_HOLD), dummy taking the
 * rest of the suit. A no-trump hand the trades leave with a singleton or void (the shape nobody
 * bids no trump on) is put back as it was dealt.
 */
export const shapeDeclarerHidden = (board: Board, suit: number | null = shapedSuit(board)): boolean => {
  if (board.trump >= 0) return shapeDeclarerSlip(board, suit);
  if (suit === null || countSuit(board.hands[board.declarer], sameColour(suit)) === 0) return false;
  const dealt = copyHands(board.hands);
  const lead = openingLeadSuit(board);
  const d = board.declarer;
  const m = partner(d);
  if (makeShort(board.hands, d, m, suit, [sameColour(suit)], 2) && noTrumpShape(board) && openingLeadSuit(board) === lead) return true;
  putBackHands(board.hands, dealt);
  return false;
};

/**
 * A defender's ruff while holding the suit led, in partner's suit. On the boards whose slip is on
 * the opening lead (shapedSuit): third hand short with a trump, declarer short too, so dummy
 * rises with its winner on the opening lead and third hand, holding one card of the suit, ruffs
 * it. On the others third hand holds two small cards of the suit led and a trump: he follows to
 * trick 1 and ruffs when the suit comes again, forgetting his last one.
 */
export const shapeTrick1Ruff = (board: Board): void => {
  const lead = openingLeadSuit(board);
  if (lead === board.trump || board.trump < 0) return;
  if (shapedSuit(board) === lead) {
    if (shapeThirdHandSlip(board, true, lead)) shapeDeclarerSlip(board, lead);
    return;
  }
  const leader = lho(board.declarer);
  const third = partner(leader);
  if (!makeShort(board.hands, third, leader, lead, [board.trump], 2)) return;
  giveTrump(board.hands, third, leader, board.trump, lead);
};

/**
 * The defence's side-suit tricks as top winners in the opening leader's hand, the way a game is
 * often beaten or made at the table: the leader cashes them in the first tricks and declarer has
 * the rest. His partner's aces and kings move to him (for lower cards of the same suit); a king
 * without its ace trades places with the declaring side's ace, so it is a trick to cash, not a
 * late one. The declaring side's values and the contract stay about where they were.
 */
export const cashableDefence = (board: Board): void => {
  const hands = board.hands;
  const leader = lho(board.declarer);
  const third = partner(leader);
  const decl = [board.declarer, partner(board.declarer)];
  for (let s = 0; s < 4; s++) {
    if (s === board.trump) continue;
    for (const h of hands[third].filter((c) => suitOf(c) === s && rankOf(c) >= 11)) {
      const low = hands[leader].find((l) => suitOf(l) === s && rankOf(l) < 11);
      if (low !== undefined) swap(hands, third, h, leader, low);
    }
    const ace = s * 13 + 12;
    const king = s * 13 + 11;
    for (const d of [leader, third]) {
      if (!hands[d].includes(king)) continue;
      const t = decl.find((x) => hands[x].includes(ace));
      if (t !== undefined) swap(hands, d, king, t, ace);
    }
  }
  rebid(board);
};

/**
 * The opening lead from the defence's top winners: the ace of an ace-king, else (against a suit
 * contract) an ace; null when the leader has none, and the lead is the natural one.
 */
export const cashingLead = (board: Board): number | null => {
  const h = board.hands[lho(board.declarer)];
  const aces = h.filter((c) => rankOf(c) === 12 && suitOf(c) !== board.trump);
  const ak = aces.find((a) => h.includes(a - 1));
  if (ak !== undefined) return ak;
  return board.trump >= 0 && aces.length > 0 ? aces[0] : null;
};

/** Whether neither defender of a part-score holds a hand that would have bid over it (auction.ts, mustBid). */
export const quietAgainstPartScore = (board: Board): boolean =>
  board.level >= gameLevel(board.trump) || (!mustBid(board.hands[lho(board.declarer)]) && !mustBid(board.hands[partner(lho(board.declarer))]));

/**
 * Whether a defender's singleton shaped opposite his partner's ace may stay: in a suit contract
 * (where it is a ruff double dummy) only when the contract still fits the shaped hands, whose
 * estimate counts the ruff (contractTest.ts defRuffs, and defRuffEntries for the partner's further
 * aces); else the hands are put back. (It had asked for a trick less on top, from before the
 * estimate counted ruffs: with defRuffEntries that counted the ruff twice, and
 * transfer-64a1-required-card needed 5.21 deals a board against 4.67 before; counted once,
 * 4.59, with 9 boards of 801 missing the contract test against 5, and 13 before defRuffEntries.)
 */
export const ruffAllowedFor = (board: Board): boolean =>
  board.trump < 0 || countSuit(board.hands[partner(lho(board.declarer))], board.trump) === 0 || estimateSlack(board.hands, board.declarer, board.trump, board.level) >= SURE_SPREADS;

/**
 * Third hand gets one small card of a suit in which the opening leader holds the ace (not the
 * suit of the opening lead, not trumps): when the leader cashes it later, third hand, holding his
 * last card of the suit, may slip on a trick his partner wins and leads to again. (Asking for the
 * ace and king, it was made on 36 deals of 1,735: the leader's ace-king is mostly the suit he
 * leads.) The hands are put back as dealt if the opening lead would change or the defence would bid.
 */
export const shapeShortUnderTops = (board: Board): boolean => {
  const leader = lho(board.declarer);
  const lead = openingLeadSuit(board);
  const h = board.hands[leader];
  for (let s = 0; s < 4; s++) {
    if (s === board.trump || s === lead || !h.includes(s * 13 + 12)) continue;
    const dealt = copyHands(board.hands);
    if (makeSingleton(board.hands, partner(leader), leader, s, board.trump >= 0 ? [board.trump] : []) && openingLeadSuit(board) === lead && quietAgainstPartScore(board) && ruffAllowedFor(board)) return true;
    putBackHands(board.hands, dealt);
  }
  return false;
};

/** The declaring side gets the defenders' high trumps (queen up), for its lowest: the defence's trumps can only ruff. */
export const topTrumpsToDeclarer = (board: Board): void => {
  if (board.trump < 0) return;
  const hands = board.hands;
  const decl = [board.declarer, partner(board.declarer)];
  for (const d of [lho(board.declarer), partner(lho(board.declarer))]) {
    for (const h of hands[d].filter((c) => suitOf(c) === board.trump && rankOf(c) >= 10)) {
      // the first of the declaring side holding a lower trump gives his lowest (a loop, not a list
      // of { t, l } records: those deoptimised this function again once optimised)
      for (const t of decl) {
        const l = inSuit(hands[t], board.trump).filter((x) => rankOf(x) < rankOf(h));
        if (l.length === 0) continue;
        swap(hands, d, h, t, lowest(l));
        break;
      }
    }
  }
  rebid(board);
};
