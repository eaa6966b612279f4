// `npm run --silent quiz`: one JSON line per case file, the rule command's error line for a
// rejected one, and exit 2 as `rule` does.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { quizFile } from '../../scripts/quiz';
import { ruleFile } from '../../scripts/rule';

const root = fileURLToPath(new URL('../..', import.meta.url));
const shared = join(root, '../shared/cases/64a2-seed-example1-one-trick.json');
const read = (f: string) => readFileSync(f, 'utf8');

describe('the quiz command', () => {
  it('gives the questions of a case file, the answer the ruling', () => {
    const line = quizFile(shared, read);
    expect(line).toEqual({
      questions: [
        { revoke: { seat: 'E', trick: 6 }, ask: 'status', askedAt: expect.any(Number) as number, options: ['established', 'corrected'], answer: 'established' },
        { revoke: { seat: 'E', trick: 6 }, ask: 'transfer', askedAt: expect.any(Number) as number, options: ['0', '1', '2'], answer: '1' },
      ],
    });
  });

  it('gives a rejected file the rule command\'s error line', () => {
    const bad = () => '{"format":"revoke-case/9"}';
    expect(quizFile('bad.json', bad)).toEqual(ruleFile('bad.json', bad));
    expect(quizFile('/nowhere.json', read)).toMatchObject({ file: '/nowhere.json', error: { code: 'unreadable' } });
  });

  it('prints one line per file and exits 2 when one is rejected', () => {
    let out = '';
    let status = 0;
    try {
      execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/quiz.ts'), shared, '/nowhere.json'], { cwd: root, encoding: 'utf8' });
    } catch (e) {
      const x = e as { status: number; stdout: string };
      status = x.status;
      out = x.stdout;
    }
    expect(status).toBe(2);
    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveProperty('questions');
    expect(lines[1]).toMatchObject({ file: '/nowhere.json' });
  });
});
