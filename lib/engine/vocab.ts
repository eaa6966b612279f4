// The vocabulary every other module speaks: seats, suits, ranks, cards, editions.
// Each type is built from an `as const` list so the list and the type cannot drift apart.

export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Strain = (typeof STRAINS)[number];

/** Highest first, as in a PBN hand. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Suit}${Rank}`;

export const EDITIONS = ['1997', '2007', '2017'] as const;
export type Edition = (typeof EDITIONS)[number];

export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

export type Side = 'NS' | 'EW';

/** A map with a value for every seat: total by construction. */
export type BySeat<T> = { readonly [S in Seat]: T };

/** Every card in PBN order, S H D C and each suit highest first (not the order of cardIndex). */
export const ALL_CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r): Card => `${s}${r}`));

export const isSeat = (x: unknown): x is Seat => typeof x === 'string' && (SEATS as readonly string[]).includes(x);
export const isSuit = (x: unknown): x is Suit => typeof x === 'string' && (SUITS as readonly string[]).includes(x);
export const isCard = (x: unknown): x is Card =>
  typeof x === 'string' && x.length === 2 && isSuit(x[0]) && (RANKS as readonly string[]).includes(x[1]);

// One card encoding for the engine, the generator and the solver's callers: a card is the integer
// suit * 13 + rank, the suit its place in SUITS (S H D C = 0-3) and the rank counted up from the
// deuce (0) to the ace (12), so that within a suit a higher card has a higher number.
/** Ranks lowest first: RANKS_UP[i] is the rank numbered i (the deuce 0 … the ace 12). */
export const RANKS_UP: readonly Rank[] = [...RANKS].reverse();
/** The cards by number: CARDS_BY_INDEX[suit * 13 + rank]. */
const CARDS_BY_INDEX: readonly Card[] = SUITS.flatMap((s) => RANKS_UP.map((r): Card => `${s}${r}`));
// Numbers by character code, so that a card's number costs no string work (the replay reads one
// for every card played).
const SUIT_AT: number[] = [];
const RANK_AT: number[] = [];
SUITS.forEach((x, i) => { SUIT_AT[x.charCodeAt(0)] = i; });
RANKS_UP.forEach((x, i) => { RANK_AT[x.charCodeAt(0)] = i; });
/** A suit's place in SUITS (S H D C = 0-3); given a card, its suit's. */
export const suitIndex = (x: Suit | Card): number => SUIT_AT[x.charCodeAt(0)];
/** A rank's number: the deuce 0 … the ace 12. */
export const rankIndex = (r: Rank): number => RANK_AT[r.charCodeAt(0)];
/** A card's number: suit * 13 + rank (see above). */
export const cardIndex = (c: Card): number => SUIT_AT[c.charCodeAt(0)] * 13 + RANK_AT[c.charCodeAt(1)];
/** The card with a number from 0 to 51 (cardIndex's inverse). */
export const cardAt = (i: number): Card => CARDS_BY_INDEX[i];

export const suitOf = (c: Card): Suit => c[0] as Suit;
export const rankOf = (c: Card): Rank => c[1] as Rank;
const RANK_VALUE: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((r, i) => [r, 14 - i]));
/** 14 for the ace down to 2 for the deuce. */
export const rankValue = (r: Rank): number => RANK_VALUE[r];

// Comparisons rather than a keyed lookup: this runs for every card of every replay.
const seatIndex = (s: Seat): number => (s === 'N' ? 0 : s === 'E' ? 1 : s === 'S' ? 2 : 3);
export const nextSeat = (s: Seat, steps = 1): Seat => SEATS[(seatIndex(s) + steps) % 4];
export const partnerOf = (s: Seat): Seat => nextSeat(s, 2);
export const sideOf = (s: Seat): Side => (s === 'N' || s === 'S' ? 'NS' : 'EW');
const isNS = (s: Seat): boolean => s === 'N' || s === 'S';
export const otherSide = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');
export const sameSide = (a: Seat, b: Seat): boolean => isNS(a) === isNS(b);

export const bySeat = <T>(f: (s: Seat) => T): BySeat<T> => ({ N: f('N'), E: f('E'), S: f('S'), W: f('W') });

/** Sort a hand highest first within suits in S H D C order (the PBN order). */
export const sortCards = (cards: readonly Card[]): Card[] =>
  [...cards].sort((a, b) => SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b)));

/** A success-or-error value: the only road from raw input to checked values. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
