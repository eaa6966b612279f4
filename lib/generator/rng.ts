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
 * (indices, seats, tricks, points, a deck's places), well inside 32 bits: for those, uniformInt's
 * draw is written out here (the same draws and the same numbers as uniformInt), which saves two
 * calls a draw that uncompiled code (a page's first board) pays in full; wider ranges go to
 * uniformInt.
 */
export const int = (rng: Rng, from: number, to: number): number => {
  const size = to - from + 1;
  if (!(size >= 1 && size <= SMALL)) return uniformInt(rng, from, to) | 0;
  return (drawBelow(rng, size) + from) | 0;
};

/** Sizes up to this draw in 32-bit integers (drawBelow: a remainder of 16 bits times the size stays inside 31). */
const SMALL = 0x8000;
/**
 * The rejection limit of a draw below `size` (uniformInt's last whole multiple of size in 2^32),
 * less 2^31 so that it compares with rng.next()'s signed word as it stands; made once for the
 * sizes of a deck, computed for the rest.
 */
const limitOf = (size: number): number => (size > 2 ? ~~(0x100000000 / size) * size - 0x80000000 : 0x80000000);
const LIMIT: readonly number[] = Array.from({ length: 64 }, (_, size) => limitOf(size));

/**
 * uniformInt's draw from 0 to size - 1 (size at most SMALL): the word w = next() + 2^31, redrawn
 * while at or over the limit, and w % size. Its remainder is taken by 16-bit halves in 32-bit
 * integers, ((w >>> 16) % size * 2^16 + (w & 0xffff)) % size, the same number: w itself, up to
 * 2^32, is a double, and a double's remainder was most of the cost of a shuffle.
 */
const drawBelow = (rng: Rng, size: number): number => {
  const limit = size < 64 ? LIMIT[size] : limitOf(size);
  let w = rng.next();
  while (w >= limit) w = rng.next();
  // (w's top half with its sign bit flipped is the top half of w + 2^31)
  return ((((w >>> 16) ^ 0x8000) % size) * 0x10000 + (w & 0xffff)) % size;
};

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[int(rng, 0, xs.length - 1)];

export const chance = (rng: Rng, percent: number): boolean => int(rng, 0, 99) < percent;

/** Fisher-Yates in place. */
export const shuffle = <T>(rng: Rng, xs: T[]): T[] => {
  // (drawBelow, not int: a deck's 51 draws, two calls each uncompiled)
  for (let i = xs.length - 1; i > 0; i--) {
    const j = i < SMALL ? drawBelow(rng, i + 1) : int(rng, 0, i);
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
  return xs;
};
