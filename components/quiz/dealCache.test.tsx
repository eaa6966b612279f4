import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateScenario } from '@/lib/generator';
import type { FamilyName } from '@/lib/generator/familyNames';

// The generator counted (and made to throw for one family), so the test sees every deal.
vi.mock('@/lib/generator', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/generator')>();
  return {
    ...real,
    generateScenario: vi.fn((family: FamilyName, seed: number, edition: '1997' | '2007' | '2017') => {
      if (seed === 666) throw new Error('a generator bug');
      return real.generateScenario(family, seed, edition);
    }),
  };
});
const { deal, dealAhead, isDealt } = await import('./dealCache');

const counted = vi.mocked(generateScenario);
afterEach(() => counted.mockClear());

/** Idle tasks the test runs by hand, one at a time. */
const fakeIdle = () => {
  const queue: (() => void)[] = [];
  const idle = (run: () => void) => {
    queue.push(run);
    return () => void queue.splice(queue.indexOf(run), 1);
  };
  return { idle, queue, runOne: () => queue.shift()?.() };
};

describe('deal cache', () => {
  it('deals a board once and hands every reader the same, frozen board', () => {
    const a = deal('established-partner-plays', 101, '2017');
    const b = deal('established-partner-plays', 101, '2017');
    expect(counted).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(a.ok).toBe(true);
    if (a.ok) {
      expect(Object.isFrozen(a.value)).toBe(true);
      expect(Object.isFrozen(a.value.timeline[0])).toBe(true);
      // the same board as the generator gives when asked afresh
      expect(a).toEqual(generateScenario('established-partner-plays', 101, '2017'));
    }
  });

  it('tells a generator that throws as one failed board, with a code', () => {
    expect(deal('established-partner-plays', 666, '2017')).toEqual({ ok: false, error: { code: 'generator-crashed' } });
  });

  it('deals ahead one board per idle task, in order, skipping boards already dealt', () => {
    deal('transfer-64a1-one', 7, '2017');
    counted.mockClear();
    const { idle, queue, runOne } = fakeIdle();
    const boards = [
      { family: 'transfer-64a1-one' as const, seed: 7, edition: '2017' as const },
      { family: 'transfer-64a1-two' as const, seed: 8, edition: '2017' as const },
      { family: 'corrected-declarer-card' as const, seed: 9, edition: '2007' as const },
    ];
    dealAhead(boards, idle);
    // nothing is dealt in the caller's task, and only one task waits at a time
    expect(counted).not.toHaveBeenCalled();
    expect(queue).toHaveLength(1);
    runOne();
    expect(counted.mock.calls).toEqual([['transfer-64a1-two', 8, '2017']]);
    expect(isDealt(boards[2])).toBe(false);
    runOne();
    expect(counted.mock.calls.map((c) => c[0])).toEqual(['transfer-64a1-two', 'corrected-declarer-card']);
    expect(queue).toHaveLength(0);
    // the learner's click finds them dealt: no deal at all
    counted.mockClear();
    deal('corrected-declarer-card', 9, '2007');
    expect(counted).not.toHaveBeenCalled();
  });

  it('stops dealing ahead once cancelled (the page moved on)', () => {
    const { idle, queue, runOne } = fakeIdle();
    const cancel = dealAhead(
      [
        { family: 'score-game-bonus', seed: 21, edition: '2017' },
        { family: 'score-game-bonus', seed: 22, edition: '2017' },
      ],
      idle,
    );
    runOne();
    cancel();
    expect(queue).toHaveLength(0);
    expect(counted).toHaveBeenCalledTimes(1);
    expect(isDealt({ family: 'score-game-bonus', seed: 22, edition: '2017' })).toBe(false);
  });

  it('keeps at least an exam of boards (20) and forgets the oldest beyond its bound', () => {
    for (let s = 1000; s < 1020; s++) deal('not-established-nos-played-on', s, '2017');
    expect(isDealt({ family: 'not-established-nos-played-on', seed: 1000, edition: '2017' })).toBe(true);
    for (let s = 2000; s < 2060; s++) deal('not-established-nos-played-on', s, '2017');
    expect(isDealt({ family: 'not-established-nos-played-on', seed: 1000, edition: '2017' })).toBe(false);
    expect(isDealt({ family: 'not-established-nos-played-on', seed: 2059, edition: '2017' })).toBe(true);
  });
});
