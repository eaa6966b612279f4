// The quiz never asks what the table has not decided, and never grades against anything but the
// ruling: over every family × edition × 50 seeds and every case file in the repo and the shared
// set, each question's answer is the ruling's value, and ruling the timeline cut at `askedAt`
// already gives that value (issue 9). The Law 61B question (who may ask) is held to the same, and
// comes only to screens that ask for it (the club evening does not).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parseCaseText, ruleCase, type CaseFile, type Ruling } from '@/lib/engine';
import { FAMILIES, generateScenario } from '@/lib/generator';
import { gradeAnswer, questionsFor, revokeOf, ruleAt, valueOf } from './index';

/** 61B answers seen, by edition: both answers must come up, or the question teaches nothing. */
const mayAskSeen = new Map<string, Set<string>>();

const SEEDS = 50;
const root = fileURLToPath(new URL('../..', import.meta.url));
const caseDirs = [join(root, 'content/cases'), join(root, '../shared/cases')].filter(existsSync);
const caseFiles = caseDirs.flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.json')).map((f) => join(d, f)));

/** Every claim the quiz makes about one board; a message names the board and the question. */
const checkBoard = (name: string, c: CaseFile): number => {
  const ruled = ruleCase(c);
  expect(ruled.ok, name).toBe(true);
  const ruling = (ruled as { value: Ruling }).value;
  const questions = questionsFor(c, ruling, { mayAsk: true });
  // Without the option, exactly the same questions less the 61B one.
  expect(questionsFor(c, ruling), name).toEqual(questions.filter((q) => q.ask !== 'mayAsk'));
  for (const q of questions) {
    if (q.ask === 'mayAsk') {
      const seen = mayAskSeen.get(ruling.edition) ?? new Set();
      mayAskSeen.set(ruling.edition, seen.add(q.answer));
      // Asked with the status, about a question someone actually asked: not the offender.
      const r = revokeOf(ruling, q)!;
      expect(r.attention?.by ?? null, name).not.toBeNull();
      expect(r.attention?.by, name).not.toBe(q.revoke.seat);
      // Never on a fact of the case no screen shows.
      expect(c.facts?.dummyForfeitedRights ?? false, name).toBe(false);
      expect(questions.some((s) => s.ask === 'status' && s.askedAt === q.askedAt && s.revoke.seat === q.revoke.seat && s.revoke.trick === q.revoke.trick), name).toBe(true);
    }
    const where = `${name}: ${q.ask} on ${q.revoke.seat}'s trick-${q.revoke.trick} revoke asked at ${q.askedAt}`;
    const r = revokeOf(ruling, q);
    expect(r, where).not.toBeNull();
    expect(q.answer, where).toBe(valueOf(r!, q.ask));
    expect(q.options, where).toContain(q.answer);
    expect(new Set(q.options).size, `${where}: one option per value`).toBe(q.options.length);
    const cut = ruleAt(c, q.askedAt);
    const there = cut ? revokeOf(cut, q) : null;
    expect(there ? valueOf(there, q.ask) : null, `${where}: already decided`).toBe(q.answer);
    expect(gradeAnswer(q, q.answer, ruling), where).toEqual({ right: true, mistake: null });
    for (const o of q.options.filter((x) => x !== q.answer)) {
      const g = gradeAnswer(q, o, ruling);
      // The only equivalent answer: a trick-12 revoke put right before it was established is also "corrected".
      if (!(q.ask === 'status' && q.answer === 'trick12-corrected' && o === 'corrected' && r!.establishedAt === null)) expect(g.right, `${where}: ${o}`).toBe(false);
    }
  }
  // Every noticed revoke is asked about: its status, and its transfer once the ruling gives one.
  for (const r of ruling.revokes) {
    if (r.status === 'unnoticed') continue;
    expect(questions.some((q) => q.ask === 'status' && q.revoke.seat === r.seat && q.revoke.trick === r.trick), name).toBe(true);
    if (r.transfer !== null) expect(questions.some((q) => q.ask === 'transfer' && q.revoke.seat === r.seat && q.revoke.trick === r.trick), name).toBe(true);
  }
  return questions.length;
};

describe('questions are the ruling, asked once decided', () => {
  it.each(FAMILIES.flatMap((f) => f.editions.map((e) => [f.name, e] as const)))(`%s (%s), ${SEEDS} seeds`, (family, edition) => {
    let asked = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const g = generateScenario(family, seed, edition);
      if (!g.ok) continue; // the generator's own tests hold it to its families
      asked += checkBoard(`${family}/${edition}/${seed}`, g.value);
    }
    expect(asked, `${family} ${edition} asks something`).toBeGreaterThan(0);
  });

  it.each(caseFiles)('case file %s', (file) => {
    const parsed = parseCaseText(readFileSync(file, 'utf8'));
    expect(parsed.ok, file).toBe(true);
    if (parsed.ok) checkBoard(file, parsed.value);
  });

  it('61B: the question is asked, and both answers come up (1997 forbids a defender asking partner)', () => {
    const all = new Set([...mayAskSeen.values()].flatMap((s) => [...s]));
    expect([...all].sort()).toEqual(['allowed', 'not-allowed']);
    expect(mayAskSeen.get('1997')?.has('not-allowed')).toBe(true);
  });
});
