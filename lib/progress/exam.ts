// The director's exam: 20 boards drawn from one seed across all laws of an edition. The seed is
// the exam: the same seed and edition give the same boards in the same order on every machine,
// so a shared link gives a whole class the same exam.
import type { Edition } from '../engine';
import { LAW_GROUPS, familyLaws, type FamilyTarget, type LawGroup } from './laws';
import { EXAM_SIZE } from './examSize';

export { EXAM_SIZE, EXAM_MINUTES } from './examSize';

export interface ExamFamily {
  readonly name: string;
  readonly editions: readonly Edition[];
  readonly targetByEdition: Readonly<Partial<Record<Edition, FamilyTarget>>>;
}

export interface ExamBoard {
  readonly family: string;
  readonly seed: number;
  /** The laws this board was drawn to cover. */
  readonly laws: readonly LawGroup[];
}

export interface Exam {
  readonly seed: number;
  readonly edition: Edition;
  readonly boards: readonly ExamBoard[];
}

/** mulberry32: small, fast, and the same numbers everywhere (no Math.random in lib/). */
const makeRandom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(random: () => number, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

const shuffle = <T>(random: () => number, xs: readonly T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** The law groups an edition's families can test (not every group need exist in every edition). */
export const lawsOfEdition = (families: readonly ExamFamily[], edition: Edition): LawGroup[] => {
  const seen = new Set(families.flatMap((f) => lawsOf(f, edition)));
  return LAW_GROUPS.filter((g) => seen.has(g));
};

const lawsOf = (f: ExamFamily, edition: Edition): LawGroup[] => {
  const target = f.targetByEdition[edition];
  return f.editions.includes(edition) && target ? familyLaws(f.name, target) : [];
};

/**
 * Draw an exam: first one board for each law group the edition can test (the rarest law first,
 * so a family that covers several is not spent on a common one), then the rest from families not
 * yet drawn, then repeats; each board a fresh seed; the order shuffled.
 */
export const drawExam = (families: readonly ExamFamily[], edition: Edition, seed: number, size = EXAM_SIZE): Exam => {
  const random = makeRandom(seed);
  const pool = families.filter((f) => lawsOf(f, edition).length > 0);
  const chosen: ExamFamily[] = [];
  const covered = new Set<LawGroup>();
  const rarestFirst = lawsOfEdition(pool, edition)
    .map((g) => ({ g, n: pool.filter((f) => lawsOf(f, edition).includes(g)).length }))
    .sort((a, b) => a.n - b.n)
    .map((x) => x.g);
  for (const g of rarestFirst) {
    if (chosen.length >= size || covered.has(g)) continue;
    const f = pick(random, pool.filter((x) => lawsOf(x, edition).includes(g) && !chosen.includes(x)));
    if (!f) continue;
    chosen.push(f);
    for (const l of lawsOf(f, edition)) covered.add(l);
  }
  for (const f of shuffle(random, pool.filter((x) => !chosen.includes(x)))) if (chosen.length < size) chosen.push(f);
  while (chosen.length < size && pool.length > 0) chosen.push(pick(random, pool));
  const boards = shuffle(random, chosen).map((f) => ({ family: f.name, seed: Math.floor(random() * 1_000_000), laws: lawsOf(f, edition) }));
  return { seed, edition, boards };
};

/** A new exam's seed from a random source in [0, 1); the page passes Math.random. */
export const newExamSeed = (random: () => number): number => Math.floor(random() * 2 ** 31);

/** The exam's address: sharing it gives everyone the same boards. */
export const examPath = (edition: Edition, seed: number): string => `/study/exam?edition=${edition}&seed=${seed}`;
