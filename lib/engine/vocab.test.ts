import { describe, expect, it } from 'vitest';
import { ALL_CARDS, RANKS, RANKS_UP, SUITS, cardAt, cardIndex, rankIndex, suitIndex, type Card } from './index';
import { parseDeal, readDeal, noOwners } from './deal';
import { trickWinner } from './replay';

// The one card encoding the engine, the generator and the solver's callers share (vocab.ts).
describe('card numbers: suit * 13 + rank, suits S H D C, the deuce 0 up to the ace 12', () => {
  it('numbers the corners of the deck', () => {
    expect([cardIndex('S2'), cardIndex('SA'), cardIndex('H2'), cardIndex('DK'), cardIndex('CA')]).toEqual([0, 12, 13, 37, 51]);
    expect([suitIndex('S'), suitIndex('H'), suitIndex('D'), suitIndex('C')]).toEqual([0, 1, 2, 3]);
    expect([rankIndex('2'), rankIndex('T'), rankIndex('A')]).toEqual([0, 8, 12]);
    expect(RANKS_UP).toEqual([...RANKS].reverse());
  });

  it('gives every card one number from 0 to 51, and cardAt takes it back', () => {
    const numbers = ALL_CARDS.map(cardIndex);
    expect(new Set(numbers).size).toBe(52);
    expect(Math.min(...numbers)).toBe(0);
    expect(Math.max(...numbers)).toBe(51);
    for (const c of ALL_CARDS) expect(cardAt(cardIndex(c))).toBe(c);
    for (let i = 0; i < 52; i++) expect(cardIndex(cardAt(i))).toBe(i);
  });

  it('orders cards of one suit by rank and keeps a suit together', () => {
    for (const s of SUITS) {
      const suit = RANKS_UP.map((r) => cardIndex(`${s}${r}`));
      expect(suit).toEqual(Array.from({ length: 13 }, (_, k) => suitIndex(s) * 13 + k));
      expect(suitIndex(`${s}A`)).toBe(suitIndex(s));
    }
  });

  it('is the numbering of the deal reader: owner[cardIndex(card)] is the seat dealt it', () => {
    const text = 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765';
    const owner = noOwners();
    const deal = readDeal(text, owner);
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    ['N', 'E', 'S', 'W'].forEach((seat, i) => {
      for (const c of deal.value[seat as 'N']) expect(owner[cardIndex(c)]).toBe(i);
    });
    // Hands still read highest first in S H D C order, as the PBN text has them.
    const parsed = parseDeal(text);
    expect(parsed.ok && parsed.value.N.slice(0, 5)).toEqual(['SA', 'SK', 'SQ', 'SJ', 'HT']);
  });

  it('ranks cards in a trick the same way: the highest of the suit led wins, a trump beats it (Law 44)', () => {
    const plays = (cards: Card[]) => cards.map((card, i) => ({ seat: (['N', 'E', 'S', 'W'] as const)[i], card, at: i }));
    expect(trickWinner(plays(['H2', 'HA', 'HK', 'S3']), null)).toBe('E');
    expect(trickWinner(plays(['HT', 'H9', 'HJ', 'SA']), null)).toBe('S');
    expect(trickWinner(plays(['HT', 'H9', 'HJ', 'C2']), 'C')).toBe('W');
    expect(trickWinner(plays(['D2', 'D3', 'CA', 'D4']), 'H')).toBe('W');
  });
});
