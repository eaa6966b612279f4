// The generator's speed: boards per second across all families and editions on one core, and per
// family the share of dealt boards rejected (a family that leans on blind retries shows here) and
// the share of boards meeting issue 11's contract test, double dummy through libdds on a sample
// (left out where libdds is not installed). Time is the process's CPU time, so a busy machine
// does not skew the rate; the solver runs after the timing.
// `npx tsx scripts/benchGenerator.ts [boardsPerFamilyEdition]`; scripts/bench.ts imports benchGenerator.
import { FAMILIES, generateAttempts, generateScenario } from '../lib/generator';
import { ddsAvailable } from '../lib/dds';
import { measureBoard, summarise } from '../lib/dds/measure';

export interface GeneratorBench {
  readonly boardsPerSecond: number;
  /** Per family: rejected deals / all deals tried. */
  readonly rejectedShare: Record<string, number>;
  readonly boards: number;
  readonly gaveUp: number;
  /** Per family: the share of sampled boards meeting the contract test (null without libdds). */
  readonly contractShare: Record<string, number> | null;
  /** Over the sample: mean tricks from double dummy of the contract, and of declarer's play. */
  readonly meanDistance: number | null;
  readonly meanPlayDistance: number | null;
}

/** The contract test double dummy over `perFamilyEdition` boards of each family and edition. */
export const contractSample = (perFamilyEdition = 4): { share: Record<string, number>; meanDistance: number; meanPlayDistance: number } => {
  const share: Record<string, number> = {};
  const all: Parameters<typeof summarise>[0][number][] = [];
  for (const f of FAMILIES) {
    const ms: typeof all = [];
    for (const e of f.editions) for (let i = 0; i < perFamilyEdition; i++) {
      const r = generateScenario(f.name, 500_009 + 7_919 * i, e);
      if (r.ok) ms.push({ ...measureBoard(r.value), label: `${f.name} ${e}` });
    }
    share[f.name] = Number(summarise(ms).fitShare.toFixed(3));
    all.push(...ms);
  }
  const m = summarise(all);
  return { share, meanDistance: m.meanDistance, meanPlayDistance: m.meanPlayDistance };
};

/** CPU time of this process, so that other work on the machine does not skew the figure. */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export const benchGenerator = (perFamilyEdition = 40): GeneratorBench => {
  // warm up first (about 2,000 boards): the figure is the steady rate, not the JIT compiling the first families
  for (const f of FAMILIES) for (const e of f.editions) for (let seed = 0; seed < 20; seed++) generateAttempts(f.name, 7 * seed + 1, e);
  const rejectedShare: Record<string, number> = {};
  let boards = 0;
  let gaveUp = 0;
  let ms = 0;
  for (const f of FAMILIES) {
    let attempts = 0;
    let made = 0;
    for (const e of f.editions) {
      const start = cpuMs();
      for (let seed = 0; seed < perFamilyEdition; seed++) {
        const r = generateAttempts(f.name, 1_000_003 * seed + 17, e);
        attempts += r.attempts;
        if (r.result.ok) made++;
        else gaveUp++;
      }
      ms += cpuMs() - start;
    }
    boards += made;
    rejectedShare[f.name] = attempts === 0 ? 0 : Number(((attempts - made) / attempts).toFixed(3));
  }
  const dd = ddsAvailable() ? contractSample() : null;
  return {
    boardsPerSecond: Math.round((boards / ms) * 1000), rejectedShare, boards, gaveUp,
    contractShare: dd?.share ?? null, meanDistance: dd?.meanDistance ?? null, meanPlayDistance: dd?.meanPlayDistance ?? null,
  };
};

const isMain = process.argv[1] !== undefined && /benchGenerator\.ts$/.test(process.argv[1]);
if (isMain) {
  const n = Number(process.argv[2] ?? 40);
  const r = benchGenerator(Number.isFinite(n) && n > 0 ? n : 40);
  const lines = [`generator: ${r.boardsPerSecond} boards/s over ${r.boards} boards (${r.gaveUp} gave up)`];
  if (r.meanDistance !== null) lines.push(`  contracts ${r.meanDistance.toFixed(2)} tricks from double dummy on average, declarer's play ${r.meanPlayDistance?.toFixed(2)}`);
  lines.push('  rejected  contract test  family');
  for (const [name, share] of Object.entries(r.rejectedShare).sort((a, b) => b[1] - a[1])) {
    const fit = r.contractShare ? `${(r.contractShare[name] * 100).toFixed(0).padStart(5)}%` : '     -';
    lines.push(`  ${(share * 100).toFixed(1).padStart(6)}%  ${fit}          ${name}`);
  }
  process.stdout.on('error', () => {}); // a closed pipe (| head) is not an error here
  process.stdout.write(lines.join('\n') + '\n');
}
