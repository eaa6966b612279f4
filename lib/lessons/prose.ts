// The prose-against-board check (content/OUTLINE.md, "Facts about a board"): every contract, score
// and trick number the prose writes out next to a board (lib/lessons/check.ts: the nearest board
// before and after it in its h2 section) must be that board's own, as its ruling gives them. A
// hypothetical example gets its own <Diagram deal=... contract=...>, whose contract and possible
// scores then count too. <BoardFact> is the way to state a board's value without repeating it.
//
// Beside an end position (a <Diagram deal=...> whose hands hold fewer than 13 cards each), the
// cards the prose names must be in it, held by a seat the sentence names if it names one ("East
// is left with the ♥5 and the ♠3"), and its trick numbers are the tricks the position has left.
// (In a full deal every card is somewhere, and "South must find the ♠Q" names the finder.)
import { possibleScores, type BoardFacts } from './facts';
import type { Hands } from './endPosition';
import { RANKS, SEATS, SUITS, type Card, type Seat, type Suit, type Vulnerability } from '../engine';
import { rankLetter, seatName, SUIT_SYMBOLS } from '../i18n/format';
import type { Locale } from '../i18n/locales';

export type SectionBoard =
  | { readonly kind: 'ruled'; readonly facts: readonly BoardFacts[] }
  | {
      readonly kind: 'diagram';
      readonly contract: string | null;
      readonly declarer: Seat | null;
      readonly vulnerable: Vulnerability | null;
      /** The diagram's deal (null for a case's diagram, which is a ruled board), and its cards a hand. */
      readonly hands: Hands | null;
      readonly cards: number;
    };

export interface ProseText {
  readonly text: string;
  readonly line: number;
}

export interface ProseProblem {
  readonly line: number;
  readonly message: string;
}

const STRAIN: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C', NT: 'NT', SA: 'NT', sang: 'NT' };

/** "4♠", "3 SA", "1NT", "3 sang": a contract's level and strain. Cards are written suit first (♠Q), so "4♠" is never a card. */
const CONTRACT = /(?<![\p{L}\p{N}§.,])([1-7])\s?(♠|♥|♦|♣|NT|SA|sang)(?![\p{L}\p{N}])/gu;
/** "+620", "−100", "-50", or an unsigned 50–2220 in tens ("420"): a score. Not "30%", not a year. */
const SCORE = /(?<![\p{L}\p{N}§.,])(?<!(?:Law|Laws|lag|lagarna|lagen|§)\s)([+−-]?)(\d{2,4})(?![\p{N}.,]?\d)(?!\s?%)(?!\p{L})/gu;
/** "trick 6", "tricks 9 and 12", "stick 9 och 12", "Stich 7": trick numbers in digits. */
const TRICKS = /\b(?:tricks?|stick|sticken|Stich|Stiche|Stichen)\s+(\d{1,2}(?:\s*(?:,|and|och|und|or|eller|oder)\s*\d{1,2})*)\b/giu;

const contractKey = (level: string, strain: string): string => `${level}${strain}`;
const keyOfContract = (c: string): string | null => {
  const m = /^([1-7])(C|D|H|S|NT)/.exec(c);
  return m ? contractKey(m[1], m[2]) : null;
};

/**
 * A weighted score worked out in the sentence itself (Law 12C1): "70% of +620 and 30% of −100,
 * +404". The percentages, in order, weigh the signed scores the sentence names that belong to
 * the board; the result is accepted when the weights add up to 100.
 */
const weightedScore = (text: string, scores: ReadonlySet<number>): number | null => {
  const weights = [...text.matchAll(/(\d{1,3})\s?%/g)].map((m) => Number(m[1]));
  const parts = [...text.matchAll(/([+−-])(\d{2,4})(?![\p{N}])/gu)].map((m) => (m[1] === '+' ? 1 : -1) * Number(m[2])).filter((n) => scores.has(Math.abs(n)));
  if (weights.length < 2 || weights.reduce((a, b) => a + b, 0) !== 100 || parts.length < weights.length) return null;
  return Math.abs(Math.round(weights.reduce((sum, w, i) => sum + (w * parts[i]) / 100, 0)));
};

/** "♥5", "♠D" (sv, de queen), "♣Kn" (sv jack), "♦10": a card as the reader's language writes it. */
const CARD = /([♠♥♦♣])\s?(Kn|10|[A-Z2-9])(?![\p{L}\p{N}])/gu;

const cardReader = (locale: Locale) => {
  const rank = new Map<string, string>(RANKS.map((r) => [rankLetter(r, locale), r]));
  const suit = new Map<string, Suit>(SUITS.map((x) => [SUIT_SYMBOLS[x], x]));
  return (symbol: string, letter: string): Card | null => {
    const r = rank.get(letter);
    const x = suit.get(symbol);
    return r && x ? (`${x}${r}` as Card) : null;
  };
};

const seatsNamed = (sentence: string, locale: Locale): Seat[] =>
  SEATS.filter((s) => new RegExp(`(?<![\\p{L}])${seatName(s, locale)}s?(?![\\p{L}])`, 'u').test(sentence)); // "Nords", "Östs": a genitive names the seat too

/** The cards a text names that no board beside it holds as it says (by a seat the sentence names). */
const checkCards = (text: string, line: number, boards: readonly SectionBoard[], locale: Locale): ProseProblem[] => {
  const read = cardReader(locale);
  const hands = boards.flatMap((b) => (b.kind === 'diagram' && b.hands && b.cards < 13 ? [b.hands] : []));
  const problems: ProseProblem[] = [];
  for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
    const seats = seatsNamed(sentence, locale);
    for (const m of sentence.matchAll(CARD)) {
      const card = read(m[1], m[2]);
      if (!card) {
        problems.push({ line, message: `"${m[0]}" is not a card as ${locale} writes it (ranks ${RANKS.map((r) => rankLetter(r, locale)).join(' ')})` });
        continue;
      }
      const holders = seats.length > 0 ? seats : SEATS;
      if (!hands.some((h) => holders.some((s) => h[s].includes(card)))) {
        const who = seats.length > 0 ? seats.map((s) => seatName(s, locale)).join(' or ') : 'any hand';
        problems.push({ line, message: `"${m[0]}" is not held by ${who} in the end position beside it` });
      }
    }
  }
  return problems;
};

export const checkProse = (texts: readonly ProseText[], boards: readonly SectionBoard[], locale: Locale = 'en'): ProseProblem[] => {
  if (boards.length === 0) return [];
  const cardsChecked = boards.some((b) => b.kind === 'diagram' && b.hands !== null && b.cards < 13);
  const contracts = new Set<string>();
  const scores = new Set<number>();
  const tricks = new Set<number>();
  let tricksOpen = false; // a deal-only diagram has no ruling: its trick numbers cannot be checked
  for (const b of boards) {
    if (b.kind === 'ruled') {
      for (const f of b.facts) {
        const k = keyOfContract(f.contract);
        if (k) contracts.add(k);
        for (const s of [f.scorePlayed, f.scoreFinal]) if (s !== null) scores.add(Math.abs(s));
        for (const t of f.tricksMentioned) tricks.add(t);
      }
    } else if (b.hands && b.cards < 13) {
      // An end position has only its last tricks left to name.
      for (let t = 14 - b.cards; t <= 13; t++) tricks.add(t);
      const k = b.contract ? keyOfContract(b.contract) : null;
      if (k) contracts.add(k);
    } else {
      tricksOpen = true;
      const k = b.contract ? keyOfContract(b.contract) : null;
      if (k) contracts.add(k);
      if (b.contract && b.declarer && b.vulnerable) for (const s of possibleScores(b.contract, b.declarer, b.vulnerable)) scores.add(Math.abs(s));
    }
  }
  const allowedContracts = [...contracts].join(', ') || 'none';
  const problems: ProseProblem[] = [];
  for (const { text, line } of texts) {
    if (cardsChecked) problems.push(...checkCards(text, line, boards, locale));
    const weighted = weightedScore(text, scores);
    for (const m of text.matchAll(CONTRACT)) {
      const k = contractKey(m[1], STRAIN[m[2]]);
      if (!contracts.has(k)) problems.push({ line, message: `"${m[0].trim()}" is not the contract of a board beside it (${allowedContracts}); use <BoardFact fact="contract"> or draw the example with <Diagram>` });
    }
    for (const m of text.matchAll(SCORE)) {
      const n = Number(m[2]);
      const signed = m[1] !== '';
      if (!signed && (n < 50 || n > 2220 || n % 10 !== 0)) continue;
      if (signed && n % 10 !== 0) continue;
      if (!scores.has(n) && n !== weighted) problems.push({ line, message: `the score ${m[0]} is not a score of a board beside it (${[...scores].sort((a, b) => a - b).join(', ') || 'none'}); use <BoardFact fact="scoreFinal">` });
    }
    if (tricksOpen) continue;
    for (const m of text.matchAll(TRICKS)) {
      for (const d of m[1].match(/\d{1,2}/g) ?? []) {
        const n = Number(d);
        if (!tricks.has(n)) problems.push({ line, message: `trick ${n} is not a trick the ruling of a board beside it refers to (${[...tricks].join(', ')}); use <BoardFact fact="revokeTrick">` });
      }
    }
  }
  return problems;
};
