// The first board of a page, counted instead of timed: each family's board (first edition, seeds
// 1..N) dealt in a fresh node, every function compiled up front (as Chrome's compile hint has the
// app's generator chunk compiled: next.config.mjs) and V8 predictable (one thread, no background
// compiler whose timing moves the count), counted in machine instructions by valgrind's
// callgrind, less a run that only loads the generator. A phone in a fresh browser
// (scripts/benchPhone.ts) reads one board anywhere from 10 to 40 ms from one run to the next; this
// count is the same every run, so a change to the generator can be judged on it in minutes.
//
// How it reads against the phone: over the 41 families' seed-1 boards, this count (M, million
// instructions) and one benchPhone run of the same code (PHONE_FIRSTS=0, three fresh browsers a
// family, 2026-12-04) correlate at r = 0.87, phone ms = 3.3 + 0.92 * M. The three families over
// 20 ms on the phone (defender-faced-hand-corrected 23.9 ms, trick12-too-late 30.7, score-slam-bonus
// 33.3) counted 27.2, 24.4 and 24.2 M; the next (faced-hand-revoke 19.3 ms) 18.8 M, then
// transfer-64a1-required-card 17.1 ms at 17.5 M. So about 18 M is a phone's 20 ms, the phone being
// this machine slowed 4× (Lighthouse's BenchmarkIndex about 330-430 there, against a Pixel 5's 1000
// and a Moto G4 Power's 264: scripts/phoneCpu.ts).
//
//   npx tsx scripts/benchColdFirst.ts [seeds=1] [family ...]     (needs valgrind: apt-get install valgrind)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { FAMILIES } from '../lib/generator';

/** Over this many million instructions a phone (CPU slowed fourfold) took over 20 ms for the board (see above). */
const PHONE_20MS = 18;

// --predictable: one thread, and the garbage collector and hash tables laid out the same every run
// (with --single-threaded alone, one board counted 630.8, 633.0 and 632.7 M in three runs; with
// these, 631.29 M each time, and a board less loading reads the same to 0.1 M from run to run)
const NODE_FLAGS = ['--no-lazy', '--predictable', '--hash-seed=1', '--random-seed=1'];

const dir = join(process.cwd(), '.bench');
const bundle = join(dir, 'cold-generator.mjs');
const driver = join(dir, 'cold-driver.mjs');

/** Instructions of a fresh node dealing `family`'s board `seed` in `edition` ('-': loading only). */
const count = (family: string, edition: string, seed: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const p = spawn('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...NODE_FLAGS, driver, bundle, family, edition, String(seed)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', (code) => {
      const m = /Collected : (\d+)/.exec(err);
      if (code !== 0 || !m) reject(new Error(`${family} ${edition} seed ${seed}: exit ${code}\n${err.slice(-800)}`));
      else resolve(Number(m[1]));
    });
  });

/** Run `jobs` a few at a time (one a core), in order. */
const pool = async <T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> => {
  const out: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return out;
};

const main = async (): Promise<void> => {
  if (spawnSync('valgrind', ['--version']).status !== 0) {
    console.log('benchColdFirst: valgrind is not installed (apt-get install valgrind); nothing measured');
    return;
  }
  const seeds = Math.max(1, Number(process.argv[2] ?? 1) || 1);
  const only = process.argv.slice(3);
  const unknown = only.filter((name) => !FAMILIES.some((f) => f.name === name));
  if (unknown.length > 0) throw new Error(`no family named ${unknown.join(', ')} (npm run --silent generate -- --list)`);
  const families = FAMILIES.filter((f) => only.length === 0 || only.includes(f.name));
  mkdirSync(dir, { recursive: true });
  await build({ entryPoints: [join(process.cwd(), 'lib/generator/index.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning' });
  writeFileSync(driver, `const [bundle, family, edition, seed] = process.argv.slice(2);
const g = await import(bundle);
if (family !== '-') g.generateAttempts(family, Number(seed), edition);
`);
  const loadOnly = await count('-', '-', 0);
  const jobs = families.flatMap((f) => Array.from({ length: seeds }, (_, k) => () => count(f.name, f.editions[0], k + 1)));
  const counts = await pool(jobs, availableParallelism());
  const rows = families.map((f, i) => {
    const m = counts.slice(i * seeds, (i + 1) * seeds).map((n) => (n - loadOnly) / 1e6);
    return { name: `${f.name} ${f.editions[0]}`, m, max: Math.max(...m) };
  });
  rows.sort((a, b) => b.max - a.max);
  console.log(`first board of a page, million instructions (callgrind, fresh node ${NODE_FLAGS.join(' ')}, less ${Math.round(loadOnly / 1e6)} M loading), seeds 1-${seeds}:`);
  for (const r of rows) console.log(`  ${r.m.map((x) => x.toFixed(1).padStart(6)).join(' ')}  ${r.max > PHONE_20MS ? '*' : ' '} ${r.name}`);
  const all = rows.flatMap((r) => r.m).sort((a, b) => a - b);
  const over = all.filter((x) => x > PHONE_20MS).length;
  console.log(`  boards: ${all.length}, median ${all[all.length >> 1].toFixed(1)} M, slowest ${all[all.length - 1].toFixed(1)} M; over ${PHONE_20MS} M (a phone's 20 ms, marked *): ${over}`);
};

void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
