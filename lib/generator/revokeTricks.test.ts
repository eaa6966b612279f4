// Issue 11: the trick a revoke falls on looks natural (a suit runs out where it runs out), and a
// no-trump contract is bid on hands without a singleton or void. Measured on seeds no other test
// uses; the figures per family are printed so a change that bunches them shows where.
import { describe, expect, it } from 'vitest';
import { FAMILIES, generateScenario } from './index';
import { cardIndex, isCard, parseDeal, SEATS, SUITS, type Seat } from '../engine';
import { noTrumpShape } from './contractTest';
import type { Expect } from './common';

const BOARDS = 300;
const seedOf = (i: number): number => 3_100_000 + 7_919 * i;

/** Families whose teaching point fixes the trick (Law 62D: a revoke on trick 12). */
const FIXED_TRICK: readonly string[] = ['trick12-corrected-not-established', 'trick12-corrected-established', 'trick12-too-late'];

/**
 * The most of one family's revokes a single trick may hold. A singleton in partner's suit ruffed on
 * the opening lead is the classic slip, so trick 1 holds more than any other in the families
 * about third hand's ruff; before the slip was shaped in later suits too, half of those families'
 * revokes (up to 70 %) fell on trick 1. transfer-64a1-required-card holds the most: its second
 * revoke is the lead declarer required, mostly on the trick after a slip on trick 1 (about 37 % of
 * its revokes on trick 2 over these 300 boards; the next family 30 %). The limit was 36 % on 60
 * boards a family, which that family and transfer-64a1-two met or missed by a board or two as
 * other changes moved which boards were dealt (at 60 boards one family's share moves by about 6
 * points from seed range to seed range): 300 boards and 40 % read the families' own rates.
 */
const MOST_ON_ONE_TRICK = 0.4;

describe('the tricks revokes fall on', () => {
  it(`in every family (${BOARDS} boards each) no trick holds more than ${MOST_ON_ONE_TRICK * 100} % of the revokes, and over all families none holds more than 12 %`, () => {
    const all = new Array<number>(14).fill(0);
    const lines: string[] = [];
    const bunched: string[] = [];
    for (const f of FAMILIES) {
      const d = new Array<number>(14).fill(0);
      for (let i = 0; i < BOARDS; i++) {
        const r = generateScenario(f.name, seedOf(i), f.editions[i % f.editions.length]);
        if (!r.ok) throw new Error(r.error.message);
        for (const rv of (r.value.expect as Expect).revokes) d[rv.trick]++;
      }
      lines.push(`${f.name.padEnd(38)} ${d.slice(1).map((n) => String(n).padStart(3)).join('')}`);
      // a revoke on trick 13 is impossible (one card left: it follows or has none) and on trick 12 always corrected (Law 62D)
      expect(d[13]).toBe(0);
      if (FIXED_TRICK.includes(f.name)) continue;
      d.forEach((n, t) => (all[t] += n));
      const total = d.reduce((a, b) => a + b, 0);
      const most = Math.max(...d);
      if (most / total > MOST_ON_ONE_TRICK) bunched.push(`${f.name}: ${most} of ${total} on trick ${d.indexOf(most)}`);
    }
    console.log(`revokes by trick (1..13), seeds ${seedOf(0)}+\n${lines.join('\n')}\nall ${all.slice(1).join(' ')}`);
    expect(bunched).toEqual([]);
    const total = all.reduce((a, b) => a + b, 0);
    expect(Math.max(...all) / total).toBeLessThan(0.12);
    // every trick from 1 to 11 holds some
    expect(all.slice(1, 12).every((n) => n > 0)).toBe(true);
  }, 120_000);
});

describe('no trump on balanced hands', () => {
  it('no generated no-trump contract has a singleton or void in declarer\'s or dummy\'s hand', () => {
    const bad: string[] = [];
    let nt = 0;
    for (const f of FAMILIES) {
      for (let i = 0; i < 40; i++) {
        const e = f.editions[i % f.editions.length];
        const r = generateScenario(f.name, seedOf(i) + 1, e);
        if (!r.ok) throw new Error(r.error.message);
        const c = r.value;
        if (!c.contract.endsWith('NT')) continue;
        nt++;
        const deal = parseDeal(c.deal);
        if (!deal.ok) throw new Error(c.deal);
        const declarer = SEATS.indexOf(c.declarer);
        const short = [c.declarer, SEATS[(declarer + 2) % 4]].flatMap((s: Seat) => ['S', 'H', 'D', 'C'].filter((su) => deal.value[s].filter((card) => card[0] === su).length < 2).map((su) => `${s} ${su}`));
        if (short.length) bad.push(`${f.name} ${e} ${seedOf(i) + 1} ${c.contract} by ${c.declarer}: ${short.join(', ')} (${c.deal})`);
      }
    }
    expect(nt).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  }, 120_000);

  it('the check itself: a singleton in dummy fails no trump, the same hands pass in a suit', () => {
    // North AKQ2.KQ2.KQ2.K32, South 8765.AJ43.J543.4 (a singleton club)
    const toCards = (pbn: string): number[] =>
      pbn.split('.').flatMap((suit, s) =>
        [...suit].map((r) => {
          const c = `${SUITS[s]}${r}`;
          if (!isCard(c)) throw new Error(`${c} is not a card`);
          return cardIndex(c);
        }),
      );
    const north = toCards('AKQ2.KQ2.KQ2.K32');
    const south = toCards('8765.AJ43.J543.4');
    expect(noTrumpShape({ hands: [north, [], south, []], declarer: 0, trump: -1, level: 3 })).toBe(false);
    expect(noTrumpShape({ hands: [north, [], south, []], declarer: 0, trump: 0, level: 4 })).toBe(true);
    expect(noTrumpShape({ hands: [north, [], toCards('8765.AJ4.J543.43'), []], declarer: 2, trump: -1, level: 3 })).toBe(true);
  });
});
