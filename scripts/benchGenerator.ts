// The generator's speed: boards per second across all families and editions on one core, and per
// family the share of dealt boards rejected (a family that leans on blind retries shows here) and
// the share of boards meeting issue 11's contract test, double dummy through libdds on a sample
// (left out where libdds is not installed). Time is the process's CPU time, so a busy machine
// does not skew the rate; the solver runs after the timing.
// `npx tsx scripts/benchGenerator.ts [boardsPerFamilyEdition]`; scripts/bench.ts imports benchGenerator
// (`npm run bench:engine`, under node --single-threaded, gives the reference figure: run this way,
// V8's compiler and GC threads add their CPU time to the generator's).
// `npx tsx scripts/benchGenerator.ts --phone`: milliseconds per board in a CPU-throttled Chromium
// (GENERATOR_ENTRY=path/to/lib/generator/index.ts measures another checkout, for a before/after).
import { FAMILIES, generateAttempts, generateScenario } from '../lib/generator';
import { ddsAvailable } from '../lib/dds';
import { measureBoard, summarise } from '../lib/dds/measure';
import { median } from './median';

export interface GeneratorBench {
  /** The steady rate: the median of the last passes' boards per second of CPU time. */
  readonly boardsPerSecond: number;
  /** Boards per second of each pass in turn (the first still compiling). */
  readonly passes: readonly number[];
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

/** Measured passes over every family and edition; the figure is the median of the last STEADY. */
const PASSES = 8;
const STEADY = 4;

export const benchGenerator = (perFamilyEdition = 40): GeneratorBench => {
  // warm up first (about 6,800 boards): the figure is the steady rate, not the JIT compiling the
  // first families. 20 seeds (2,260 boards) were too few: functions that run once a board (the
  // auction, the families' builds) are still being optimised then, and the figure came out 5,164 to
  // 5,629 against 5,911 to 6,611 after 60 seeds, the same boards timed (6 runs alternating, load 10);
  // 120 seeds gave 6,194 and 6,324, no more
  for (const f of FAMILIES) for (const e of f.editions) for (let seed = 0; seed < 60; seed++) generateAttempts(f.name, 7 * seed + 1, e);
  // Then several passes, each over seeds of its own, timed one by one: V8 goes on optimising for
  // several passes more (on a quiet machine, single-threaded, the same 4,520 boards timed eight
  // times took 645, 556, 516, 520, 428, 398, 446, 389 ms), and one pass timed alone had read 4,521 to 7,174
  // boards/s for the same code within minutes. The process's CPU time counts V8's compiler and
  // garbage-collector threads too, so `npm run bench:engine` runs node --single-threaded: the
  // figure is one core's, the compiling on it included.
  const rejectedShare: Record<string, number> = {};
  const attempts = new Map<string, number>();
  const made = new Map<string, number>();
  let boards = 0;
  let gaveUp = 0;
  const rates: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    let passBoards = 0;
    let ms = 0;
    for (const f of FAMILIES) {
      for (const e of f.editions) {
        const start = cpuMs();
        for (let seed = 0; seed < perFamilyEdition; seed++) {
          const r = generateAttempts(f.name, 1_000_003 * seed + 17 + 104_729 * pass, e);
          attempts.set(f.name, (attempts.get(f.name) ?? 0) + r.attempts);
          if (r.result.ok) {
            made.set(f.name, (made.get(f.name) ?? 0) + 1);
            passBoards++;
          } else gaveUp++;
        }
        ms += cpuMs() - start;
      }
    }
    boards += passBoards;
    rates.push((passBoards / ms) * 1000);
  }
  for (const f of FAMILIES) {
    const a = attempts.get(f.name) ?? 0;
    rejectedShare[f.name] = a === 0 ? 0 : Number(((a - (made.get(f.name) ?? 0)) / a).toFixed(3));
  }
  const dd = ddsAvailable() ? contractSample() : null;
  return {
    boardsPerSecond: Math.round(median(rates.slice(-STEADY))),
    passes: rates.map(Math.round), rejectedShare, boards, gaveUp,
    contractShare: dd?.share ?? null, meanDistance: dd?.meanDistance ?? null, meanPlayDistance: dd?.meanPlayDistance ?? null,
  };
};

/**
 * Milliseconds per board as a phone deals it: the generator bundled for the browser (esbuild,
 * the same code the scenario page runs), dealt in headless Debian Chromium with the CPU slowed
 * fourfold through the DevTools protocol (Emulation.setCPUThrottlingRate), one board of every
 * family and edition per round. The first board is timed alone (nothing compiled yet).
 */
export const benchPhone = async (
  rounds = Number(process.env.PHONE_ROUNDS ?? 3),
  throttle = 4,
): Promise<{
  first: number; mean: number; median: number; p95: number; max: number; boards: number;
  slowest: { label: string; ms: number; attempts: number; round: number }[];
  /** Per round: all its boards' milliseconds and how many took over 20 ms (round 1 runs code not yet compiled). */
  rounds: { ms: number; over20: number }[];
  /** Per family: median, 95th percentile and slowest board in milliseconds, and deals per board (the goal is per board). */
  families: { name: string; median: number; p95: number; max: number; deals: number }[];
}> => {
  const { build } = await import('esbuild');
  const { launchChromium } = await import('../e2e/browser');
  const entry = `import { FAMILIES, generateAttempts, generateScenario } from ${JSON.stringify(process.env.GENERATOR_ENTRY ?? new URL('../lib/generator/index.ts', import.meta.url).pathname)};
    globalThis.measure = (rounds) => {
      const times = []; const boards = []; const byFamily = {}; const perRound = []; let seed = 1;
      const t0 = performance.now(); generateScenario(FAMILIES[0].name, 0, FAMILIES[0].editions[0]); const first = performance.now() - t0;
      for (let r = 0; r < rounds; r++) for (const f of FAMILIES) for (const e of f.editions) {
        const s = seed++;
        const t = performance.now(); const { attempts } = generateAttempts(f.name, s, e); const ms = performance.now() - t;
        const pr = (perRound[r] ??= { ms: 0, over20: 0 }); pr.ms += ms; if (ms > 20) pr.over20++;
        times.push(ms); boards.push({ label: f.name + ' ' + e + ' seed ' + s, ms, attempts, round: r + 1 });
        (byFamily[f.name] ??= []).push({ ms, attempts });
      }
      const families = Object.entries(byFamily).map(([name, xs]) => {
        const t = xs.map((x) => x.ms).sort((a, b) => a - b);
        return { name, median: t[t.length >> 1], p95: t[Math.min(t.length - 1, Math.floor(t.length * 0.95))], max: t[t.length - 1], deals: xs.reduce((n, x) => n + x.attempts, 0) / xs.length };
      });
      times.sort((a, b) => a - b);
      boards.sort((a, b) => b.ms - a.ms);
      return { first, boards: times.length, mean: times.reduce((s, x) => s + x, 0) / times.length, median: times[times.length >> 1], p95: times[Math.floor(times.length * 0.95)], max: times[times.length - 1], slowest: boards.slice(0, 8), families, rounds: perRound };
    };`;
  // minified and with V8's compile hint in front, as the app's production build serves the
  // generator's chunk (next.config.mjs, CompileHintPlugin), so the first board is timed as a page deals it
  const out = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, platform: 'browser', format: 'iife', write: false, logLevel: 'warning' });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.setContent('<!doctype html><title>generator</title>');
    await page.addScriptTag({ content: `//# allFunctionsCalledOnLoad\n${out.outputFiles[0].text}` });
    return await page.evaluate((n) => (globalThis as unknown as { measure: (n: number) => Awaited<ReturnType<typeof benchPhone>> }).measure(n), rounds);
  } finally {
    await browser.close();
  }
};

const isMain = process.argv[1] !== undefined && /benchGenerator\.ts$/.test(process.argv[1]);
if (isMain && process.argv[2] === '--phone') {
  void benchPhone().then((r) => {
    const f = (x: number) => x.toFixed(2);
    process.stdout.write(`phone (Chromium, CPU throttled 4x): first board ${f(r.first)} ms; over ${r.boards} boards mean ${f(r.mean)} ms, median ${f(r.median)}, 95th percentile ${f(r.p95)}, slowest ${f(r.max)}\n`);
    // the slowest boards with the deals they took: many deals is the generator's cost, one deal a pause of the page (garbage collection)
    process.stdout.write(r.slowest.map((b) => `  ${f(b.ms)} ms  ${b.attempts} deal${b.attempts === 1 ? '' : 's'}  round ${b.round}  ${b.label}\n`).join(''));
    // the first round runs code V8 has not compiled yet (what a page dealing its first boards meets); later rounds the steady cost
    process.stdout.write(`  per round (ms for all its boards, boards over 20 ms): ${r.rounds.map((x, i) => `${i + 1}: ${x.ms.toFixed(0)}/${x.over20}`).join('  ')}\n`);
    process.stdout.write('  per family (ms): median    p95  slowest  deals/board\n');
    const rows = [...r.families].sort((a, b) => b.max - a.max);
    process.stdout.write(rows.map((x) => `  ${f(x.median).padStart(20)} ${f(x.p95).padStart(6)} ${f(x.max).padStart(8)} ${x.deals.toFixed(2).padStart(12)}  ${x.name}\n`).join(''));
  });
} else if (isMain) {
  const n = Number(process.argv[2] ?? 40);
  const r = benchGenerator(Number.isFinite(n) && n > 0 ? n : 40);
  const lines = [`generator: ${r.boardsPerSecond} boards/s over ${r.boards} boards (${r.gaveUp} gave up); each pass in turn: ${r.passes.join(', ')}`];
  if (r.meanDistance !== null) lines.push(`  contracts ${r.meanDistance.toFixed(2)} tricks from double dummy on average, declarer's play ${r.meanPlayDistance?.toFixed(2)}`);
  lines.push('  rejected  contract test  family');
  for (const [name, share] of Object.entries(r.rejectedShare).sort((a, b) => b[1] - a[1])) {
    const fit = r.contractShare ? `${(r.contractShare[name] * 100).toFixed(0).padStart(5)}%` : '     -';
    lines.push(`  ${(share * 100).toFixed(1).padStart(6)}%  ${fit}          ${name}`);
  }
  process.stdout.on('error', () => {}); // a closed pipe (| head) is not an error here
  process.stdout.write(lines.join('\n') + '\n');
}
