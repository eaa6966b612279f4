import fc from 'fast-check';
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

  test('editions are separate cards', () => {
    const cards = summarise(log({ edition: '1997', rating: 'again' }), FAMILIES, '2017', days(1));
    expect(cards[0]).toMatchObject({ family: 'established-partner-plays', attempts: 0, status: 'new' });
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
        const avoid = recentSeeds(boards, 'established-partner-plays', '2017');
        expect(avoid.has(seeds[seeds.length - 1])).toBe(true);
        const seed = freshSeed(() => r, avoid);
        expect(avoid.has(seed)).toBe(false);
      }),
    );
  });
});
