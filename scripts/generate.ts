// `npm run --silent generate -- --family NAME --seed N --edition YEAR`: one case file, pretty JSON.
// `--list`: one JSON object per line per family (name, editions, teaches, target, difficulty).
// A bad family, seed or edition: a message on stderr, exit 2.
import { FAMILIES, generateScenario } from '../lib/generator';
import { isFamilyName } from '../lib/generator/familyNames';
import { makeCaseText } from '../lib/engine';
import type { Edition } from '../lib/engine';

const USAGE = 'usage: npm run --silent generate -- --family NAME --seed N [--edition 1997|2007|2017]\n       npm run --silent generate -- --list\n';

export interface GenerateArgs {
  readonly list: boolean;
  readonly family?: string;
  readonly seed?: string;
  readonly edition?: string;
}

export const parseArgs = (argv: readonly string[]): GenerateArgs | string => {
  const out: { list: boolean; family?: string; seed?: string; edition?: string } = { list: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const [key, inline] = a.startsWith('--') && eq > 0 ? [a.slice(0, eq), a.slice(eq + 1)] : [a, undefined];
    if (key === '--list') out.list = true;
    else if (key === '--family' || key === '--seed' || key === '--edition') {
      // a following flag is not a value: `--family --seed 1` names no family
      const next = argv[i + 1];
      const v = inline ?? (next !== undefined && !next.startsWith('--') ? (i++, next) : undefined);
      if (v === undefined || v === '') return `${key} has no value: write ${key} ${key === '--family' ? 'NAME' : key === '--seed' ? 'N' : 'YEAR'} (or ${key}=...)`;
      out[key.slice(2) as 'family' | 'seed' | 'edition'] = v;
    } else return `unknown argument "${a}"`;
  }
  return out;
};

/** Runs the command; returns the exit code and what to print. */
export const runGenerate = (argv: readonly string[]): { code: number; stdout: string; stderr: string } => {
  const args = parseArgs(argv);
  if (typeof args === 'string') return { code: 2, stdout: '', stderr: `${args}\n${USAGE}` };
  if (args.list) {
    const lines = FAMILIES.map((f) => JSON.stringify({ name: f.name, editions: f.editions, teaches: f.teaches, target: f.target, difficulty: f.difficulty, targetByEdition: f.targetByEdition }));
    return { code: 0, stdout: lines.join('\n') + '\n', stderr: '' };
  }
  if (args.family === undefined) return { code: 2, stdout: '', stderr: `--family is required\n${USAGE}` };
  if (!isFamilyName(args.family)) return { code: 2, stdout: '', stderr: `unknown family "${args.family}"; --list shows them\n` };
  if (args.seed === undefined || !/^\d+$/.test(args.seed) || !Number.isSafeInteger(Number(args.seed))) {
    return { code: 2, stdout: '', stderr: `--seed must be a non-negative integer up to ${Number.MAX_SAFE_INTEGER} (got ${JSON.stringify(args.seed ?? null)})\n` };
  }
  const info = FAMILIES.find((f) => f.name === args.family)!;
  const edition = (args.edition ?? info.editions[info.editions.length - 1]) as Edition;
  const r = generateScenario(args.family, Number(args.seed), edition);
  if (!r.ok) return { code: 2, stdout: '', stderr: `${r.error.code}: ${r.error.message}\n` };
  return { code: 0, stdout: makeCaseText(r.value) + '\n', stderr: '' };
};

const isMain = process.argv[1] !== undefined && /generate\.ts$/.test(process.argv[1]);
if (isMain) {
  const r = runGenerate(process.argv.slice(2));
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exitCode = r.code;
}
