// Issue 11's contract test family by family on seeds of one's choosing (the reviewers measure on
// seeds not in the repo): per family the share of boards meeting the test (lib/dds/measure.ts),
// the mean distance of the contract from double dummy and the deals dealt per board, then the
// same over all boards with the lowest family. For scripts only (libdds).
// `npx tsx lib/dds/measureFamilies.ts [boards a family, 300] [first seed, 13000000] [--save file]`:
// each edition of a family gets an equal share of the boards, seeds first, first + 7919, ...;
// `--save` writes every board's measure as a JSON line (family, edition, seed, contract, dd, misfit);
// MEASURE_FAMILIES=a,b measures only the families named (a change to a few families, measured in minutes).
import { writeFileSync } from 'node:fs';
import { FAMILIES, generateAttempts } from '../generator';
import { measureBoard } from './measure';

export interface FamilyRow {
  readonly family: string;
  readonly boards: number;
  readonly met: number;
  readonly distance: number;
  /** Mean tricks between declarer's play (before any transfer) and double dummy, over the boards whose tricks the ruling counts (`played` of them). */
  readonly playDistance: number;
  readonly played: number;
  readonly deals: number;
  /** CPU milliseconds generating the family's boards (the solver not counted). */
  readonly cpuMs: number;
}

export const measureFamilies = (per: number, base: number, lines?: string[], only?: readonly string[]): FamilyRow[] =>
  FAMILIES.filter((f) => only === undefined || only.includes(f.name)).map((f) => {
    let met = 0;
    let boards = 0;
    let distance = 0;
    let playDistance = 0;
    let played = 0;
    let deals = 0;
    let cpu = 0;
    const each = Math.ceil(per / f.editions.length);
    for (const e of f.editions) {
      for (let i = 0; i < each; i++) {
        const seed = base + 7919 * i;
        const t = process.cpuUsage();
        const r = generateAttempts(f.name, seed, e);
        const used = process.cpuUsage(t);
        cpu += (used.user + used.system) / 1000;
        deals += r.attempts;
        boards++;
        if (!r.result.ok) {
          // a board not made counts as one that misses the test
          lines?.push(JSON.stringify({ f: f.name, e, seed, gaveUp: true }));
          continue;
        }
        const c = r.result.value;
        const m = measureBoard(c);
        if (m.misfit === null) met++;
        distance += Math.abs(m.need - m.dd);
        if (Number.isFinite(m.played)) {
          playDistance += Math.abs(m.played - m.dd);
          played++;
        }
        lines?.push(JSON.stringify({ f: f.name, e, seed, contract: c.contract, decl: c.declarer, need: m.need, dd: m.dd, played: m.played, misfit: m.misfit, attempts: r.attempts, deal: c.deal }));
      }
    }
    return { family: f.name, boards, met, distance: distance / boards, playDistance: played === 0 ? 0 : playDistance / played, played, deals: deals / boards, cpuMs: cpu };
  });

const isMain = process.argv[1] !== undefined && /measureFamilies\.ts$/.test(process.argv[1]);
if (isMain) {
  const args = process.argv.slice(2);
  const saveAt = args.indexOf('--save');
  const plain = args.filter((a, i) => !a.startsWith('--') && !(saveAt >= 0 && i === saveAt + 1));
  const lines: string[] = [];
  const only = process.env.MEASURE_FAMILIES?.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const unknown = only?.filter((name) => !FAMILIES.some((f) => f.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`MEASURE_FAMILIES names no family: ${unknown.join(', ')}`);
  const rows = measureFamilies(Number(plain[0] ?? 300), Number(plain[1] ?? 13_000_000), saveAt >= 0 ? lines : undefined, only);
  for (const r of [...rows].sort((a, b) => a.met / a.boards - b.met / b.boards)) {
    process.stdout.write(`${((100 * r.met) / r.boards).toFixed(1).padStart(6)} %  distance ${r.distance.toFixed(3)}  deals ${r.deals.toFixed(2)}  ${((1000 * r.cpuMs) / r.boards).toFixed(0).padStart(5)} µs  ${r.family} (${r.boards})\n`);
  }
  const n = rows.reduce((s, r) => s + r.boards, 0);
  const met = rows.reduce((s, r) => s + r.met, 0);
  const lowest = Math.min(...rows.map((r) => r.met / r.boards));
  const distance = rows.reduce((s, r) => s + r.distance * r.boards, 0) / n;
  const playDistance = rows.reduce((s, r) => s + r.playDistance * r.played, 0) / rows.reduce((s, r) => s + r.played, 0);
  const deals = rows.reduce((s, r) => s + r.deals * r.boards, 0) / n;
  const cpu = rows.reduce((s, r) => s + r.cpuMs, 0);
  process.stdout.write(`all: ${n} boards, ${((100 * met) / n).toFixed(2)} % meet the test, lowest family ${(100 * lowest).toFixed(1)} %, distance ${distance.toFixed(3)}, play distance ${playDistance.toFixed(3)}, ${deals.toFixed(3)} deals a board, generation ${((1000 * cpu) / n).toFixed(0)} µs CPU a board\n`);
  if (saveAt >= 0) writeFileSync(args[saveAt + 1], lines.join('\n') + '\n');
}
