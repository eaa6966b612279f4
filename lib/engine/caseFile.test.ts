// Bad input gets a code, the place and a plain message; never an exception.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseCaseText } from './caseSchema';
import { ruleCase } from './rule';
import { makeDeal, parseDeal } from './deal';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = {
  format: 'revoke-case/1', edition: '2017', contract: '4S', declarer: 'S', vulnerable: 'None',
  deal: 'N:T98.KQ4.K54.7654 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9',
  timeline: [{ play: 'CA', by: 'W' }, { play: 'C4', by: 'N' }, { play: 'C8', by: 'E' }, { play: 'C2', by: 'S' }],
};
const judge = (x: unknown) => {
  const p = parseCaseText(typeof x === 'string' ? x : JSON.stringify(x));
  return p.ok ? ruleCase(p.value) : p;
};

describe('rejected case files', () => {
  it.each([
    ['not JSON at all', '{"format": ', { code: 'not-json' }],
    ['another format', { ...base, format: 'revoke-case/2' }, { code: 'bad-format', field: 'format' }],
    ['an unknown edition', { ...base, edition: '2027' }, { code: 'bad-field', field: 'edition' }],
    ['a deal with 14 cards in one hand', { ...base, deal: 'N:T98.KQ4.K54.76543 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9' }, { code: 'bad-deal', field: 'deal' }],
    ['a card dealt twice', { ...base, deal: 'N:T98.KQ4.K54.7654 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT8' }, { code: 'bad-deal' }],
    ['a contract of 8 spades', { ...base, contract: '8S' }, { code: 'bad-contract', field: 'contract' }],
    ['an unknown action', { ...base, timeline: [...base.timeline, { sneeze: true }] }, { code: 'unknown-action', action: 4 }],
    ['a card that is not a card', { ...base, timeline: [{ play: 'C1' }] }, { code: 'bad-action', action: 0 }],
    ['a card the player does not hold', { ...base, timeline: [{ play: 'SA', by: 'W' }] }, { code: 'card-not-held', action: 0 }],
    ['a play out of turn', { ...base, timeline: [{ play: 'C4', by: 'N' }] }, { code: 'out-of-turn', action: 0 }],
    ['a card played twice', { ...base, timeline: [...base.timeline, { play: 'CA' }] }, { code: 'card-already-played', action: 4 }],
    ['a correction with nothing to correct', { ...base, timeline: [...base.timeline, { correct: 'H2' }] }, { code: 'nothing-to-correct', action: 4 }],
    ['attention to a revoke nobody made', { ...base, timeline: [...base.timeline, { attention: { seat: 'E' } }] }, { code: 'no-such-revoke', action: 4 }],
    ['a correction with a card that does not follow suit', { ...base, timeline: [{ play: 'CA' }, { play: 'D4' }, { attention: { seat: 'N' } }, { correct: 'H4' }] }, { code: 'illegal-correction', action: 3 }],
    ['a claim of more tricks than remain', { ...base, timeline: [...base.timeline, { claim: { by: 'S', tricks: 13 } }] }, { code: 'bad-claim', action: 4 }],
    ['agreement with no claim', { ...base, timeline: [{ agree: { by: 'W' } }] }, { code: 'no-claim', action: 0 }],
    ['a lead option with no penalty card', { ...base, timeline: [{ leadOption: { by: 'S', require: 'H' } }] }, { code: 'bad-lead-option', action: 0 }],
  ] as const)('%s', (_name, input, expected) => {
    const r = judge(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject(expected);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });

  it('the rule command prints the error on its line and exits 2 after ruling on the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cases-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...base, timeline: [{ play: 'SA', by: 'W' }] }));
    writeFileSync(join(dir, 'good.json'), JSON.stringify(base));
    let out = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', join(root, 'scripts/rule.ts'), join(dir, 'bad.json'), join(dir, 'good.json')], { encoding: 'utf8' });
    } catch (e) {
      const ex = e as { stdout: string; status: number };
      out = ex.stdout;
      status = ex.status;
    }
    expect(status).toBe(2);
    const [bad, good] = out.trim().split('\n').map((l): unknown => JSON.parse(l));
    expect(bad).toMatchObject({ file: join(dir, 'bad.json'), error: { code: 'card-not-held', action: 0 } });
    expect(good).toMatchObject({ edition: '2017', revokes: [], tricks: null });
    // A child process (tsx starting up) on a shared, loaded machine: room enough, no timing asserted.
  }, 60_000);
});

describe('PBN deals', () => {
  it('parseDeal and makeDeal round-trip, whatever seat comes first', () => {
    const text = 'E:76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9 T98.KQ4.K54.7654';
    const d = parseDeal(text);
    expect(d.ok && makeDeal(d.value, 'E')).toBe(text);
    expect(d.ok && d.value.N.length).toBe(13);
  });
});
