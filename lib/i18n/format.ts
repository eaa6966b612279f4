// Cards, seats, suits, contracts and law citations in the reader's letters (glossary.md).
// Files and case data always use N E S W, S H D C and AKQJT; only the screen uses these.
import { rankOf, suitOf, type Card, type Edition, type Rank, type Seat, type Suit, type Vulnerability } from '../engine';
import type { Locale } from './locales';

type ByLocale<T> = Readonly<Record<Locale, T>>;

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

const SUIT_NAMES: ByLocale<Record<Suit, string>> = {
  en: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  sv: { S: 'spader', H: 'hjärter', D: 'ruter', C: 'klöver' },
  de: { S: 'Pik', H: 'Coeur', D: 'Karo', C: 'Treff' },
};

/** Rank letters as printed on a diagram; only the picture cards differ. */
const RANK_LETTERS: ByLocale<Partial<Record<Rank, string>>> = {
  en: { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' },
  sv: { A: 'E', K: 'K', Q: 'D', J: 'Kn', T: '10' },
  de: { A: 'A', K: 'K', Q: 'D', J: 'B', T: '10' },
};

const RANK_NAMES: ByLocale<Record<Rank, string>> = {
  en: { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten', 9: 'nine', 8: 'eight', 7: 'seven', 6: 'six', 5: 'five', 4: 'four', 3: 'three', 2: 'two' },
  sv: { A: 'ess', K: 'kung', Q: 'dam', J: 'knekt', T: 'tia', 9: 'nia', 8: 'åtta', 7: 'sjua', 6: 'sexa', 5: 'femma', 4: 'fyra', 3: 'trea', 2: 'tvåa' },
  de: { A: 'Ass', K: 'König', Q: 'Dame', J: 'Bube', T: 'Zehn', 9: 'Neun', 8: 'Acht', 7: 'Sieben', 6: 'Sechs', 5: 'Fünf', 4: 'Vier', 3: 'Drei', 2: 'Zwei' },
};

const SEAT_LETTERS: ByLocale<Record<Seat, string>> = {
  en: { N: 'N', E: 'E', S: 'S', W: 'W' },
  sv: { N: 'N', E: 'Ö', S: 'S', W: 'V' },
  de: { N: 'N', E: 'O', S: 'S', W: 'W' },
};

const SEAT_NAMES: ByLocale<Record<Seat, string>> = {
  en: { N: 'North', E: 'East', S: 'South', W: 'West' },
  sv: { N: 'Nord', E: 'Öst', S: 'Syd', W: 'Väst' },
  de: { N: 'Nord', E: 'Ost', S: 'Süd', W: 'West' },
};

export const suitSymbol = (s: Suit): string => SUIT_SYMBOLS[s];
export const suitName = (s: Suit, locale: Locale): string => SUIT_NAMES[locale][s];
export const rankLetter = (r: Rank, locale: Locale): string => RANK_LETTERS[locale][r] ?? r;
export const seatLetter = (s: Seat, locale: Locale): string => SEAT_LETTERS[locale][s];
export const seatName = (s: Seat, locale: Locale): string => SEAT_NAMES[locale][s];

/** "♠D" in Swedish for the queen of spades: symbol and local rank letter, for diagrams and prose. */
export const formatCard = (c: Card, locale: Locale): string => SUIT_SYMBOLS[suitOf(c)] + rankLetter(rankOf(c), locale);

/** The card in words, for screen readers: "queen of spades", "spader dam", "Pik Dame". */
export const cardName = (c: Card, locale: Locale): string => {
  const suit = SUIT_NAMES[locale][suitOf(c)];
  const rank = RANK_NAMES[locale][rankOf(c)];
  switch (locale) {
    case 'en':
      return `${rank} of ${suit}`;
    case 'sv':
    case 'de':
      return `${suit} ${rank}`;
  }
};

const LAW_REF = /^(\d+)([A-Z]?)(.*)$/;

/**
 * A law citation in the local style: en "Law 64A1 (2017)", sv "lag 64A1 (2017)",
 * de "§ 64 A1 TBR (2017)". The edition is left out when not given.
 */
export const formatLaw = (ref: string, locale: Locale, edition?: Edition): string => {
  const suffix = edition ? ` (${edition})` : '';
  switch (locale) {
    case 'en':
      return `Law ${ref}${suffix}`;
    case 'sv':
      return `lag ${ref}${suffix}`;
    case 'de': {
      const m = LAW_REF.exec(ref);
      const body = m ? [m[1], m[2] + m[3]].filter(Boolean).join(' ') : ref;
      return `§ ${body} TBR${suffix}`;
    }
  }
};

const NT: ByLocale<string> = { en: 'NT', sv: ' NT', de: ' SA' };
const DOUBLED: ByLocale<Record<string, string>> = {
  en: { '': '', X: 'X', XX: 'XX' },
  sv: { '': '', X: ' D', XX: ' RD' },
  de: { '': '', X: ' X', XX: ' XX' },
};

/** "4S" → "4♠", "3NT" → "3NT" / "3 NT" / "3 SA", with doubling in the local letters. */
export const formatContract = (text: string, locale: Locale): string => {
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(text);
  if (!m) return text;
  const strain = m[2] === 'NT' ? NT[locale] : SUIT_SYMBOLS[m[2] as Suit];
  return `${m[1]}${strain}${DOUBLED[locale][m[3]]}`;
};

/** The contract in words for screen readers: "4 spades", "3 NT"; doubling spelled by the caller. */
export const contractName = (text: string, locale: Locale): string => {
  const m = /^([1-7])(C|D|H|S|NT)/.exec(text);
  if (!m) return text;
  return m[2] === 'NT' ? `${m[1]}${NT[locale]}` : `${m[1]} ${SUIT_NAMES[locale][m[2] as Suit]}`;
};

export type VulnerabilityKey = 'none' | 'ns' | 'ew' | 'all';
export const vulnerabilityKey = (v: Vulnerability): VulnerabilityKey => v.toLowerCase() as VulnerabilityKey;

/**
 * Step params by naming convention (lib/ruling.ts Step): `trick`/`…Trick` numbers stay numbers,
 * `card`/`…Card` cards and `seat`/`…Seat` seats are written in the reader's letters,
 * `suit`/`…Suit` suits as symbol and name.
 */
export const paramKind = (name: string): 'trick' | 'card' | 'seat' | 'suit' | 'other' => {
  if (name === 'trick' || name.endsWith('Trick')) return 'trick';
  if (name === 'card' || name.endsWith('Card')) return 'card';
  if (name === 'seat' || name.endsWith('Seat')) return 'seat';
  if (name === 'suit' || name.endsWith('Suit')) return 'suit';
  return 'other';
};

export const formatStepParams = (params: Readonly<Record<string, string | number>>, locale: Locale): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = paramKind(name);
    if (kind === 'card' && typeof value === 'string' && /^[SHDC][AKQJT98765432]$/.test(value)) out[name] = formatCard(value as Card, locale);
    else if (kind === 'seat' && typeof value === 'string' && /^[NESW]$/.test(value)) out[name] = seatName(value as Seat, locale);
    else if (name === 'contract' && typeof value === 'string') out[name] = formatContract(value, locale);
    else if (kind === 'suit' && typeof value === 'string' && /^[SHDC]$/.test(value)) out[name] = `${SUIT_SYMBOLS[value as Suit]} ${SUIT_NAMES[locale][value as Suit]}`;
    else out[name] = value;
  }
  return out;
};
