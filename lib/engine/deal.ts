// Deals as PBN `Deal` tag values: "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 ...", first seat then clockwise.
import { SEATS, SUITS, RANKS, ALL_CARDS, cardAt, rankIndex, nextSeat, sortCards, type BySeat, type Card, type Seat, type Result, ok, err } from './vocab';

export type Deal = BySeat<readonly Card[]>;

/** RANK_SLOT[char code] is the rank's number (rankIndex: 0 for the deuce … 12 for the ace), upper or lower case. */
const RANK_SLOT: readonly (number | undefined)[] = (() => {
  const slots: number[] = [];
  RANKS.forEach((r) => { slots[r.charCodeAt(0)] = rankIndex(r); slots[r.toLowerCase().charCodeAt(0)] = rankIndex(r); });
  return slots;
})();
const FIRST_SEAT: Readonly<Record<string, Seat>> = { N: 'N', E: 'E', S: 'S', W: 'W' };
const USAGE = 'the deal must be a first seat, a colon, then four hands separated by spaces, e.g. "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 ..."';

const NOBODY: readonly number[] = new Array<number>(52).fill(-1);

/** A fresh owner table for readDeal: every card's owner unknown (-1). */
export const noOwners = (): number[] => NOBODY.slice();

/** Parses a PBN deal in one pass over the text (every ruling starts here, so it is kept lean). */
export const parseDeal = (raw: string): Result<Deal, string> => readDeal(raw, noOwners());

/**
 * parseDeal that also fills `owner` (from noOwners()): owner[cardIndex(card)] is the index in
 * SEATS (N E S W) of the seat dealt the card;
 * and, if given, `suitLengths` (16 zeros): suitLengths[seat * 4 + suit] is the length of that suit.
 * The replay starts from these tables, so it need not read the cards' names again.
 */
export const readDeal = (raw: string, owner: number[], suitLengths?: number[]): Result<Deal, string> => {
  const hands: Card[][] = [[], [], [], []];
  const e = scanDeal(raw, owner, suitLengths, hands);
  if (e !== null) return err(e);
  return ok({ N: hands[0], E: hands[1], S: hands[2], W: hands[3] });
};

/** readDeal without the hands as card lists: what a ruling needs (the owner table and suit
 *  lengths), or the error. `owner` may hold anything on entry (a good deal writes all 52 entries). */
export const checkDeal = (raw: string, owner: number[], suitLengths: number[]): string | null => {
  if (scanPlainDeal(raw, owner, suitLengths)) return null;
  // Anything unusual (blanks around it, "10", an error): the owners start unknown and the careful
  // scan gives its answer.
  for (let i = 0; i < 52; i++) owner[i] = -1;
  return scanDeal(raw, owner, suitLengths, null);
};

/**
 * checkDeal's pass over a deal written plainly ("N:" then four hands of thirteen cards, single
 * spaces, nothing around it): one loop, without scanDeal's trimming, counting of spaces first,
 * search for each hand's end and error paths, and with the cards seen kept in two bit masks, so
 * that the owner table is only written (52 cards, none twice: every entry), never cleared first
 * or read. True when the deal is good, the tables then filled exactly as scanDeal fills them;
 * false as soon as anything is unusual. (Every ruling reads its deal here. Callgrind over the
 * saved boards, docs/engine.md "Measuring": the deal's reading 7,150 → 5,640 instructions a
 * ruling, and the clearing of the owner table before it, about 890, gone.)
 */
const scanPlainDeal = (raw: string, owner: number[], suitLengths: number[]): boolean => {
  const f = raw.charCodeAt(0);
  let s = f === 78 ? 0 : f === 69 ? 1 : f === 83 ? 2 : f === 87 ? 3 : -1;
  if (s < 0 || raw.charCodeAt(1) !== 58 /* : */) return false;
  // Bit k of `low` is card k (spades and hearts), bit k - 26 of `high` card k (diamonds and clubs).
  let low = 0;
  let high = 0;
  let hands = 0;
  let suit = 0;
  let count = 0;
  let suitStart = 0;
  for (let i = 2; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code === 46 /* . */) {
      if (suit === 3) return false;
      suitLengths[s * 4 + suit] = count - suitStart;
      suitStart = count;
      suit++;
      continue;
    }
    if (code === 32 /* space: the next hand */) {
      if (suit !== 3 || count !== 13) return false;
      suitLengths[s * 4 + 3] = 13 - suitStart;
      s = (s + 1) & 3;
      hands++;
      suit = 0;
      count = 0;
      suitStart = 0;
      continue;
    }
    const slot = RANK_SLOT[code];
    if (slot === undefined) return false;
    const k = suit * 13 + slot;
    if (k < 26) {
      const bit = 1 << k;
      if ((low & bit) !== 0) return false;
      low |= bit;
    } else {
      const bit = 1 << (k - 26);
      if ((high & bit) !== 0) return false;
      high |= bit;
    }
    owner[k] = s;
    count++;
  }
  if (hands !== 3 || suit !== 3 || count !== 13) return false;
  suitLengths[s * 4 + 3] = 13 - suitStart;
  return true;
};

/** Whether a character code is white space that trim() removes (ECMAScript WhiteSpace and LineTerminator). */
const isBlank = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
  || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

// Reads the text in place by character codes: trim, slice and split made six strings a deal and
// looked each one up in V8's string table: 4,700 of 77,800 instructions a ruling (callgrind, docs/engine.md).
const scanDeal = (raw: string, owner: number[], suitLengths: number[] | undefined, hands: Card[][] | null): string | null => {
  let from = 0;
  let to = raw.length;
  while (from < to && isBlank(raw.charCodeAt(from))) from++;
  while (to > from && isBlank(raw.charCodeAt(to - 1))) to--;
  const first = FIRST_SEAT[raw.charAt(from)];
  if (!first || raw.charCodeAt(from + 1) !== 58 /* : */) return USAGE;
  // The four hands, separated by single spaces: exactly three spaces after the colon.
  const start = from + 2;
  let spaces = 0;
  for (let i = raw.indexOf(' ', start); i >= 0 && i < to; i = raw.indexOf(' ', i + 1)) spaces++;
  if (spaces !== 3) return USAGE;
  let seat = first;
  let seatIndex = SEATS.indexOf(first);
  let h0 = start;
  for (let part = 0; part < 4; part++) {
    const h1 = part === 3 ? to : raw.indexOf(' ', h0);
    let count = 0;
    let suit = 0;
    let suitStart = 0;
    for (let i = h0; i < h1; i++) {
      let code = raw.charCodeAt(i);
      if (code === 46 /* . */) {
        if (suitLengths) suitLengths[seatIndex * 4 + suit] = count - suitStart;
        suitStart = count;
        if (++suit > 3) return `${seat}'s hand "${raw.slice(h0, h1)}" must have four suits separated by dots (spades.hearts.diamonds.clubs)`;
        continue;
      }
      if (code === 49 /* 1 */ && i + 1 < h1 && raw.charCodeAt(i + 1) === 48 /* 0 */) { code = 84 /* T */; i++; }
      const slot = RANK_SLOT[code];
      if (slot === undefined) return `${seat}'s hand has "${raw[i]}", which is not a rank (AKQJT98765432)`;
      const k = suit * 13 + slot;
      if (owner[k] !== -1) return `${cardAt(k)} appears twice in the deal`;
      owner[k] = seatIndex;
      if (hands) hands[seatIndex].push(cardAt(k));
      count++;
    }
    if (suit !== 3) return `${seat}'s hand "${raw.slice(h0, h1)}" must have four suits separated by dots (spades.hearts.diamonds.clubs)`;
    if (suitLengths) suitLengths[seatIndex * 4 + 3] = count - suitStart;
    if (count !== 13) return `${seat} holds ${count} cards; every hand needs 13`;
    seat = nextSeat(seat);
    seatIndex = (seatIndex + 1) % 4;
    h0 = h1 + 1;
  }
  return null;
};

export const makeHand = (cards: readonly Card[]): string =>
  SUITS.map((s) => sortCards(cards.filter((c) => c[0] === s)).map((c) => c[1]).join('')).join('.');

export const makeDeal = (deal: Deal, first: Seat = 'N'): string =>
  `${first}:` + [0, 1, 2, 3].map((i) => makeHand(deal[nextSeat(first, i)])).join(' ');

export const isFullDeck = (deal: Deal): boolean =>
  new Set(SEATS.flatMap((s) => deal[s])).size === ALL_CARDS.length;
