// The exam being sat, as the progress record keeps it: read back whole, or reported and left out
// (half an exam cannot be resumed), the rest of the record unharmed; handed in, it is gone.
import { emptyStore, makeStoreText, readStoreText, withAnswer, withExam } from './store';
import type { SavedExam } from './examSave';

const exam: SavedExam = {
  edition: '2017', seed: 42, size: 3, startedAt: 1764583200000, index: 1, boardStartedAt: 1764583260000,
  results: [{ ms: 60000, answers: [{ question: { revoke: { seat: 'W', trick: 4 }, ask: 'status', askedAt: 20, options: ['established', 'corrected'], answer: 'established' }, chosen: 'corrected', right: false }] }, null, null],
};
const answer = { source: 'exam', family: 'established-partner-plays', edition: '2017', seed: 7, ask: 'status', law: '63A1', chosen: 'corrected', answer: 'established', right: false, mistake: 'm', at: 1764583250000 } as const;

test('a saved exam reads back as it was written', () => {
  const read = readStoreText(makeStoreText(withExam(withAnswer(emptyStore(), answer), exam)));
  expect(read.ok && read.value.problems).toEqual([]);
  expect(read.ok && read.value.value.exam).toEqual(exam);
});

test('a damaged saved exam is reported with its path and left out; the answers stay', () => {
  const text = makeStoreText(withExam(withAnswer(emptyStore(), answer), { ...exam, results: [null] }));
  const read = readStoreText(text);
  expect(read.ok && read.value.problems.map((p) => p.path)).toEqual(['exam']);
  expect(read.ok && read.value.value.exam).toBeUndefined();
  expect(read.ok && read.value.value.answers).toHaveLength(1);
  const bad = readStoreText(makeStoreText(withExam(emptyStore(), { ...exam, edition: '2020' as never })));
  expect(bad.ok && bad.value.problems.map((p) => p.path)).toEqual(['exam.edition']);
});

test('handed in, nothing is left to resume', () => {
  expect('exam' in withExam(withExam(emptyStore(), exam), null)).toBe(false);
});
