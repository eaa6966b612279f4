// Cards as small integers inside the generator, for speed: the engine's card numbers (cardIndex in
// lib/engine/vocab.ts: suit * 13 + rank, suits S H D C = 0-3, rank 0 the deuce up to 12 the ace).
// Seats are indices 0-3 in the vocabulary's order N E S W.
import { SEATS, SUITS, RANKS_UP, cardAt, type Card, type Seat, type Suit } from '../engine';

export type C = number;
export type S = number;

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

/** High-card points: A4 K3 Q2 J1. */
export const hcpOf = (c: C): number => Math.max(0, rankOf(c) - 8);
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
/** The first card of lowest rank (throws on no cards, as reduce did). */
/** Sorts `xs` into increasing order in place and returns it: insertion, for the at most 13 numbers
 *  of a hand or four of its suit lengths (Array.prototype.sort allocates a work area, the largest
 *  allocation of a deal in a sampling heap profile). */
export const sortUp = (xs: number[]): number[] => {
  for (let i = 1; i < xs.length; i++) {
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
export const lowest = (cards: readonly C[]): C => {
  if (cards.length === 0) throw new TypeError('lowest of no cards');
  let a = cards[0];
  for (let i = 1; i < cards.length; i++) if (rankOf(cards[i]) < rankOf(a)) a = cards[i];
  return a;
};
/** The first card of highest rank. */
export const highest = (cards: readonly C[]): C => {
  if (cards.length === 0) throw new TypeError('highest of no cards');
  let a = cards[0];
  for (let i = 1; i < cards.length; i++) if (rankOf(cards[i]) > rankOf(a)) a = cards[i];
  return a;
};

/** The rank names for a hand in one suit, highest first, as in a PBN hand. */
export const makeHandText = (cards: readonly C[]): string => {
  // read off a mark per card, highest first (per suit a filter, a sort and a map came to a tenth
  // of a board's allocation in a sampling heap profile, for one call a board)
  const has = HAS;
  for (let i = 0; i < cards.length; i++) has[cards[i]] = 1;
  let out = '';
  for (let s = 0; s < 4; s++) {
    if (s > 0) out += '.';
    for (let c = s * 13 + 12; c >= s * 13; c--) {
      if (has[c] === 1) {
        out += RANKS_UP[rankOf(c)];
        has[c] = 0;
      }
    }
  }
  return out;
};
const HAS = new Uint8Array(52);

export const makeDealText = (hands: readonly (readonly C[])[]): string => `N:${makeHandText(hands[0])} ${makeHandText(hands[1])} ${makeHandText(hands[2])} ${makeHandText(hands[3])}`;

export const SUIT_WORD = ['spade', 'heart', 'diamond', 'club'] as const;
export const SEAT_WORD = ['North', 'East', 'South', 'West'] as const;
