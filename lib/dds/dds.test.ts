import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ddTable, ddsAvailable, declarerTricksDD, solveFrom } from './index';
import { measureBoard, summarise, type BoardMeasure } from './measure';
import { FAMILIES, generateScenario } from '../generator';

// North holds every top card: 13 tricks at no trump and in spades; West, with one spade, ruffs
// nothing at no trump but scores his trump at hearts, diamonds and clubs.
const TOP = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';

describe.skipIf(!ddsAvailable())('the libdds binding', () => {
  it('a full table: North makes 13 tricks at no trump and in spades, 12 in the other suits', () => {
    const t = ddTable(TOP);
    expect([t.NT.N, t.S.N, t.H.N, t.D.N, t.C.N]).toEqual([13, 13, 12, 12, 12]);
    expect(t.NT.E).toBe(0);
  });

  it('one contract from the opening lead, and a position with a card already in the trick', () => {
    expect(declarerTricksDD(TOP, 'NT', 'N')).toBe(13);
    // East leads the spade ten and North has won it: from trick 2, North (on lead) takes all 12
    expect(solveFrom('N:KQJ.AKQ.AKQ.AKQ 987.JT9.JT9.JT9 543.876.876.876 .5432.5432.5432', 'NT', 'N')).toBe(12);
    // East has led the spade ten into trick 1: South to play, and North-South take all 13
    expect(solveFrom('N:AKQJ.AKQ.AKQ.AKQ 987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432', 'NT', 'E', ['ST'])).toBe(13);
  });

  it('after the last trick nothing is left to win, and a position that is none is refused before libdds writes its dump.txt', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dds-'));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      // every card played: libdds would answer -2 (zero cards) and write dump.txt
      expect(solveFrom('N:... ... ... ...', 'NT', 'N')).toBe(0);
      // three cards in the last trick: West alone still to play, and wins it with the ace
      expect(solveFrom('N:... ... ... A...', 'NT', 'N', ['S2', 'S3', 'S4'])).toBe(1);
      // West has no card while the others hold one (libdds's -14)
      expect(() => solveFrom('N:A... K... Q... ...', 'NT', 'N')).toThrow(/hands of 1, 1, 1, 0 cards/);
      expect(existsSync(join(dir, 'dump.txt'))).toBe(false);
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Seeds the repo's other tests do not use (the issue measured on such seeds): twelve boards per family. */
const seedsFor = (editions: number): number[] => Array.from({ length: Math.ceil(12 / editions) }, (_, i) => 900_001 + 17_389 * i);

// Issue 11's contract test over a bounded sample (about 500 boards, some seconds of solving).
// The goals are 98 % of every family's boards meeting it, contracts under 0.8 tricks from double
// dummy on average, and declarer's tricks as played within one trick of double dummy on average.
// The floors are what the generator reaches now, less a margin for the play policy's changes
// (which move which deals are redealt), so that no change makes the boards less believable.
// With the way down counted further (contractTest.ts, SHORT_TAIL and ENTRY_RISK), over 8,236
// boards (200 a family) on each of the seeds 70, 80, 90 and 100 million, 99.81 %, 99.76 %,
// 99.70 % and 99.60 % meet the test, every family from 99.0 %, 99.0 %, 99.0 % and 98.5 % (80 and
// 90 measured before transfer-64a1-required-card bid its shaped hands again; before: 99.39 %,
// 99.59 %, 99.51 % and 99.51 %, from 97.0 %, 98.0 %, 98.0 % and 98.5 %; on seeds 11 and 41
// million, from 97.0 % and 96.5 %). This test's sample: 100 % now. Before that,
// 99.8 % of these boards meet the test, contracts 0.65 tricks from double dummy; over 12,300
// boards on seeds 13,000,000+ (300 a family, lib/dds/measureFamilies.ts) 99.49 % and 0.624, every
// family from 97.7 %, over 8,236 on seeds 11,000,000+ (200 a family) 99.44 % and 0.615, the
// families from 97.0 %, and over 12,300 on seeds 17,000,000+ 99.46 % and 0.620, from 98.3 %
// (before defVoidRuffs, defRuffEntries and NT_SPREAD: 99.4 % and 0.64 here, 99.36 %, 99.34 % and
// 99.23 % on those three, the families from 98.0 %, 97.5 % and 98.0 %; before the ruff and
// trump-trick features and the centring of every strain:
// 99.0 % and 0.67 here, 98.99 % and 0.635 on the first seeds, 99.17 % and 0.624 on the second,
// the families from 97.7 % and 98.0 %; before the estimate was refitted, 97.5 % and 0.743 on
// seeds 11,000,000+, the families from 94.5 %).
// Twelve boards a family cannot tell 98 % from 92 %, so the family floor lets two of them miss.
// Play: 0.97 on these boards (0.96 before those three), and 0.906 over 7,433 boards on seeds
// 11,000,000+ (0.909 there before
// the estimate was refitted: the contracts moved which deals these are, not how they are played),
// so its floor is the goal itself, one trick.
const FLOOR = { everyBoard: 0.985, family: 0.83, distance: 0.7, play: 1 };

describe.skipIf(!ddsAvailable())("the generator's contracts against double dummy", () => {
  const all: (BoardMeasure & { label: string })[] = [];
  it.each(FAMILIES.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const ms: (BoardMeasure & { label: string })[] = [];
    for (const e of f.editions) {
      for (const seed of seedsFor(f.editions.length)) {
        const r = generateScenario(f.name, seed, e);
        if (!r.ok) throw new Error(r.error.message);
        ms.push({ ...measureBoard(r.value), label: `${f.name} ${e} ${seed} ${r.value.contract} by ${r.value.declarer}` });
      }
    }
    all.push(...ms);
    const m = summarise(ms);
    expect(m.fitShare, m.misfits.join('\n')).toBeGreaterThanOrEqual(FLOOR.family);
    // some deals take libdds a second or more, and a loaded machine slows it; nothing timed is asserted
  }, 60_000);

  it('over every family: the share that meets the test, and the distances from double dummy', () => {
    if (all.length === 0) return; // run alone: nothing was measured
    const m = summarise(all);
    console.log(`dds: ${all.length} boards, ${(m.fitShare * 100).toFixed(1)} % meet the contract test, contracts ${m.meanDistance.toFixed(2)} tricks from double dummy, play ${m.meanPlayDistance.toFixed(2)}`);
    expect(m.fitShare, m.misfits.join('\n')).toBeGreaterThanOrEqual(FLOOR.everyBoard);
    expect(m.meanDistance).toBeLessThan(FLOOR.distance);
    expect(m.meanPlayDistance).toBeLessThan(FLOOR.play);
  });
});
