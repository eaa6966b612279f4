// Every board the engine's properties run over: the case files in the repo (content/cases,
// public/examples), the public cases (../shared/cases), and generated boards (every family ×
// edition × seeds 0..n-1). Test-only: it reads files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCaseText } from '../caseSchema';
import type { CaseFile } from '../caseFile';
import { FAMILIES, generateScenario } from '../../generator';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const DIRS = ['content/cases', 'public/examples', '../shared/cases'];

export interface NamedCase {
  readonly name: string;
  readonly caseFile: CaseFile;
}

export const caseFilesInRepo = (): NamedCase[] => {
  const out: NamedCase[] = [];
  for (const d of DIRS) {
    const dir = join(root, d);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
      const p = parseCaseText(readFileSync(join(dir, f), 'utf8'));
      if (p.ok) out.push({ name: `${d}/${f}`, caseFile: p.value });
    }
  }
  return out;
};

export const generatedBoards = (seeds: number): NamedCase[] => {
  const out: NamedCase[] = [];
  for (const f of FAMILIES) for (const e of f.editions) for (let seed = 0; seed < seeds; seed++) {
    const g = generateScenario(f.name, seed, e);
    if (g.ok) out.push({ name: `${f.name}/${e}/${seed}`, caseFile: g.value });
  }
  return out;
};
