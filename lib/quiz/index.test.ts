// The quiz model on the boards issue 9 reported, and its grading table.
import { describe, expect, it } from 'vitest';
import { ruleCase, type CaseFile, type Ruling } from '@/lib/engine';
import { generateScenario, type FamilyName } from '@/lib/generator';
import type { Edition } from '@/lib/engine';
import { gradeAnswer, lawOf, mayAskReasonOf, pausesOf, questionsFor, revokeOf, type Question } from './index';

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

describe('61B: was the player who drew attention allowed to ask?', () => {
  const mayAsk = (c: CaseFile) => {
    const r = ruleCase(c);
    if (!r.ok) throw new Error(r.error.message);
    return { ruling: r.value, q: questionsFor(c, r.value, { mayAsk: true }).find((x) => x.ask === 'mayAsk') };
  };
  it('61B (1997): a defender may not ask partner; the answer is the ruling\'s, filed under 61B', () => {
    const { c } = board('illegal-question-1997-63b', '1997', 3);
    const { ruling, q } = mayAsk(c);
    expect(q?.answer).toBe('not-allowed');
    expect(q?.options).toEqual(['allowed', 'not-allowed']);
    expect(lawOf(ruling, q!)).toBe('61B');
    expect(gradeAnswer(q!, 'allowed', ruling)).toEqual({ right: false, mistake: 'said-question-allowed-when-not' });
  });
  it.each(['2007', '2017'] as const)('61B (%s): the same question by the same defender is allowed (at the risk of unauthorised information)', (edition) => {
    const { c } = board('illegal-question-1997-63b', '1997', 3);
    const { ruling, q } = mayAsk({ ...c, edition, expect: undefined });
    expect(q?.answer).toBe('allowed');
    expect(gradeAnswer(q!, 'allowed', ruling).right).toBe(true);
  });
  it('43B2b: dummy who forfeited his rights is a fact no screen shows, so who may ask is not asked there', () => {
    const { c } = board('dummy-forfeited-rights-43b2b', '2017', 2);
    expect(c.facts?.dummyForfeitedRights).toBe(true);
    expect(mayAsk(c).q).toBeUndefined();
    // The same board without that fact: dummy may ask declarer (61B).
    const { facts: _f, expect: _e, ...plain } = c;
    expect(mayAsk(plain).q?.answer).toBe('allowed');
  });
  it('the reason given for each answer is the engine\'s step on the question, with its law', () => {
    const { c } = board('illegal-question-1997-63b', '1997', 3);
    const reason = (x: CaseFile) => {
      const { ruling, q } = mayAsk(x);
      return mayAskReasonOf(revokeOf(ruling, q!)!);
    };
    expect(reason(c)).toEqual({ reason: 'defender-asked-partner-forbidden', law: '61B' });
    expect(reason({ ...c, edition: '2017', expect: undefined })).toEqual({ reason: 'defender-asked-partner-allowed', law: '61B' });
    // Not asked there (a fact no screen shows), but the reason is the engine's all the same.
    const forfeited = board('dummy-forfeited-rights-43b2b', '2017', 2);
    expect(mayAskReasonOf(forfeited.ruling.revokes[0])).toEqual({ reason: 'dummy-forfeited-rights', law: '43B2b' });
  });
  it('a screen that does not opt in (the club evening) is never asked it', () => {
    const { questions } = board('illegal-question-1997-63b', '1997', 3);
    expect(questions.some((q) => (q.ask as string) === 'mayAsk')).toBe(false);
  });
  it('declarer asking a defender is not asked about: the laws never limit it', () => {
    const { c } = board('corrected-defender-penalty-card', '2017', 1);
    const first = c.timeline.find((a) => 'attention' in a);
    expect(first && 'attention' in first && first.attention.by).toBe(c.declarer);
    expect(mayAsk(c).q).toBeUndefined();
  });
});
