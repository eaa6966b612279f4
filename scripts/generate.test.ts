import { describe, expect, it } from 'vitest';
import { runGenerate } from './generate';
import { FAMILY_NAMES } from '../lib/generator/familyNames';
import { parseCaseText } from '../lib/engine';

describe('npm run generate', () => {
  it('--list prints one JSON object per family with name, editions, teaches, target and difficulty', () => {
    const r = runGenerate(['--list']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { name: unknown; editions: unknown; teaches: unknown; difficulty: unknown; target: unknown });
    expect(lines.map((l) => l.name).sort()).toEqual([...FAMILY_NAMES].sort());
    for (const l of lines) {
      expect([typeof l.name, Array.isArray(l.editions), typeof l.teaches, typeof l.difficulty]).toEqual(['string', true, 'string', 'number']);
      expect(l.target).toHaveProperty('status');
    }
  });

  it('prints one pretty case file that parses', () => {
    const r = runGenerate(['--family', 'transfer-64a1-two', '--seed', '12', '--edition', '2007']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\n  "format": "revoke-case/1"');
    const c = parseCaseText(r.stdout);
    expect(c.ok && c.value.edition).toBe('2007');
  });

  it('defaults the edition to the latest one the family exists in', () => {
    const r = runGenerate(['--family=transfer-1997-extra-trick', '--seed=3']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { edition: string }).edition).toBe('1997');
  });

  it.each([
    ['an unknown family', ['--family', 'nope', '--seed', '1'], /unknown family/],
    ['a negative seed', ['--family', 'transfer-64a1-two', '--seed', '-1'], /--seed/],
    ['a seed that is not a number', ['--family', 'transfer-64a1-two', '--seed', 'abc'], /--seed/],
    ['a missing seed', ['--family', 'transfer-64a1-two'], /--seed/],
    ['an edition the family does not exist in', ['--family', 'transfer-1997-extra-trick', '--seed', '1', '--edition', '2017'], /edition-not-applicable/],
    ['an unknown edition', ['--family', 'transfer-64a1-two', '--seed', '1', '--edition', '1990'], /edition/],
    ['an unknown argument', ['--colour', 'red'], /unknown argument/],
    ['--family followed by another flag (issue 10)', ['--family', '--seed', '1'], /--family has no value/],
    ['--seed at the end with nothing after it', ['--family', 'transfer-64a1-two', '--seed'], /--seed has no value/],
    ['an empty --edition=', ['--family', 'transfer-64a1-two', '--seed', '1', '--edition='], /--edition has no value/],
  ])('%s: a message on stderr and exit 2', (_name, argv, message) => {
    const r = runGenerate(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});
