import type { AnswerEvent } from './answers';
import { boardOutcomes, commonMistakes, masteryOf, mistakeKindOf, neverTried, overallStats } from './analysis';
import { lawGroupOf, lessonSectionFor } from './laws';
import { emptyStore } from './store';

const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const ans = (over: Partial<AnswerEvent>): AnswerEvent => ({
  source: 'scenario', family: 'transfer-64a2-partner-won', edition: '2017', seed: 1, ask: 'transfer', law: '64A2',
  chosen: '1', answer: '1', right: true, mistake: null, at: T0, ...over,
});

describe('laws', () => {
  test.each([
    ['64A2 transfer', '64A2', 'transfer', '1', '64A'],
    ['64B3 no transfer', '64B3', 'transfer', '0', '64B'],
    ['64B6 (2007 on): the trick-twelve item', '64B6', 'transfer', '0', 'trick12'],
    ['62D trick twelve', '62D', 'status', 'trick12-corrected', 'trick12'],
    ['63A1 established by play', '63A1', 'status', 'established', '63'],
    ['62B1 penalty card', '62B1', 'penaltyCard', 'major', '62'],
    ['no law cited, a corrected revoke', null, 'status', 'corrected', '62'],
    ['43B2(b) is counted as a 64A transfer', '43B2b', 'transfer', '1', '64A'],
    ['61B: who may ask is a Law 61 question', '61B', 'mayAsk', 'not-allowed', '61'],
  ] as const)('%s', (_name, law, ask, answer, group) => {
    expect(lawGroupOf(law, ask, answer)).toBe(group);
  });

  test('a 64B item links to its own section; 63B depends on the edition', () => {
    expect(lessonSectionFor('64B2', 'transfer', '0', '2017')).toEqual({ lesson: 'no-automatic-transfer', heading: 'same-suit-again' });
    expect(lessonSectionFor('63B', 'transfer', '1', '1997')).toEqual({ lesson: 'what-is-a-revoke', heading: 'asking-partner' });
    expect(lessonSectionFor('63B', 'status', 'established', '2017')).toEqual({ lesson: 'when-established', heading: 'after-established' });
  });
});

describe('analysis', () => {
  test('answers of one board group into one board; a wrong one makes it Again', () => {
    const s = { ...emptyStore(), answers: [ans({ ask: 'status', law: '63A1', chosen: 'established', answer: 'established' }), ans({ at: T0 + 5000, chosen: '2', right: false, mistake: 'x' }), ans({ seed: 2, at: T0 + 60_000 })] };
    expect(boardOutcomes(s).map((b) => [b.seed, b.rating])).toEqual([[1, 'again'], [2, 'good']]);
    expect(overallStats(s)).toMatchObject({ boards: 2, answers: 3, right: 2, streak: 1, bestStreak: 1 });
  });

  test('mastery is counted by law and edition', () => {
    const m = masteryOf([ans({}), ans({ right: false, chosen: '2' }), ans({ edition: '1997', law: '64B1', answer: '0', chosen: '0' })]);
    expect(m['64A']['2017']).toEqual({ asked: 2, right: 1 });
    expect(m['64B']['1997']).toEqual({ asked: 1, right: 1 });
    expect(m['61']['2017']).toEqual({ asked: 0, right: 0 });
  });

  test('61: a 61B answer fills the Law 61 row, and its mistake links to who may ask whom', () => {
    const q = ans({ ask: 'mayAsk', law: '61B', chosen: 'allowed', answer: 'not-allowed', right: false, mistake: 'said-question-allowed-when-not' });
    expect(masteryOf([q, ans({ ask: 'mayAsk', law: '61B', chosen: 'allowed', answer: 'allowed', at: T0 + 1 })])['61']['2017']).toEqual({ asked: 2, right: 1 });
    expect(commonMistakes([q]).map((m) => [m.kind, m.section.lesson, m.section.heading])).toEqual([['said-question-allowed-when-not', 'what-is-a-revoke', 'having-none']]);
  });

  test.each([
    ['said corrected when it was established', { ask: 'status', law: '63A1', chosen: 'corrected', answer: 'established' }, 'said-corrected-when-established'],
    ['counted the revoke trick when partner won it', { ask: 'transfer', law: '64A2', chosen: '2', answer: '1' }, 'counted-revoke-trick-partner-won'],
    ['missed a 64B item', { ask: 'transfer', law: '64B4', chosen: '1', answer: '0' }, 'missed-64B-item'],
    ['missed the trick-12 correction', { ask: 'status', law: '62D', chosen: 'established', answer: 'trick12-corrected' }, 'missed-trick12-correction'],
  ] as const)('which way wrong: %s', (_name, a, kind) => {
    expect(mistakeKindOf(a)).toBe(kind);
  });

  test('the most common mistakes come first, each with the lesson section that teaches it', () => {
    const wrong = (at: number, law: string, chosen: string, answer: string) => ans({ at, law, chosen, answer, right: false, mistake: 'm' });
    const ms = commonMistakes([wrong(1, '64A2', '2', '1'), wrong(2, '64B4', '1', '0'), wrong(3, '64A2', '2', '1'), ans({ at: 4 })]);
    expect(ms.map((m) => [m.kind, m.count, m.section.lesson, m.section.heading])).toEqual([
      ['counted-revoke-trick-partner-won', 2, 'trick-transfer', 'offender-did-not-win'],
      ['missed-64B-item', 1, 'no-automatic-transfer', 'too-late'],
    ]);
  });

  test('families never tried, in the edition asked about', () => {
    const s = { ...emptyStore(), answers: [ans({ family: 'a' })], attempts: [{ family: 'b', edition: '2017' as const, seed: 1, at: '2026-11-20T19:00:00.000Z', rating: 'good' as const }] };
    expect(neverTried(s, ['a', 'b', 'c'], '2017')).toEqual(['c']);
    expect(neverTried(s, ['a', 'b', 'c'], '1997')).toEqual(['a', 'b', 'c']);
  });
});
