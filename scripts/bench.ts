// `npm run bench`: speed of the engine (rulings per second against plain replays of the same
// boards) and of the generator. Measured here, never asserted in tests.
import { parseDeal } from '../lib/engine';
import { trumpOf, parseContract } from '../lib/engine';
import { parseCaseFile, ruleCase } from '../lib/engine';
import { trickWinner } from '../lib/engine';
import { nextSeat, type Seat } from '../lib/engine';
import type { CaseFile } from '../lib/engine';
import type { TrickPlay } from '../lib/engine';
import { FAMILIES, generateScenario } from '../lib/generator/index';
import { readFileSync, writeFileSync } from 'node:fs';
import { median } from './median';

/** A fixed set of boards: every family in every edition it exists in, seeds 0..perFamily-1. */
export const benchCases = (perFamily: number): CaseFile[] => {
  const out: CaseFile[] = [];
  for (const f of FAMILIES) for (const e of f.editions) for (let seed = 0; seed < perFamily; seed++) {
    const g = generateScenario(f.name, seed, e);
    if (g.ok) out.push(g.value);
  }
  return out;
};

/** The baseline: deal + timeline, trick winners only (no laws, no checks beyond the turn). */
export const plainReplay = (c: CaseFile): (Seat | null)[] => {
  const deal = parseDeal(c.deal);
  const contract = parseContract(c.contract, c.declarer);
  if (!deal.ok || !contract.ok) return [];
  const trump = trumpOf(contract.value);
  const winners: (Seat | null)[] = [];
  let plays: TrickPlay[] = [];
  let seat: Seat = nextSeat(c.declarer);
  for (let i = 0; i < c.timeline.length; i++) {
    const a = c.timeline[i];
    if (!('play' in a)) continue;
    plays.push({ seat, card: a.play, at: i });
    if (plays.length === 4) {
      seat = trickWinner(plays, trump);
      winners.push(seat);
      plays = [];
    } else seat = nextSeat(seat);
  }
  return winners;
};

/** This process's CPU time in milliseconds: steadier than the wall clock on a shared machine. */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const perSecond = (cases: readonly CaseFile[], f: (c: CaseFile) => unknown, minMs = 1500): number => {
  let n = 0;
  const start = cpuMs();
  let now = start;
  let sink = 0;
  while (now - start < minMs) {
    for (const c of cases) sink += f(c) ? 1 : 0;
    n += cases.length;
    now = cpuMs();
  }
  if (sink < 0) console.log(sink);
  return n / ((now - start) / 1000);
};

/**
 * `node .bench/bench.mjs --workload rule|replay ROUNDS [--cases FILE]`: a fixed amount of work and
 * no timing, for counting instructions, which a loaded machine does not move (docs/engine.md,
 * "Measuring"): the boards of benchCases(10), or those saved in FILE by `--save FILE`, each ruled
 * (or plainly replayed) ROUNDS times. Saved boards keep the generator (which others change, and
 * which is most of a run's instructions) out of the count.
 */
const workload = (what: string, rounds: number, file: string | null): void => {
  const cases = file === null ? benchCases(10) : casesFrom(readFileSync(file, 'utf8'));
  const f = what === 'rule' ? ruleCase : plainReplay;
  let sink = 0;
  for (let r = 0; r < rounds; r++) for (const c of cases) sink += f(c) ? 1 : 0;
  console.log(`${what}: ${cases.length} boards x ${rounds} rounds (${sink} results)`);
};

/** The boards of a file written by `--save`, each checked by the engine's parser. */
const casesFrom = (text: string): CaseFile[] => {
  const raw: unknown = JSON.parse(text);
  if (!Array.isArray(raw)) throw new Error('the cases file must hold a JSON array of case files');
  return raw.map((x: unknown, i) => {
    const c = parseCaseFile(x);
    if (!c.ok) throw new Error(`case ${i}: ${c.error.message}`);
    return c.value;
  });
};

const argAfter = (flag: string): string | null => {
  const i = process.argv.indexOf(flag);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : null;
};

const main = async () => {
  const save = argAfter('--save');
  if (save !== null) {
    const cases = benchCases(10);
    writeFileSync(save, JSON.stringify(cases));
    console.log(`${cases.length} boards written to ${save}`);
    return;
  }
  const w = process.argv.indexOf('--workload');
  if (w >= 0) {
    const what = process.argv[w + 1];
    const rounds = Number(process.argv[w + 2]);
    if ((what !== 'rule' && what !== 'replay') || !Number.isInteger(rounds) || rounds < 1) {
      console.error('usage: node .bench/bench.mjs --workload rule|replay ROUNDS [--cases FILE]');
      process.exitCode = 2;
      return;
    }
    workload(what, rounds, argAfter('--cases'));
    return;
  }
  const cases = benchCases(60);
  // Warm up both paths alike before measuring: a second each, since with 300 ms the first round of
  // rulings (more code paths for the compiler to settle) still ran slower than the rest.
  perSecond(cases, ruleCase, 1000);
  perSecond(cases, plainReplay, 1000);
  // Alternate the two in short rounds so that a change in the machine's load touches both alike,
  // and report medians: one disturbed round then moves nothing.
  const rulings: number[] = [];
  const replays: number[] = [];
  const costs: number[] = [];
  for (let round = 0; round < 9; round++) {
    const r = perSecond(cases, ruleCase, 300);
    const p = perSecond(cases, plainReplay, 300);
    rulings.push(r);
    replays.push(p);
    costs.push(p / r);
  }
  console.log(`engine: ${cases.length} boards, timed on this process's CPU time, medians of 9 alternating rounds`);
  console.log(`  rulings per second        ${Math.round(median(rulings)).toLocaleString('en')}`);
  console.log(`  plain replays per second  ${Math.round(median(replays)).toLocaleString('en')}`);
  console.log(`  a ruling costs ${median(costs).toFixed(2)} plain replays (rounds: ${Math.min(...costs).toFixed(2)} to ${Math.max(...costs).toFixed(2)})`);
  const { benchGenerator } = await import('./benchGenerator');
  const g = benchGenerator();
  console.log(`generator: ${Math.round(g.boardsPerSecond).toLocaleString('en')} boards per second across all families (steady: the median of the later passes; each pass in turn: ${g.passes.map((x) => x.toLocaleString('en')).join(', ')})`);
  console.log('  share of attempts rejected, by family:');
  for (const [name, share] of Object.entries(g.rejectedShare)) console.log(`    ${name.padEnd(40)} ${(share * 100).toFixed(1)}% rejected${g.contractShare ? `, ${(g.contractShare[name] * 100).toFixed(0)}% meet the contract test` : ''}`);
  if (g.meanDistance !== null) console.log(`  contracts ${g.meanDistance.toFixed(2)} tricks from double dummy on average, declarer's play ${g.meanPlayDistance?.toFixed(2)} (libdds sample)`);
};

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) void main();
