// The bundled lesson cases (content/cases) are ruled by the engine exactly as their `expect` says,
// so a lesson's text and its board cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCaseText } from '../engine';
import { ruleCase } from '../engine';

const dir = path.join(process.cwd(), 'content/cases');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));

/** Every key present in `want` equals the same key in `got`; arrays element by element. */
const subset = (want: unknown, got: unknown): unknown => {
  if (Array.isArray(want) && Array.isArray(got)) return want.map((w, i) => subset(w, got[i]));
  if (want && typeof want === 'object' && got && typeof got === 'object') {
    return Object.fromEntries(Object.keys(want).map((k) => [k, subset((want as Record<string, unknown>)[k], (got as Record<string, unknown>)[k])]));
  }
  return got;
};

describe('bundled lesson cases', () => {
  test.each(files)('%s is ruled as it expects', (file) => {
    const parsed = parseCaseText(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const ruling = ruleCase(parsed.value);
    if (!ruling.ok) throw new Error(ruling.error.message);
    expect(parsed.value.expect).toBeDefined();
    expect(subset(parsed.value.expect, ruling.value)).toEqual(parsed.value.expect);
  });
});
