// The generator's speed: boards per second across all families and editions on one core, and per
// family the share of dealt boards rejected (a family that leans on blind retries shows here).
// Time is the process's CPU time, so a busy machine does not skew the rate.
// `npx tsx scripts/benchGenerator.ts [boardsPerFamilyEdition]`; scripts/bench.ts imports benchGenerator.
import { FAMILIES, generateAttempts } from '../lib/generator';

export interface GeneratorBench {
  readonly boardsPerSecond: number;
  /** Per family: rejected deals / all deals tried. */
  readonly rejectedShare: Record<string, number>;
  readonly boards: number;
  readonly gaveUp: number;
}

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
  return { boardsPerSecond: Math.round((boards / ms) * 1000), rejectedShare, boards, gaveUp };
};

const isMain = process.argv[1] !== undefined && /benchGenerator\.ts$/.test(process.argv[1]);
if (isMain) {
  const n = Number(process.argv[2] ?? 40);
  const r = benchGenerator(Number.isFinite(n) && n > 0 ? n : 40);
  const lines = [`generator: ${r.boardsPerSecond} boards/s over ${r.boards} boards (${r.gaveUp} gave up)`];
  for (const [name, share] of Object.entries(r.rejectedShare).sort((a, b) => b[1] - a[1])) lines.push(`  ${(share * 100).toFixed(1).padStart(5)}% rejected  ${name}`);
  process.stdout.on('error', () => {}); // a closed pipe (| head) is not an error here
  process.stdout.write(lines.join('\n') + '\n');
}
