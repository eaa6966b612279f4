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
export const hcp = (cards: readonly C[]): number => cards.reduce((n, c) => n + hcpOf(c), 0);

export const inSuit = (cards: readonly C[], suit: number): C[] => cards.filter((c) => suitOf(c) === suit);
export const countSuit = (cards: readonly C[], suit: number): number => {
  let n = 0;
  for (const c of cards) if (suitOf(c) === suit) n++;
  return n;
};
export const lowest = (cards: readonly C[]): C => cards.reduce((a, b) => (rankOf(b) < rankOf(a) ? b : a));
export const highest = (cards: readonly C[]): C => cards.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a));

/** The rank names for a hand in one suit, highest first, as in a PBN hand. */
export const makeHandText = (cards: readonly C[]): string =>
  [0, 1, 2, 3]
    .map((s) =>
      inSuit(cards, s)
        .sort((a, b) => b - a)
        .map((c) => RANKS_UP[rankOf(c)])
        .join(''),
    )
    .join('.');

export const makeDealText = (hands: readonly (readonly C[])[]): string => 'N:' + hands.map(makeHandText).join(' ');

export const SUIT_WORD = ['spade', 'heart', 'diamond', 'club'] as const;
export const SEAT_WORD = ['North', 'East', 'South', 'West'] as const;
