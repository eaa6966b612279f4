// `npm run fuzz -- --seconds N [--seed S]`: the engine's mutation fuzzer (lib/engine/testing/fuzz.ts)
// over every case file in the repo and ../shared/cases and generated boards, for N seconds (60 by
// default). Prints what it reached; each broken invariant is printed with its shrunk case file, to
// be pinned as a named test, and the command exits 1.
import { fuzz } from '../lib/engine/testing/fuzz';
import { caseFilesInRepo, generatedBoards } from '../lib/engine/testing/corpus';
import { ACTION_KINDS, makeCaseText } from '../lib/engine';

const USAGE = 'usage: npm run fuzz -- [--seconds N] [--seed S]\n';

const argValue = (argv: readonly string[], name: string): string | undefined => {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(name.length + 1) : argv[i + 1];
};

const main = (argv: readonly string[]): number => {
  const unknown = argv.filter((a, i) => a.startsWith('--') ? !/^--(seconds|seed)(=|$)/.test(a) : !/^--(seconds|seed)$/.test(argv[i - 1] ?? ''));
  const seconds = Number(argValue(argv, '--seconds') ?? 60);
  const seed = Number(argValue(argv, '--seed') ?? Date.now() % 2 ** 31);
  if (unknown.length || !Number.isFinite(seconds) || seconds <= 0 || !Number.isInteger(seed)) {
    process.stderr.write(unknown.length ? `unknown argument "${unknown[0]}"\n${USAGE}` : USAGE);
    return 2;
  }
  const corpus = [...caseFilesInRepo(), ...generatedBoards(10)].map((x) => x.caseFile);
  const end = Date.now() + seconds * 1000;
  const stats = fuzz(corpus, { seed, rulings: Number.MAX_SAFE_INTEGER, until: () => Date.now() > end });
  process.stdout.write(`fuzz: seed ${seed}, ${seconds} s, ${corpus.length} starting boards\n`);
  process.stdout.write(`  ${stats.rulings.toLocaleString('en')} mutated boards ruled, ${stats.rejections.toLocaleString('en')} rejected with a coded error\n`);
  process.stdout.write(`  accepted boards holding each action kind: ${ACTION_KINDS.map((k) => `${k} ${stats.kinds[k]}`).join(', ')}\n`);
  for (const f of stats.failures) process.stdout.write(`\nBROKEN: ${f.invariant}: ${f.detail}\n${makeCaseText(f.caseFile)}\n`);
  process.stdout.write(stats.failures.length ? `\n${stats.failures.length} broken invariant(s)\n` : '  no broken invariant\n');
  return stats.failures.length ? 1 : 0;
};

process.exitCode = main(process.argv.slice(2));
