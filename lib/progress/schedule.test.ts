import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Edition } from '../engine';
import { loadProgress, PROGRESS_KEY } from './localStore';
import { boardOutcomes, type BoardOutcome } from './analysis';
import type { AnswerEvent } from './answers';
import { emptyStore, type Rating } from './store';
import { familiesFor, freshSeed, nextItem, recentSeeds, summarise, type FamilyInfo } from './schedule';

// A small stand-in for the generator's FAMILIES metadata, in its order.
const FAMILIES: FamilyInfo[] = [
  { name: 'transfer-64a1-two', editions: ['1997', '2007', '2017'], difficulty: 3 },
  { name: 'established-partner-plays', editions: ['1997', '2007', '2017'], difficulty: 1 },
  { name: 'established-offender-leads', editions: ['1997', '2007', '2017'], difficulty: 1 },
  { name: 'agree-claim-not-yet-established', editions: ['2017'], difficulty: 4 },
  { name: 'transfer-1997-extra-trick', editions: ['1997'], difficulty: 5 },
];

const T0 = new Date('2026-11-29T10:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const days = (n: number) => minutes(n * 24 * 60);

type Board = Partial<Pick<AnswerEvent, 'family' | 'edition' | 'seed'>> & { rating?: Rating };

/** Boards as the app records them: two answers each (status, transfer), wrong on the transfer when rated again. */
const log = (...boards: Board[]): BoardOutcome[] => {
  const answers: AnswerEvent[] = boards.flatMap(({ rating = 'good', ...b }, i) => {
    const base = { source: 'study' as const, family: 'established-partner-plays', edition: '2017' as const, seed: i, law: '64A2', mistake: null, ...b };
    const at = minutes(i).getTime();
    return [
      { ...base, ask: 'status' as const, chosen: 'established', answer: 'established', right: true, at },
      { ...base, ask: 'transfer' as const, chosen: rating === 'again' ? '2' : '1', answer: '1', right: rating !== 'again', at: at + 1000 },
    ];
  });
  const easy = boards.flatMap((b, i) => (b.rating === 'easy' ? [`${b.family ?? 'established-partner-plays'}/${b.edition ?? '2017'}/${b.seed ?? i}`] : []));
  return boardOutcomes({ ...emptyStore(), answers, easy });
};
const emptyProgress = (): BoardOutcome[] => [];

describe('familiesFor', () => {
  test('only the edition\'s families, easiest first, FAMILIES order within a difficulty', () => {
    expect(familiesFor(FAMILIES, '2017').map((f) => f.name)).toEqual([
      'established-partner-plays', 'established-offender-leads', 'transfer-64a1-two', 'agree-claim-not-yet-established',
    ]);
    expect(familiesFor(FAMILIES, '1997').map((f) => f.name)).toContain('transfer-1997-extra-trick');
  });
});

describe('nextItem', () => {
  test('a learner with no history starts with the easiest family', () => {
    expect(nextItem(summarise(emptyProgress(), FAMILIES, '2017', T0))).toEqual({ family: 'established-partner-plays', edition: '2017', reason: 'new' });
  });

  test('a wrong prediction (Again) brings the family back before new ones once due', () => {
    const p = log({ rating: 'again' });
    expect(nextItem(summarise(p, FAMILIES, '2017', minutes(0)))?.reason).toBe('new');
    expect(nextItem(summarise(p, FAMILIES, '2017', minutes(30)))).toEqual({ family: 'established-partner-plays', edition: '2017', reason: 'due' });
  });

  test('the most overdue family comes first', () => {
    const p = log({ rating: 'again' }, { family: 'established-offender-leads', rating: 'again' });
    expect(nextItem(summarise(p, FAMILIES, '2017', days(1)))?.family).toBe('established-partner-plays');
  });

  test('a family solved is introduced once and then waits; Easy waits longer than Good', () => {
    const good = summarise(log({}, {}, {}), FAMILIES, '2017', minutes(3))[0];
    const easy = summarise(log({}, {}, { rating: 'easy' }), FAMILIES, '2017', minutes(3))[0];
    expect(good.isDue).toBe(false);
    expect(easy.due!.getTime()).toBeGreaterThan(good.due!.getTime());
  });

  test('when all is done, nothing is due; ahead gives the family due soonest', () => {
    const all = familiesFor(FAMILIES, '2007').map((f, i) => ({ family: f.name, edition: '2007' as const, rating: 'easy' as const, seed: i }));
    const p = log(...all);
    const cards = summarise(p, FAMILIES, '2007', minutes(5));
    expect(nextItem(cards)).toBeNull();
    expect(nextItem(cards, { ahead: true })?.reason).toBe('ahead');
  });

  test('each family is one card, whatever the edition: a board missed in 1997 brings it back when studying 2017', () => {
    const cards = summarise(log({ edition: '1997', rating: 'again' }), FAMILIES, '2017', days(1));
    expect(cards.filter((c) => c.family === 'established-partner-plays')).toHaveLength(1);
    expect(cards[0]).toMatchObject({ family: 'established-partner-plays', edition: '2017', attempts: 1, isDue: true });
    expect(nextItem(cards)).toEqual({ family: 'established-partner-plays', edition: '2017', reason: 'due' });
  });
});

describe('summarise', () => {
  test('counts boards (not answers) and the boards solved, per family', () => {
    const cards = summarise(log({ rating: 'again' }, {}, { family: 'established-offender-leads' }), FAMILIES, '2017', T0);
    expect(cards[0]).toMatchObject({ attempts: 2, correct: 1, status: 'learning' });
    expect(cards[1]).toMatchObject({ attempts: 1, correct: 1 });
  });

  test('a wrong answer brings the family back sooner than a right one, at any point of its history', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Rating>('again', 'good', 'easy'), { maxLength: 8 }), (history) => {
        const before = history.map((rating) => ({ rating }));
        const wrong = summarise(log(...before, { rating: 'again' }), FAMILIES, '2017', T0)[0];
        const right = summarise(log(...before, { rating: 'good' }), FAMILIES, '2017', T0)[0];
        expect(wrong.due!.getTime()).toBeLessThan(right.due!.getTime());
      }),
    );
  });
});

describe('fresh seeds', () => {
  test('never the seed a family was last played with, whatever the random source gives', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 6 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (seeds, r) => {
        const boards = log(...seeds.map((seed) => ({ seed })));
        const avoid = recentSeeds(boards, 'established-partner-plays');
        expect(avoid.has(seeds[seeds.length - 1])).toBe(true);
        const seed = freshSeed(() => r, avoid);
        expect(avoid.has(seed)).toBe(false);
      }),
    );
  });
});

describe('one card per family: the schedule kept from the cards per edition', () => {
  // Stored progress as the app kept it when each edition had a card of its own: a family studied
  // in 2007 and in 2017 (two cards then), and one played only under the 1997 laws.
  const stored = (name: string) => {
    const kv = new Map<string, string>([[PROGRESS_KEY, readFileSync(join(__dirname, 'fixtures', name), 'utf8')]]);
    const store = { getItem: (k: string) => kv.get(k) ?? null, setItem: (k: string, v: string) => void kv.set(k, v), removeItem: (k: string) => void kv.delete(k), key: (i: number) => [...kv.keys()][i] ?? null, get length() { return kv.size; } };
    const loaded = loadProgress(store, new Date('2026-12-01T12:00:00.000Z'));
    expect(loaded.damaged).toEqual([]);
    return boardOutcomes(loaded.progress);
  };
  const NOW = new Date('2026-12-01T12:00:00.000Z');
  /** The card one edition had before: that edition's boards alone. */
  const before = (boards: readonly BoardOutcome[], family: string, edition: Edition) =>
    summarise(boards.filter((b) => b.edition === edition), FAMILIES, edition, NOW).find((c) => c.family === family)!;

  test('a family studied in two editions: one card that has replayed both histories, in time order', () => {
    const boards = stored('cards-by-edition-v2.json');
    const card = summarise(boards, FAMILIES, '2017', NOW).find((c) => c.family === 'established-partner-plays')!;
    expect(card).toMatchObject({ edition: '2017', attempts: 3, correct: 2 });
    // Nothing lost: the one card has seen every board either edition's card had.
    expect(card.attempts).toBe(before(boards, 'established-partner-plays', '2007').attempts + before(boards, 'established-partner-plays', '2017').attempts);
    // The merged history is the later edition's card carried on: its due date is no earlier than a
    // card that had only the 2017 board, since the 2007 boards came first and ended right.
    expect(card.due!.getTime()).toBeGreaterThanOrEqual(before(boards, 'established-partner-plays', '2017').due!.getTime());
  });

  test('a family played only under other laws keeps its schedule when the learner studies another edition', () => {
    const boards = stored('cards-by-edition-v2.json');
    const then = before(boards, 'transfer-64a1-two', '1997');
    const now = summarise(boards, FAMILIES, '2017', NOW).find((c) => c.family === 'transfer-64a1-two')!;
    expect(now).toMatchObject({ edition: '2017', attempts: then.attempts, correct: then.correct, status: then.status });
    expect(now.due).toEqual(then.due);
  });

  test('version-1 study sessions (board ratings, no answers) count into the family\'s one card too', () => {
    const boards = stored('study-v1.json');
    const cards = summarise(boards, FAMILIES, '2017', NOW);
    expect(cards.find((c) => c.family === 'established-partner-plays')).toMatchObject({ attempts: 1, correct: 0 });
    expect(cards.find((c) => c.family === 'transfer-64a1-two')).toMatchObject({ attempts: 1, correct: 1 });
  });

  test('a fresh seed avoids the family\'s last boards in any edition (one seed deals the same cards in each)', () => {
    const boards = stored('cards-by-edition-v2.json');
    expect([...recentSeeds(boards, 'established-partner-plays')].sort((a, b) => a - b)).toEqual([5, 9, 14]);
  });
});
