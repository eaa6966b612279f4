import fc from 'fast-check';
import { EDITIONS } from '../engine';
import { FAMILIES } from '../generator';
import { EXAM_SIZE, drawExam, lawsOfEdition } from './exam';

describe('the exam draw', () => {
  test.each(EDITIONS)('%s: every law the edition can test is on the paper, for any seed', (edition) => {
    const laws = lawsOfEdition(FAMILIES, edition);
    // Laws 62, 63, 64A, 64B and trick twelve are taught by families in every edition.
    expect(laws).toEqual(expect.arrayContaining(['61', '62', '63', '64A', '64B', 'trick12']));
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 31 - 1 }), (seed) => {
        const exam = drawExam(FAMILIES, edition, seed);
        expect(exam.boards).toHaveLength(EXAM_SIZE);
        expect(new Set(exam.boards.flatMap((b) => b.laws))).toEqual(new Set(laws));
        // Only the edition's own families.
        for (const b of exam.boards) expect(FAMILIES.find((f) => f.name === b.family)?.editions).toContain(edition);
      }),
    );
  });

  test('the same seed gives the same exam; another seed another one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 31 - 1 }), (seed) => {
        expect(drawExam(FAMILIES, '2017', seed)).toEqual(drawExam(FAMILIES, '2017', seed));
        expect(drawExam(FAMILIES, '2017', seed).boards).not.toEqual(drawExam(FAMILIES, '2017', seed + 1).boards);
      }),
    );
  });

  test('a paper uses distinct families while there are enough of them', () => {
    const exam = drawExam(FAMILIES, '2017', 42);
    expect(new Set(exam.boards.map((b) => b.family)).size).toBe(Math.min(EXAM_SIZE, FAMILIES.filter((f) => f.editions.includes('2017')).length));
  });
});
