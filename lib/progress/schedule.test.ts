import { emptyProgress, recordAttempt, type Attempt, type Progress } from './progress';
import { familiesFor, nextItem, overallStats, summarise, type FamilyInfo } from './schedule';

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

const log = (...attempts: Partial<Attempt>[]): Progress =>
  attempts.reduce<Progress>((p, a, i) => recordAttempt(p, {
    family: 'established-partner-plays', edition: '2017', seed: i, at: minutes(i).toISOString(), rating: 'good', ...a,
  }), emptyProgress());

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

describe('summarise and overallStats', () => {
  test('counts attempts and correct per family', () => {
    const cards = summarise(log({ rating: 'again' }, {}, { family: 'established-offender-leads' }), FAMILIES, '2017', T0);
    expect(cards[0]).toMatchObject({ attempts: 2, correct: 1, status: 'learning' });
    expect(cards[1]).toMatchObject({ attempts: 1, correct: 1 });
  });

  test('streak counts solved boards back from the latest; accuracy is the share solved', () => {
    expect(overallStats(emptyProgress())).toEqual({ attempts: 0, correct: 0, accuracy: null, streak: 0, bestStreak: 0 });
    expect(overallStats(log({}, {}, {}, { rating: 'again' }, {}, { rating: 'easy' }))).toEqual({ attempts: 6, correct: 5, accuracy: 5 / 6, streak: 2, bestStreak: 3 });
  });
});
