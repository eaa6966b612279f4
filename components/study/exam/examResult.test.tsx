import { ruleCase } from '@/lib/engine';
import { generateScenario } from '@/lib/generator';
import { questionsFor } from '@/lib/quiz';
import { examOutcome, formatDuration, weakLaws, type SatBoard } from './examResult';

const board = (family: 'transfer-64a2-partner-won' | 'established-partner-plays', seed: number, wrongTransfer: boolean | null): SatBoard => {
  const g = generateScenario(family, seed, '2017');
  if (!g.ok) throw new Error(g.error.message);
  const r = ruleCase(g.value);
  if (!r.ok) throw new Error(r.error.message);
  const qs = questionsFor(g.value, r.value, { mayAsk: true });
  const answers = wrongTransfer === null ? null : qs.map((q) => ({ question: q, chosen: q.ask === 'transfer' && wrongTransfer ? '2' : q.answer, right: !(q.ask === 'transfer' && wrongTransfer) }));
  return { family, seed, caseFile: g.value, answers, ms: answers ? 61_000 : 0 };
};

describe('exam outcome', () => {
  test('score, boards fully right, time, and the law answered worst', () => {
    const o = examOutcome([board('transfer-64a2-partner-won', 1, true), board('established-partner-plays', 2, false)], '2017');
    expect([o.right, o.asked, o.boardsRight, o.ms]).toEqual([3, 4, 1, 122_000]);
    expect(o.byLaw['64A']).toEqual({ asked: 2, right: 1 });
    expect(weakLaws(o)).toEqual(['64A']);
  });

  test('a board never reached counts its questions, none right', () => {
    const o = examOutcome([board('established-partner-plays', 2, null)], '2017');
    expect([o.right, o.asked, o.boardsRight]).toEqual([0, 2, 0]);
    expect(o.boards[0].lines.every((l) => l.chosen === null)).toBe(true);
  });

  test.each([
    [0, '0:00'],
    [61_000, '1:01'],
    [3_725_000, '1:02:05'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
