// A deal or an end position for <Diagram deal="…">: PBN's deal string ("N:AK.Q..  E…"), but the
// hands may hold fewer than 13 cards, as long as all four hold the same number (an end position
// "N:.K..2 .5..3 …" with two cards each, for a trick-twelve example). The engine's parseDeal
// takes full deals only, so the lessons read their diagrams here.
import { RANKS, SEATS, SUITS, sortCards, type Card, type Rank, type Seat } from '../engine';

export type Hands = Readonly<Record<Seat, readonly Card[]>>;

export interface Position {
  readonly hands: Hands;
  /** Cards each hand holds: 13 for a full deal. */
  readonly cards: number;
}

export type PositionResult = { readonly ok: true; readonly value: Position } | { readonly ok: false; readonly error: string };

const USAGE = 'a deal is "N:" (or E:, S:, W:) and four hands separated by spaces, each four suits S.H.D.C separated by dots, e.g. "N:.K..2 .5..3 .A.4. ..A5"';

/** Reads a deal or an end position; the error says what is wrong and in which hand. */
export const parsePosition = (raw: string): PositionResult => {
  const text = raw.trim();
  const first = SEATS.indexOf(text[0] as Seat);
  if (first < 0 || text[1] !== ':') return { ok: false, error: USAGE };
  const parts = text.slice(2).trim().split(/\s+/);
  if (parts.length !== 4) return { ok: false, error: `${USAGE}; found ${parts.length} hand(s)` };
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  const seen = new Map<Card, Seat>();
  for (let i = 0; i < 4; i++) {
    const seat = SEATS[(first + i) % 4];
    const suits = parts[i].split('.');
    if (suits.length !== 4) return { ok: false, error: `hand ${seat} ("${parts[i]}") must have four suits separated by dots (S.H.D.C)` };
    for (let s = 0; s < 4; s++) {
      for (const ch of suits[s].toUpperCase()) {
        if (!(RANKS as readonly string[]).includes(ch)) return { ok: false, error: `hand ${seat}: "${ch}" is not a rank (A K Q J T 9 … 2)` };
        const card: Card = `${SUITS[s]}${ch as Rank}`;
        const other = seen.get(card);
        if (other) return { ok: false, error: `${card} is dealt twice (${other} and ${seat})` };
        seen.set(card, seat);
        hands[seat].push(card);
      }
    }
  }
  // Ace first within each suit, as a diagram shows them.
  for (const seat of SEATS) hands[seat] = sortCards(hands[seat]);
  const counts = SEATS.map((s) => hands[s].length);
  if (counts.some((c) => c !== counts[0])) {
    return { ok: false, error: `every hand must hold the same number of cards, as at the start of a trick (${SEATS.map((s, i) => `${s} ${counts[i]}`).join(', ')})` };
  }
  if (counts[0] === 0) return { ok: false, error: 'the hands hold no cards' };
  return { ok: true, value: { hands, cards: counts[0] } };
};
