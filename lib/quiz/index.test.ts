// The quiz model on the boards issue 9 reported, and its grading table.
import { describe, expect, it } from 'vitest';
import { ruleCase, type CaseFile, type Ruling } from '@/lib/engine';
import { generateScenario, type FamilyName } from '@/lib/generator';
import type { Edition } from '@/lib/engine';
import { gradeAnswer, pausesOf, questionsFor, type Question } from './index';

const board = (family: FamilyName, edition: Edition, seed: number): { c: CaseFile; ruling: Ruling; questions: Question[] } => {
  const g = generateScenario(family, seed, edition);
  if (!g.ok) throw new Error(g.error.message);
  const r = ruleCase(g.value);
  if (!r.ok) throw new Error(r.error.message);
  return { c: g.value, ruling: r.value, questions: questionsFor(g.value, r.value) };
};

describe('issue 9: what was seen', () => {
  it('established-offender-leads/2017/2: the transfer is asked when play is over, not mid-trick', () => {
    const { c, questions } = board('established-offender-leads', '2017', 2);
    const transfer = questions.find((q) => q.ask === 'transfer');
    const status = questions.find((q) => q.ask === 'status');
    expect(transfer?.askedAt).toBe(c.timeline.length);
    expect(status!.askedAt).toBeLessThan(transfer!.askedAt);
    expect(pausesOf(questions)).toEqual([status!.askedAt, c.timeline.length]);
  });

  it('transfer-64b1-nothing-won/2007/42: "no automatic transfer" is 0 tricks, one option per count', () => {
    const { ruling, questions } = board('transfer-64b1-nothing-won', '2007', 42);
    const transfer = questions.find((q) => q.ask === 'transfer')!;
    expect(transfer.options).toEqual(['0', '1', '2']);
    expect(transfer.answer).toBe('0');
    expect(gradeAnswer(transfer, '0', ruling)).toEqual({ right: true, mistake: null });
  });

  it('the penalty-card question comes only for a revoke that must be corrected', () => {
    const corrected = board('corrected-defender-penalty-card', '2017', 1);
    expect(corrected.questions.find((q) => q.ask === 'penaltyCard')?.answer).toBe('major');
    const established = board('established-partner-plays', '2017', 1);
    expect(established.questions.some((q) => q.ask === 'penaltyCard')).toBe(false);
  });

  it('a trick-12 revoke offers the 62D answer; other tricks do not', () => {
    const t12 = board('trick12-corrected-established', '2017', 1);
    expect(t12.questions.find((q) => q.ask === 'status')?.options).toEqual(['established', 'corrected', 'trick12-corrected']);
    const other = board('established-partner-plays', '2017', 1);
    expect(other.questions.find((q) => q.ask === 'status')?.options).toEqual(['established', 'corrected']);
  });
});

describe('gradeAnswer names the mistake', () => {
  const { ruling, questions } = board('established-partner-plays', '2017', 3);
  const status = questions.find((q) => q.ask === 'status')!;
  const transfer = questions.find((q) => q.ask === 'transfer')!;
  it.each([
    ['status', 'corrected', 'said-corrected-when-established'],
    ['status', 'established', null],
  ] as const)('%s: %s → %s', (_ask, chosen, mistake) => {
    expect(gradeAnswer(status, chosen, ruling).mistake).toBe(mistake);
  });
  it('a transfer count too high or too low says which', () => {
    const other = transfer.options.filter((o) => o !== transfer.answer);
    for (const o of other) {
      expect(gradeAnswer(transfer, o, ruling).mistake).toMatch(Number(o) > Number(transfer.answer) ? /too-many$/ : /too-few$/);
    }
  });
  it('grades against the ruling, not the copy in the question', () => {
    const tampered = { ...status, answer: 'corrected' };
    expect(gradeAnswer(tampered, 'corrected', ruling).right).toBe(false);
  });
});
