// Seeded randomness for the generator: pure-rand's xoroshiro128+, started from the family, the
// edition and the seed, so the same three inputs give the same board on any machine.
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type Rng = RandomGenerator;

/** FNV-1a over a string: a stable 32-bit stream id for a family name. */
const hash32 = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
};

/** One generator per (stream, seed); the seed may be any non-negative safe integer. */
export const makeRng = (stream: string, seed: number): Rng => {
  const lo = seed % 0x100000000 | 0;
  const hi = Math.floor(seed / 0x100000000) | 0;
  const h = hash32(stream);
  // xoroshiro's state must not be all zero; the constant words make sure of that.
  const rng = xoroshiro128plusFromState([lo ^ 0x2545f491, hi ^ h, h ^ 0x6a09e667, lo ^ 0x3c6ef372]);
  for (let i = 0; i < 8; i++) rng.next(); // mix the seed words before use
  return rng;
};

/**
 * A whole number from `from` to `to`, both included (32-bit integers). `| 0`: uniformInt computes
 * in doubles (a remainder of a double), so its results were boxed doubles, and seats drawn from
 * them made `(leader + n) % 4` a floating-point remainder. The generator's ranges are small
 * (indices, seats, tricks, points), well inside 32 bits: for those, uniformInt's draw is written
 * out here (the same draws and the same numbers as uniformInt), which saves two calls a draw that
 * uncompiled code (a page's first board) pays in full; wider ranges go to uniformInt.
 */
export const int = (rng: Rng, from: number, to: number): number => {
  const size = to - from + 1;
  if (!(size >= 1 && size <= 0x100000000)) return uniformInt(rng, from, to) | 0;
  // uniformIntInternal: rejection of the draws above the last whole multiple of size
  const allowed = size > 2 ? ~~(0x100000000 / size) * size : 0x100000000;
  let v = rng.next() + 0x80000000;
  while (v >= allowed) v = rng.next() + 0x80000000;
  return ((v % size) + from) | 0;
};

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[int(rng, 0, xs.length - 1)];

export const chance = (rng: Rng, percent: number): boolean => int(rng, 0, 99) < percent;

/** Fisher-Yates in place. */
export const shuffle = <T>(rng: Rng, xs: T[]): T[] => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = int(rng, 0, i);
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
  return xs;
};
