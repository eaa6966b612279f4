// The detail a damaged field shows (ProgressProblem) names what was expected there: zod/mini has
// no message texts of its own, so a regression here would leave the learner with "Invalid input".
import { readStore, emptyStore } from './store';

const detailsOf = (raw: unknown): [string | undefined, string][] => {
  const read = readStore(raw);
  return read.ok ? read.value.problems.map((p) => [p.path, p.detail]) : [];
};

const answer = {
  source: 'study', family: 'transfer-64a2-partner-won', edition: '2017', seed: 12, ask: 'transfer',
  law: '64A2', chosen: '2', answer: '1', right: false, mistake: 'counted-revoke-trick-partner-won', at: 1764615600000,
};

describe('a damaged field says what was expected', () => {
  test.each([
    ['an unknown edition', { edition: '2030' }, 'answers[0].edition', 'Invalid option: expected one of "1997"|"2007"|"2017"'],
    ['a negative seed', { seed: -1 }, 'answers[0].seed', 'Too small: expected number to be >=0'],
    ['a fractional time', { at: 1.5 }, 'answers[0].at', 'Invalid input: expected int'],
    ['a text for a flag', { right: 'yes' }, 'answers[0].right', 'Invalid input: expected boolean'],
    ['an empty law', { law: '' }, 'answers[0].law', 'Too small: expected string to be at least 1 long'],
    ['a field of a newer app', { colour: 'red' }, 'answers[0]', 'Unrecognized key: "colour"'],
  ])('%s', (_name, change, path, detail) => {
    expect(detailsOf({ ...emptyStore(), answers: [{ ...answer, ...change }] })).toEqual([[path, detail]]);
  });

  test('an attempt at a time that is not an ISO instant', () => {
    const attempt = { family: 'x', edition: '2017', seed: 1, at: 'yesterday', rating: 'good' };
    expect(detailsOf({ ...emptyStore(), attempts: [attempt] })).toEqual([['attempts[0].at', 'Invalid ISO datetime']]);
  });

  test('an exam whose boards do not match its size gives the refinement’s own words', () => {
    const exam = { edition: '2017', seed: 3, size: 2, startedAt: 0, index: 0, boardStartedAt: 0, results: [null] };
    expect(detailsOf({ ...emptyStore(), exam })).toEqual([['exam', 'one result per board, and the board shown among them']]);
  });

  test('a board of the exam past the paper’s size', () => {
    const exam = { edition: '2017', seed: 3, size: 99, startedAt: 0, index: 0, boardStartedAt: 0, results: [] };
    expect(detailsOf({ ...emptyStore(), exam })[0]?.[1]).toMatch(/^Too big: expected number to be <=\d+$/);
  });
});
