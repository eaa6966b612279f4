// Fits contractTest.ts's estimate of the declaring side's tricks to libdds (issue 11): deals
// boards as the generator deals them (dealer.ts, the value ranges the families ask for), solves
// each contract's strain double dummy, fits the weights of ESTIMATE_FEATURES by least squares on
// two thirds of the deals, one fit in a suit and one at no trump (on the deals whose shape the
// generator plays at no trump, contractTest.ts noTrumpShape), and a second fit of the size of
// the first one's errors (the spread: how sure the estimate is), and reports both on the third
// not fitted. Prints the weights to paste into contractTest.ts. For scripts only (libdds).
// `npx tsx lib/dds/fitEstimate.ts [deals] [seed]`, or `--from deals.jsonl ...` to refit deals
// solved before (one JSON object a line: hands, declarer, trump, dd); `--save file` keeps them.
// `--boards N seed` solves instead the contracts of N generated boards a family (seeds from
// `seed` on, every edition): the deals as the families keep them, after the contract test.
// The fit in contractTest.ts: 32,000 deals solved and saved before (24,000 dealt with these specs
// but the two forced to no trump, and 8,000 with those two) and the 12,300 boards of
// `--boards 300 20000000 --save file`, refitted together with `--from`.
import { appendFileSync, readFileSync } from 'node:fs';
import { dealBoard, type DealSpec } from '../generator/dealer';
import { makeRng } from '../generator/rng';
import { makeDealText } from '../generator/cards';
import { ESTIMATE_FEATURES, estimateFeatures, noTrumpShape } from '../generator/contractTest';
import { FAMILIES, generateScenario } from '../generator';
import { cardIndex, parseContract, parseDeal, SEATS as ENGINE_SEATS, suitIndex, type Seat } from '../engine';
import { DDS_STRAINS, declarerTricksDD } from './index';

export interface SolvedDeal {
  readonly hands: number[][];
  readonly declarer: number;
  readonly trump: number;
  /** Declarer's tricks double dummy in the strain. */
  readonly dd: number;
}

/** The ranges the families deal (families/*.ts), each as often as the families that use it; a few forced to no trump, where the estimate is least sure. */
const SPECS: readonly DealSpec[] = [
  { minHcp: 24, maxHcp: 29 }, { minHcp: 24, maxHcp: 29 }, { minHcp: 24, maxHcp: 29 }, { minHcp: 24, maxHcp: 29, suit: true },
  { minHcp: 27, maxHcp: 32 }, { minHcp: 20, maxHcp: 24 }, { minHcp: 22, maxHcp: 28 }, { minHcp: 23, maxHcp: 27 },
  { minHcp: 31, maxHcp: 35, suit: true }, { minHcp: 22, maxHcp: 26, suit: true }, { minHcp: 23, maxHcp: 29, suit: true }, { minHcp: 23, maxHcp: 29 },
  { minHcp: 24, maxHcp: 29, noTrump: true }, { minHcp: 20, maxHcp: 26, noTrump: true },
];

const SEATS = ['N', 'E', 'S', 'W'] as const;

export const solveDeals = (n: number, seed: number, save?: string): SolvedDeal[] => {
  const rng = makeRng('fit-estimate', seed);
  const out: SolvedDeal[] = [];
  for (let i = 0; i < n; i++) {
    const b = dealBoard(rng, SPECS[i % SPECS.length]);
    const dd = declarerTricksDD(makeDealText(b.hands), b.trump < 0 ? 'NT' : DDS_STRAINS[b.trump], SEATS[b.declarer]);
    const d: SolvedDeal = { hands: b.hands, declarer: b.declarer, trump: b.trump, dd };
    out.push(d);
    if (save) appendFileSync(save, JSON.stringify(d) + '\n');
  }
  return out;
};

/** The contracts of `per` generated boards of every family (seeds base, base + 7919, ...; editions in turn), solved double dummy. */
export const solveBoards = (per: number, base: number, save?: string): SolvedDeal[] => {
  const out: SolvedDeal[] = [];
  for (const f of FAMILIES) {
    for (let i = 0; i < per; i++) {
      const edition = f.editions[i % f.editions.length];
      const r = generateScenario(f.name, base + 7919 * i, edition);
      if (!r.ok) continue;
      const c = r.value;
      const deal = parseDeal(c.deal);
      const contract = parseContract(c.contract, c.declarer);
      if (!deal.ok || !contract.ok) throw new Error(`unreadable board: ${c.contract} ${c.deal}`);
      const strain = contract.value.strain;
      const d: SolvedDeal = {
        hands: ENGINE_SEATS.map((s: Seat) => deal.value[s].map(cardIndex)),
        declarer: ENGINE_SEATS.indexOf(c.declarer),
        trump: strain === 'NT' ? -1 : suitIndex(strain),
        dd: declarerTricksDD(c.deal, strain, c.declarer),
      };
      out.push(d);
      if (save) appendFileSync(save, JSON.stringify(d) + '\n');
    }
  }
  return out;
};

/** Least squares with an intercept (a tiny ridge keeps columns that are always zero, such as the trump features at no trump, at zero). */
export const leastSquares = (xs: readonly Float64Array[], ys: readonly number[]): number[] => {
  const k = xs[0].length + 1;
  const a = Array.from({ length: k }, () => new Float64Array(k + 1));
  for (let r = 0; r < xs.length; r++) {
    const x = xs[r];
    for (let i = 0; i < k; i++) {
      const xi = i === 0 ? 1 : x[i - 1];
      if (xi === 0) continue;
      for (let j = 0; j < k; j++) a[i][j] += xi * (j === 0 ? 1 : x[j - 1]);
      a[i][k] += xi * ys[r];
    }
  }
  for (let i = 0; i < k; i++) a[i][i] += 1e-6 * xs.length;
  // Gaussian elimination with partial pivoting
  for (let c = 0; c < k; c++) {
    let piv = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r][c]) > Math.abs(a[piv][c])) piv = r;
    [a[c], a[piv]] = [a[piv], a[c]];
    for (let r = 0; r < k; r++) {
      if (r === c || a[r][c] === 0) continue;
      const f = a[r][c] / a[c][c];
      for (let j = c; j <= k; j++) a[r][j] -= f * a[c][j];
    }
  }
  return Array.from({ length: k }, (_, i) => a[i][k] / a[i][i]);
};

const dot = (w: readonly number[], x: Float64Array): number => {
  let s = w[0];
  for (let i = 0; i < x.length; i++) s += w[i + 1] * x[i];
  return s;
};

export interface Fit {
  readonly weights: number[];
  readonly spread: number[];
  readonly report: string;
}

/** The estimate's and the spread's weights over the deals of one kind (suit or no trump), reported on the held-out third. */
export const fitKind = (deals: readonly SolvedDeal[], label: string): Fit => {
  const xs = deals.map((d) => Float64Array.from(estimateFeatures(d.hands, d.declarer, d.trump)));
  const train = deals.map((_, i) => i % 3 !== 2);
  const pick = <T,>(a: readonly T[], keep: boolean): T[] => a.filter((_, i) => train[i] === keep);
  const ys = deals.map((d) => d.dd);
  const weights = leastSquares(pick(xs, true), pick(ys, true)).map((w) => Number(w.toFixed(4)));
  const err = xs.map((x, i) => ys[i] - dot(weights, x));
  const spread = leastSquares(pick(xs, true), pick(err.map(Math.abs), true)).map((w) => Number(w.toFixed(4)));
  const test = pick(err, false);
  const sd = Math.sqrt(test.reduce((s, e) => s + e * e, 0) / test.length);
  const big = test.filter((e) => Math.abs(e) > 2).length / test.length;
  return { weights, spread, report: `${label}: ${deals.length} deals, held-out third: residual sd ${sd.toFixed(3)}, errors over two tricks ${(big * 100).toFixed(2)} %` };
};

const isMain = process.argv[1] !== undefined && /fitEstimate\.ts$/.test(process.argv[1]);
if (isMain) {
  const args = process.argv.slice(2);
  const from = args.indexOf('--from');
  const saveAt = args.indexOf('--save');
  const boards = args.indexOf('--boards');
  const save = saveAt >= 0 ? args[saveAt + 1] : undefined;
  const deals =
    from >= 0
      ? args.slice(from + 1).filter((a) => !a.startsWith('--')).flatMap((f) => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as SolvedDeal))
      : boards >= 0
        ? solveBoards(Number(args[boards + 1] ?? 300), Number(args[boards + 2] ?? 20_000_000), save)
        : solveDeals(Number(args[0] ?? 6000), Number(args[1] ?? 1), save);
  const fmt = (w: readonly number[]): string => `[${w.join(', ')}]`;
  for (const [label, kind] of [['suit', deals.filter((d) => d.trump >= 0)], ['no trump', deals.filter((d) => d.trump < 0 && noTrumpShape({ ...d, level: 3 }))]] as const) {
    const f = fitKind(kind, label);
    process.stdout.write(`${f.report}\n  weights (intercept, ${ESTIMATE_FEATURES.join(', ')}):\n  ${fmt(f.weights)}\n  spread: ${fmt(f.spread)}\n`);
  }
}
