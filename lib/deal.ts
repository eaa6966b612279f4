// Deals as PBN `Deal` tag values: "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 ...", first seat then clockwise.
import { SEATS, SUITS, RANKS, ALL_CARDS, nextSeat, sortCards, type BySeat, type Card, type Rank, type Seat, type Result, ok, err } from './vocab';

export type Deal = BySeat<readonly Card[]>;

export const parseDeal = (text: string): Result<Deal, string> => {
  const m = /^([NESW]):(\S*) (\S*) (\S*) (\S*)$/.exec(text.trim());
  if (!m) return err('the deal must be a first seat, a colon, then four hands separated by spaces, e.g. "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 ..."');
  const first = m[1] as Seat;
  const hands: Partial<Record<Seat, Card[]>> = {};
  const seen = new Set<Card>();
  for (let i = 0; i < 4; i++) {
    const seat = nextSeat(first, i);
    const parts = m[2 + i].split('.');
    if (parts.length !== 4) return err(`${seat}'s hand "${m[2 + i]}" must have four suits separated by dots (spades.hearts.diamonds.clubs)`);
    const cards: Card[] = [];
    for (const [si, ranks] of parts.entries()) {
      for (const r of ranks.toUpperCase().replace(/10/g, 'T')) {
        if (!(RANKS as readonly string[]).includes(r)) return err(`${seat}'s hand has "${r}", which is not a rank (AKQJT98765432)`);
        const card = `${SUITS[si]}${r as Rank}` as Card;
        if (seen.has(card)) return err(`${card} appears twice in the deal`);
        seen.add(card);
        cards.push(card);
      }
    }
    if (cards.length !== 13) return err(`${seat} holds ${cards.length} cards; every hand needs 13`);
    hands[seat] = sortCards(cards);
  }
  return ok({ N: hands.N!, E: hands.E!, S: hands.S!, W: hands.W! });
};

export const makeHand = (cards: readonly Card[]): string =>
  SUITS.map((s) => sortCards(cards.filter((c) => c[0] === s)).map((c) => c[1]).join('')).join('.');

export const makeDeal = (deal: Deal, first: Seat = 'N'): string =>
  `${first}:` + [0, 1, 2, 3].map((i) => makeHand(deal[nextSeat(first, i)])).join(' ');

export const isFullDeck = (deal: Deal): boolean =>
  new Set(SEATS.flatMap((s) => deal[s])).size === ALL_CARDS.length;
