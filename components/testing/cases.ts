// Public example cases (../shared/cases) for component tests, read from disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCaseText, type CaseFile } from '@/lib/engine';

export const SHARED_CASES = join(process.cwd(), '..', 'shared', 'cases');

export const loadCase = (name: string): CaseFile => {
  const r = parseCaseText(readFileSync(join(SHARED_CASES, `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value;
};
