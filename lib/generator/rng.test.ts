import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { int, makeRng, shuffle } from './rng';

describe('int', () => {
  // int writes out uniformInt's draw in 32-bit integers: the same draws and the same numbers, or
  // every board changes. Sizes at the edges of its table (64), of its 16-bit remainder (0x8000)
  // and of rejection (2: never redrawn; 3 and up: redrawn over the last whole multiple).
  it.each([
    ['one number', 5, 5],
    ['a coin', 0, 1],
    ['three, the first size redrawn', 0, 2],
    ['a deck place', 0, 51],
    ['the last size in the table', 0, 63],
    ['the first size outside it', 0, 64],
    ['points', 20, 29],
    ['negative bounds', -7, 7],
    ['the largest 16-bit remainder', 0, 0x7fff],
    ['the first size past it (uniformInt itself)', 0, 0x8000],
    ['a size that is redrawn often (2^31 + 1)', 0, 0x80000000],
    ['the whole 32 bits', 0, 0xffffffff],
  ])('%s: %i to %i as uniformInt draws it', (_, from, to) => {
    const a = makeRng('int-test', 42);
    const b = makeRng('int-test', 42);
    for (let k = 0; k < 2000; k++) expect(int(a, from, to)).toBe(uniformInt(b, from, to) | 0);
    // the same number of draws taken from the stream
    expect(a.next()).toBe(b.next());
  });
});

describe('shuffle', () => {
  it('draws each place as int(0, i) does, from the last down (Fisher-Yates)', () => {
    const a = makeRng('shuffle-test', 7);
    const b = makeRng('shuffle-test', 7);
    const xs = shuffle(a, Array.from({ length: 52 }, (_, i) => i));
    const ys = Array.from({ length: 52 }, (_, i) => i);
    for (let i = ys.length - 1; i > 0; i--) {
      const j = int(b, 0, i);
      [ys[i], ys[j]] = [ys[j], ys[i]];
    }
    expect(xs).toEqual(ys);
    expect(a.next()).toBe(b.next());
  });
});
