import { describe, expect, it } from 'vitest';
import type { Step } from '../engine';
import { makeTranslator } from './messages';
import { renderStep, sideDash } from './explain';
import type { Locale } from './locales';

// Every screen that shows a step (quiz, exam report, club presenter, room screen, phones) reads it
// through renderStep, so the capital at the citation and the one dash between sides are checked here.
const won = (toSide: 'NS' | 'EW'): Step => ({ law: '64A1', key: 'transfer.offenderWon', params: { seat: 'E', trick: 3, later: 'none', laterTrick: 0, count: 1, toSide } });

describe('renderStep', () => {
  it.each([
    ['en', 'NS', 'North–South', 'Law 64A1'],
    ['en', 'EW', 'East–West', 'Law 64A1'],
    ['sv', 'NS', 'Nord–Syd', 'Lag 64A1'],
    ['sv', 'EW', 'Öst–Väst', 'Lag 64A1'],
    ['de', 'NS', 'Nord–Süd', '§ 64 A1'],
    ['de', 'EW', 'Ost–West', '§ 64 A1'],
  ] as const)('%s, tricks to %s: the side with one dash (%s), the citation capitalised', (locale: Locale, side, words, law) => {
    const r = renderStep(won(side), makeTranslator(locale), locale, '2017');
    expect(r.text).toContain(words);
    expect(r.text).not.toMatch(/(North|South|East|West|Nord|Syd|Öst|Väst|Süd|Ost)-(North|South|East|West|Nord|Syd|Öst|Väst|Süd|Ost)/);
    expect(r.law.startsWith(law)).toBe(true);
    expect(r.text[0]).toBe(r.text[0].toLocaleUpperCase());
  });

  it('leaves a hyphen inside longer words alone', () => {
    expect(sideDash('Östersund-Västerås, Nordost-Westfalen, Öst-Väst')).toBe('Östersund-Västerås, Nordost-Westfalen, Öst–Väst');
  });
});
