// Cards as small integers inside the generator, for speed: the engine's card numbers (cardIndex in
// lib/engine/vocab.ts: suit * 13 + rank, suits S H D C = 0-3, rank 0 the deuce up to 12 the ace).
// Seats are indices 0-3 in the vocabulary's order N E S W.
import { SEATS, SUITS, RANKS_UP, cardAt, type Card, type Seat, type Suit } from '../engine';

export type C = number;
export type S = number;

/** Math.clz32 read once: uncompiled (a page's first board), each `Math.clz32` is a global lookup
 *  and a property read before the call (callgrind, interpreter only: 147 instructions a call
 *  against 53 for this constant's); the generator's rank masks read their top and bottom cards with it. */
export const clz32: (x: number) => number = Math.clz32;

export const suitOf = (c: C): number => (c / 13) | 0;
export const rankOf = (c: C): number => c % 13;
export const card = (suit: number, rank: number): C => suit * 13 + rank;

export const cardName: (c: C) => Card = cardAt;
export const seatName = (s: S): Seat => SEATS[s];
export const suitName = (suit: number): Suit => SUITS[suit];
export const seatIndex = (s: Seat): S => SEATS.indexOf(s);

export const partner = (s: S): S => (s + 2) % 4;
export const lho = (s: S): S => (s + 1) % 4;
export const rho = (s: S): S => (s + 3) % 4;
export const sameSide = (a: S, b: S): boolean => (a & 1) === (b & 1);

/** The game level in a strain: 3NT, 4 of a major, 5 of a minor. */
export const gameLevel = (trump: number): number => (trump < 0 ? 3 : trump <= 1 ? 4 : 5);

/** High-card points: A4 K3 Q2 J1. */
export const hcpOf = (c: C): number => (c % 13 > 8 ? (c % 13) - 8 : 0);
// loops, not reduce: the callback is a new closure each call (a sampling heap profile of every family counted them);
// indexed, not for-of, here and in the generator's other hot loops: uncompiled (a page's first
// board) for-of steps an iterator through a builtin call per card
export const hcp = (cards: readonly C[]): number => {
  let n = 0;
  for (let i = 0; i < cards.length; i++) {
    const r = cards[i] % 13;
    if (r > 8) n += r - 8;
  }
  return n;
};

export const inSuit = (cards: readonly C[], suit: number): C[] => {
  const out: C[] = [];
  for (let i = 0; i < cards.length; i++) if (suitOf(cards[i]) === suit) out.push(cards[i]);
  return out;
};
export const countSuit = (cards: readonly C[], suit: number): number => {
  let n = 0;
  const lo = suit * 13;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (c >= lo && c < lo + 13) n++;
  }
  return n;
};
/** How many cards a 13-bit rank mask holds. */
export const bitCount = (m: number): number => {
  m -= (m >> 1) & 0x5555;
  m = (m & 0x3333) + ((m >> 2) & 0x3333);
  m = (m + (m >> 4)) & 0x0f0f;
  return (m + (m >> 8)) & 0x1f;
};
/**
 * bitCount by a read, RANK_COUNT[m] for a 13-bit rank mask m: uncompiled, on a page's first board,
 * a call costs more than its body, and the play and the estimate count suits at nearly every step.
 */
export const RANK_COUNT: Uint8Array = new Uint8Array(0x2000);
// Built at module load, uncompiled, so in blocks: the low seven bits' counts plus each count the
// high six bits can have, copied 64 times (about 1,000 interpreted steps where a loop over all
// 8,192 masks took 0.4 ms of the page's load on this machine, the four-times-slower phone's 1.6).
{
  const low = new Uint8Array(128);
  for (let m = 1; m < 128; m++) low[m] = low[m >> 1] + (m & 1);
  const plus = [low];
  for (let k = 1; k <= 6; k++) {
    const block = new Uint8Array(128);
    for (let m = 0; m < 128; m++) block[m] = low[m] + k;
    plus.push(block);
  }
  for (let high = 0; high < 64; high++) RANK_COUNT.set(plus[low[high]], high << 7);
}
/**
 * A deal as rank masks, [seat * 4 + suit]: bit r for rank r (bit 12 the ace). The estimate reads
 * nothing else of the hands, and the dealer keeps them beside the hands it deals, so a count of a
 * suit or of points is a few bit operations instead of a pass over a hand's cards.
 */
export type DealMasks = Int32Array;

/**
 * Fills `out` with the rank masks of `hands`; whether every hand holds 13 cards. (A hand's cards
 * go into two words by one test, spades and hearts in one, diamonds and clubs in the other: a
 * test per suit of every card, which the processor cannot foresee on shuffled cards, was the
 * costliest part of the estimate.)
 */
export const fillMasks = (hands: readonly (readonly C[])[], out: DealMasks): boolean => {
  let full = true;
  for (let s = 0; s < 4; s++) {
    const h = hands[s];
    if (h.length !== 13) full = false;
    fillHand(h, out, s * 4);
  }
  return full;
};

/** Whether two deals' masks (fillMasks) are the same: the same cards in the same hands. */
export const sameMasks = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => {
  for (let k = 0; k < 16; k++) if (a[k] !== b[k]) return false;
  return true;
};

/** One hand's rank masks into `out[at]` to `out[at + 3]` (spades to clubs), as fillMasks reads them. */
export const fillHand = (h: readonly C[], out: DealMasks, at: number): void => {
  let major = 0;
  let minor = 0;
  for (let i = 0, n = h.length; i < n; i++) {
    const c = h[i];
    if (c < 26) major |= 1 << c;
    else minor |= 1 << (c - 26);
  }
  out[at] = major & 0x1fff;
  out[at + 1] = major >>> 13;
  out[at + 2] = minor & 0x1fff;
  out[at + 3] = minor >>> 13;
};

/** The points of a suit's jack to ace, by its rank mask's bits 9 to 12. */
export const TOP_POINTS: readonly number[] = [0, 1, 2, 3, 3, 4, 5, 6, 4, 5, 6, 7, 7, 8, 9, 10];
/** A seat's high-card points, from the deal's rank masks. */
export const maskPoints = (masks: DealMasks, seat: S): number =>
  TOP_POINTS[(masks[seat * 4] >> 9) & 15] + TOP_POINTS[(masks[seat * 4 + 1] >> 9) & 15] + TOP_POINTS[(masks[seat * 4 + 2] >> 9) & 15] + TOP_POINTS[(masks[seat * 4 + 3] >> 9) & 15];

/** Sorts `xs` into increasing order in place and returns it: insertion, for the at most 13 numbers
 *  of a hand or four of its suit lengths (Array.prototype.sort allocates a work area, the largest
 *  allocation of a deal in a sampling heap profile). Distinct cards (a hand: Sim sorts every
 *  hand it is given) go through a bit each in two words, read back from the lowest up: no
 *  comparisons to foresee, and in uncompiled code (a page's first board) a third fewer
 *  instructions than insertion. */
export const sortUp = (xs: number[]): number[] => {
  const n = xs.length;
  let lo = 0;
  let hi = 0;
  let cards = n <= 52;
  for (let i = 0; i < n && cards; i++) {
    const x = xs[i];
    if (x >= 0 && x < 26 && (x | 0) === x) lo |= 1 << x;
    else if (x >= 26 && x < 52 && (x | 0) === x) hi |= 1 << (x - 26);
    else cards = false;
  }
  // (a number twice sets one bit: the counts tell)
  if (cards && bitCount26(lo) + bitCount26(hi) === n) {
    let k = 0;
    for (; lo !== 0; lo &= lo - 1) xs[k++] = 31 - clz32(lo & -lo);
    for (; hi !== 0; hi &= hi - 1) xs[k++] = 57 - clz32(hi & -hi);
    return xs;
  }
  for (let i = 1; i < n; i++) {
    const x = xs[i];
    let j = i;
    while (j > 0 && xs[j - 1] > x) {
      xs[j] = xs[j - 1];
      j--;
    }
    xs[j] = x;
  }
  return xs;
};
/** How many bits a 26-bit word holds. */
const bitCount26 = (m: number): number => bitCount(m & 0x1fff) + bitCount(m >>> 13);
/** The first card of lowest rank (throws on no cards, as reduce did). */
export const lowest = (cards: readonly C[]): C => {
  if (cards.length === 0) throw new TypeError('lowest of no cards');
  // (ranks by % 13 in the loop, not rankOf: uncompiled, two calls a card)
  let a = cards[0];
  let ra = a % 13;
  for (let i = 1; i < cards.length; i++) {
    const r = cards[i] % 13;
    if (r < ra) {
      a = cards[i];
      ra = r;
    }
  }
  return a;
};
/** The first card of highest rank. */
export const highest = (cards: readonly C[]): C => {
  if (cards.length === 0) throw new TypeError('highest of no cards');
  let a = cards[0];
  let ra = a % 13;
  for (let i = 1; i < cards.length; i++) {
    const r = cards[i] % 13;
    if (r > ra) {
      a = cards[i];
      ra = r;
    }
  }
  return a;
};

/**
 * A copy of the hands before a reshaping, for putBackHands. A literal of four, not a map: map's
 * list is sometimes of another kind (holey, 44 of 3,864 copies), whose map, once met by optimised
 * code, deoptimised the function that put the hands back.
 */
export const copyHands = (hands: readonly (readonly C[])[]): C[][] => [hands[0].slice(), hands[1].slice(), hands[2].slice(), hands[3].slice()];

/**
 * The hands a reshaping copied before it began (copyHands) put back into the board's own lists,
 * in place. A loop, not a splice of the spread copy into each: that call deoptimised the shaping
 * functions that undo a trade (a map their optimised code had not seen), each then compiled again.
 */
export const putBackHands = (hands: C[][], dealt: readonly (readonly C[])[]): void => {
  for (let seat = 0; seat < 4; seat++) {
    const h = hands[seat];
    const d = dealt[seat];
    for (let i = 0; i < d.length; i++) h[i] = d[i];
    while (h.length > d.length) h.pop();
  }
};

/** The ranks of a rank mask as text, highest first (bit 12 the ace). */
const ranksText = (m: number): string => {
  let out = '';
  for (let r = 12; r >= 0; r--) if ((m >> r) & 1) out += RANKS_UP[r];
  return out;
};
// A suit's text from two small tables made once, the ace to the eight (bits 6-12) and the seven
// to the deuce (bits 0-5): a suit is two reads and a join, not a character added per card.
const HIGH_TEXT: readonly string[] = Array.from({ length: 128 }, (_, m) => ranksText(m << 6));
const LOW_TEXT: readonly string[] = Array.from({ length: 64 }, (_, m) => ranksText(m));
const suitText = (m: number): string => HIGH_TEXT[m >> 6] + LOW_TEXT[m & 63];
/** Scratch for makeHandText: the hand's rank mask in each suit. */
const HAND_MASK: number[] = [0, 0, 0, 0];

/** The rank names for a hand, suit by suit (S H D C), highest first, as in a PBN hand. */
export const makeHandText = (cards: readonly C[]): string => {
  // the hand's rank masks, then each suit's text (per suit a filter, a sort and a map came to a
  // tenth of a board's allocation in a sampling heap profile, for one call a board)
  const m = HAND_MASK;
  m[0] = m[1] = m[2] = m[3] = 0;
  for (let i = 0; i < cards.length; i++) m[suitOf(cards[i])] |= 1 << rankOf(cards[i]);
  return `${suitText(m[0])}.${suitText(m[1])}.${suitText(m[2])}.${suitText(m[3])}`;
};

export const makeDealText = (hands: readonly (readonly C[])[]): string => `N:${makeHandText(hands[0])} ${makeHandText(hands[1])} ${makeHandText(hands[2])} ${makeHandText(hands[3])}`;

export const SUIT_WORD = ['spade', 'heart', 'diamond', 'club'] as const;
export const SEAT_WORD = ['North', 'East', 'South', 'West'] as const;
