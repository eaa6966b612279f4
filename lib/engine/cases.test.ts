// Every public case in ../shared/cases must be ruled exactly as its `expect` block says,
// through the library and through the `rule` command.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parseCaseText } from './caseSchema';
import { ruleCase } from './rule';

const root = fileURLToPath(new URL('../..', import.meta.url));
const casesDir = [join(root, '../shared/cases'), join(root, 'content/cases')].find((d) => existsSync(join(d, '64a2-seed-example1-one-trick.json'))) ?? join(root, '../shared/cases');
const files = readdirSync(casesDir).filter((f) => f.endsWith('.json')).sort();

/** Each key present in `expected` must equal the ruling's; lists are compared item by item. */
const expectSubset = (actual: unknown, expected: unknown, path: string): void => {
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, `${path}.length`).toBe(expected.length);
    expected.forEach((e, i) => expectSubset((actual as unknown[])[i], e, `${path}[${i}]`));
  } else if (expected !== null && typeof expected === 'object') {
    for (const [k, v] of Object.entries(expected)) expectSubset((actual as Record<string, unknown> | null)?.[k], v, `${path}.${k}`);
  } else {
    expect(actual, path).toEqual(expected);
  }
};

describe('the public cases (../shared/cases)', () => {
  it('are there to be ruled on', () => expect(files.length).toBeGreaterThanOrEqual(11));

  it.each(files)('%s is ruled as its expect block says', (f) => {
    const parsed = parseCaseText(readFileSync(join(casesDir, f), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const ruling = ruleCase(parsed.value);
    if (!ruling.ok) throw new Error(ruling.error.message);
    expectSubset(ruling.value, parsed.value.expect, 'ruling');
  });

  it('the rule command prints one ruling per file, in order, each as its expect block says', () => {
    const out = execFileSync('npx', ['tsx', join(root, 'scripts/rule.ts'), ...files.map((f) => join(casesDir, f))], { encoding: 'utf8' });
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(files.length);
    lines.forEach((line, i) => {
      const c = JSON.parse(readFileSync(join(casesDir, files[i]), 'utf8')) as { expect?: unknown };
      expectSubset(JSON.parse(line), c.expect, files[i]);
    });
    // A child process (tsx starting up) on a shared, loaded machine: room enough, no timing asserted.
  }, 60_000);
});
