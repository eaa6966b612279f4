import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FAMILIES, generateAttempts, generateScenario, type FamilyInfo } from './index';
import { FAMILY_NAMES, type FamilyName } from './familyNames';
import { parseCaseFile, SEATS, type CaseFile } from '../engine';
import { ruleCase } from '../engine';
import { cardIndex, isFullDeck, parseContract, parseDeal, suitIndex, trumpOf } from '../engine';
import type { Edition } from '../engine';
import { boardProblems } from './validate';
import { Sim } from './sim';
import type { Expect } from './common';

const SEEDS = 200;

/** Paths where `want` differs from `got`: every key of `want` must equal `got`'s; arrays item by item and by length. */
const mismatches = (want: unknown, got: unknown, path = ''): string[] => {
  if (Array.isArray(want)) {
    if (!Array.isArray(got)) return [`${path}: expected an array, got ${JSON.stringify(got)}`];
    if (want.length !== got.length) return [`${path}: expected ${want.length} items, got ${got.length} (${JSON.stringify(got)})`];
    return want.flatMap((w, i) => mismatches(w, got[i], `${path}[${i}]`));
  }
  if (want !== null && typeof want === 'object') {
    if (got === null || typeof got !== 'object') return [`${path}: expected an object, got ${JSON.stringify(got)}`];
    return Object.entries(want).flatMap(([k, w]) => mismatches(w, (got as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
  }
  return want === got ? [] : [`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`];
};

/** Everything wrong with one generated board, as short messages (empty when the board is right). */
const problemsOf = (f: FamilyInfo, edition: Edition, seed: number): string[] => {
  const r = generateScenario(f.name, seed, edition);
  if (!r.ok) return [`${r.error.code}: ${r.error.message}`];
  const c: CaseFile = r.value;
  const out: string[] = [];
  const deal = parseDeal(c.deal);
  if (!deal.ok || !isFullDeck(deal.value)) out.push(`deal is not a full deck: ${c.deal}`);
  if (!c.title) out.push('no title');
  out.push(...boardProblems(c));
  const exp = c.expect as { revokes: { status: string; transfer?: number | null; rule?: string | null }[] };
  // the family's declared intent is among the revokes the board expects
  const t = f.targetByEdition[edition]!;
  if (!exp.revokes.some((x) => x.status === t.status && x.transfer === t.transfer && (x.rule === undefined || x.rule === t.rule))) {
    out.push(`expect ${JSON.stringify(exp.revokes)} does not carry the family's target ${JSON.stringify(t)}`);
  }
  const parsed = parseCaseFile(JSON.parse(JSON.stringify(c)));
  if (!parsed.ok) return [...out, `parse: ${parsed.error.message}`];
  const ruled = ruleCase(parsed.value);
  if (!ruled.ok) return [...out, `engine rejects action ${ruled.error.action}: ${ruled.error.message}`];
  return [...out, ...mismatches(c.expect, ruled.value)];
};

describe.each(FAMILIES.map((f) => [f.name, f] as const))('family %s', (_name, f) => {
  it.each(f.editions.map((e) => [e]))(`%s: ${SEEDS} seeds give valid boards that the engine rules exactly as intended`, (edition) => {
    const failures: string[] = [];
    for (let seed = 0; seed < SEEDS && failures.length < 5; seed++) {
      const p = problemsOf(f, edition, seed);
      if (p.length) failures.push(`seed ${seed}: ${p.join('; ')}`);
    }
    expect(failures).toEqual([]);
    // 200 boards dealt and ruled: about a second alone, past the default 5 s on a loaded machine
  }, 30_000);
});

describe('the family list', () => {
  it('covers every family name once, in difficulty order', () => {
    expect([...FAMILIES.map((f) => f.name)].sort()).toEqual([...FAMILY_NAMES].sort());
    const d = FAMILIES.map((f) => f.difficulty);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(new Set(d)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('gives each family a short teaching point and a target for each of its editions', () => {
    for (const f of FAMILIES) {
      expect(f.teaches.length).toBeGreaterThan(10);
      expect(Object.keys(f.targetByEdition).sort()).toEqual([...f.editions].sort());
      expect(f.target).toEqual(f.targetByEdition[f.editions[f.editions.length - 1]]);
    }
  });
});

describe('bad requests', () => {
  it.each([
    ['an unknown family', 'no-such-family', 1, '2017', 'unknown-family'],
    ['a negative seed', 'transfer-64a1-two', -1, '2017', 'bad-seed'],
    ['a fractional seed', 'transfer-64a1-two', 1.5, '2017', 'bad-seed'],
    ['a seed beyond the safe integers', 'transfer-64a1-two', 2 ** 53, '2017', 'bad-seed'],
    ['a 1997-only family in 2017', 'transfer-1997-extra-trick', 1, '2017', 'edition-not-applicable'],
    ['an edition that does not exist', 'transfer-64a1-two', 1, '2003', 'edition-not-applicable'],
  ])('%s is refused with a coded error', (_name, family, seed, edition, code) => {
    const r = generateScenario(family as FamilyName, seed, edition as Edition);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('takes the largest safe seed', () => {
    expect(generateScenario('score-game-bonus', Number.MAX_SAFE_INTEGER, '2007').ok).toBe(true);
  });
});

const PAIRS = FAMILIES.flatMap((f) => f.editions.map((e) => [f.name, e] as const));

describe('determinism', () => {
  it('same family, seed and edition give the same board (fast-check prints the failing seed)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAIRS), fc.maxSafeNat(), ([family, edition], seed) => {
        expect(generateScenario(family, seed, edition)).toEqual(generateScenario(family, seed, edition));
      }),
      { numRuns: 150 },
    );
    // 300 boards: as the 200-seed tests above
  }, 30_000);

  // Pins every family's board for one seed: a change on another machine (or an unintended change
  // to the generator) shows here. When the generator is changed on purpose, update the fingerprint.
  it('gives the same boards on any machine (fingerprint of seed 12345 in every family and edition)', () => {
    let h = 0x811c9dc5;
    for (const [family, edition] of PAIRS) {
      const t = JSON.stringify(generateScenario(family, 12345, edition));
      for (let i = 0; i < t.length; i++) {
        h ^= t.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
      }
    }
    expect((h >>> 0).toString(16)).toBe('dca0fd73');
  });

  it('different seeds give different deals', () => {
    const deals = new Set(Array.from({ length: 50 }, (_, s) => {
      const r = generateScenario('transfer-64a2-later-trick', s, '2017');
      return r.ok ? r.value.deal : `error ${s}`;
    }));
    expect(deals.size).toBe(50);
  });

  it('needs only a few deals per board (constructive, not blind retries)', () => {
    for (const [family, edition] of PAIRS) {
      let attempts = 0;
      for (let s = 0; s < 20; s++) attempts += generateAttempts(family, s, edition).attempts;
      // most deals turned down are turned down by the contract test before any play (an estimate
      // of the hands, no play); the score families and transfer-64a1-required-card, which need a
      // play result or a shape that the stricter test (contractTest.ts, SHORT_TAIL and ENTRY_RISK)
      // often turns down, take 8 to 10 on these seeds
      expect(attempts / 20, `${family} ${edition}`).toBeLessThan(11);
    }
    // some 1,600 boards: a shared, loaded machine needs more than the default five seconds
  }, 60_000);
});

describe("the generator's own board check", () => {
  const board = (() => {
    const r = generateScenario('transfer-64a2-later-trick', 4, '2017');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();

  it('passes a generated board', () => {
    expect(boardProblems(board)).toEqual([]);
  });

  it('flags a revoke the board does not declare', () => {
    expect(boardProblems({ ...board, expect: { revokes: [] } }).join()).toMatch(/fails to follow/);
  });

  it('flags a play by the wrong seat', () => {
    const timeline = board.timeline.map((a, i) => (i === 1 && 'play' in a ? { ...a, by: a.by === 'N' ? ('E' as const) : ('N' as const) } : a));
    expect(boardProblems({ ...board, timeline }).join()).toMatch(/out of turn/);
  });
});

// Issue 9: who draws attention is legal and varied. Dummy may not draw attention to a defender's
// irregularity during play (Law 43A1); the offender's partner asking during play is Law 61B's
// question, taught by one family; the offender drawing attention to his own revoke only where a
// family teaches noticing it yourself.
const SELF_NOTICED: readonly FamilyName[] = ['not-established-nos-played-on'];
const PARTNER_ASKS: readonly FamilyName[] = ['illegal-question-1997-63b'];

describe('who draws attention', () => {
  const everyone = new Set<string>();
  let families = 0;
  afterAll(() => {
    // across the families, declarer, the defenders and dummy all draw attention somewhere (when all ran)
    if (families === PAIRS.length) expect([...everyone].sort()).toEqual(expect.arrayContaining(['declarer', 'defender', 'dummy']));
  });
  it.each(PAIRS)('%s %s: a player the laws allow, and not always the same one', (family, edition) => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      const r = generateScenario(family, seed, edition);
      if (!r.ok) throw new Error(r.error.message);
      const c = r.value;
      const dummy = SEATS[(SEATS.indexOf(c.declarer) + 2) % 4];
      let plays = 0;
      let over = false;
      for (const a of c.timeline) {
        if ('play' in a) plays++;
        if ('claim' in a || 'concede' in a || 'handsReturned' in a) over = true;
        if (!('attention' in a) || !a.attention.by) continue;
        const { seat, by } = a.attention;
        const during = plays < 52 && !over;
        const defender = seat !== c.declarer && seat !== dummy;
        const where = `seed ${seed}: ${by} on ${seat}'s revoke`;
        if (during && defender) expect(by, `${where} during play`).not.toBe(dummy);
        if (during && !PARTNER_ASKS.includes(family) && defender) expect(by, `${where} (partner, during play)`).not.toBe(SEATS[(SEATS.indexOf(seat) + 2) % 4]);
        if (!SELF_NOTICED.includes(family)) expect(by, `${where} (himself)`).not.toBe(seat);
        seen.add(by === seat ? 'self' : by === dummy ? 'dummy' : by === c.declarer ? 'declarer' : 'defender');
      }
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const x of seen) everyone.add(x);
    families++;
  });
});

// Issue 11, equity that adds up: the deal played again from the case file without the revoke
// (the offender's legal card by the same policy, then natural play to the end) gives the
// non-offending side no more tricks than it has after the automatic transfer; otherwise the
// director would adjust (Law 64C) and the board's "after the transfer" score would mislead.
describe('equity after the transfer', () => {
  it.each(PAIRS)('%s %s: 30 seeds', (family, edition) => {
    for (let seed = 0; seed < 30; seed++) {
      const r = generateScenario(family, seed, edition);
      if (!r.ok) throw new Error(r.error.message);
      const c = r.value;
      const exp = c.expect as Expect;
      const first = exp.revokes.find((x) => x.status === 'established' && typeof x.transfer === 'number');
      if (!first || !exp.tricks || c.timeline.some((a) => 'claim' in a || 'concede' in a || 'correct' in a || 'replace' in a)) continue;
      const deal = parseDeal(c.deal);
      if (!deal.ok) throw new Error(deal.error);
      const declarer = SEATS.indexOf(c.declarer);
      const contract = parseContract(c.contract, c.declarer);
      if (!contract.ok) throw new Error(contract.error);
      const trump = trumpOf(contract.value);
      // declarer's plan (draw trumps first or cash side winners first) is the policy's one hidden
      // choice: the board played one of the two, so the better of the two for the offenders counts
      const without = [false, true].map((winnersFirst) => {
        const sim = new Sim({ hands: SEATS.map((s) => deal.value[s].map(cardIndex)), declarer, trump: trump === null ? -1 : suitIndex(trump), winnersFirst });
        // play the timeline up to the revoke, then the legal card instead
        for (const a of c.timeline) {
          if (!('play' in a)) continue;
          if (sim.trickNo === first.trick && SEATS[sim.toPlay] === first.seat) break;
          sim.beforeLead();
          sim.play(cardIndex(a.play));
        }
        sim.playOut();
        return sim.declarerTricks();
      });
      const offenderDefends = first.seat !== c.declarer && first.seat !== SEATS[(declarer + 2) % 4];
      const nosWithout = offenderDefends ? Math.min(...without) : 13 - Math.max(...without);
      const nosAfter = offenderDefends ? exp.tricks.declarer.final : 13 - exp.tricks.declarer.final;
      expect(nosWithout, `seed ${seed}: without the revoke the non-offenders take ${nosWithout}, after the transfer ${nosAfter}`).toBeLessThanOrEqual(nosAfter);
    }
  });
});

describe('a believable slip', () => {
  // Issue 11: the same player does not repeat a slip on the very next trick, unless the family is
  // about it (playing the penalty card as a revoke, or not playing it, comes at the first chance)
  it.each(PAIRS.filter(([f]) => f !== 'corrected-defender-faced-card' && f !== 'no-transfer-penalty-card'))('%s %s: no player revokes on two adjacent tricks (50 seeds)', (family, edition) => {
    for (let seed = 0; seed < 50; seed++) {
      const r = generateScenario(family, seed, edition);
      if (!r.ok) throw new Error(r.error.message);
      const revokes = (r.value.expect as Expect).revokes;
      for (const a of revokes) for (const b of revokes) expect(a.seat === b.seat && b.trick === a.trick + 1, `seed ${seed}: ${a.seat} on tricks ${a.trick} and ${b.trick}`).toBe(false);
    }
  });
});
