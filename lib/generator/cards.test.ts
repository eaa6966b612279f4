import { describe, expect, it } from 'vitest';
import { RANK_COUNT, bitCount, fillMasks, maskPoints, sameMasks, sortUp } from './cards';

describe('sortUp', () => {
  // distinct cards go through bits, anything else through insertion: both must sort as sort does
  it.each([
    ['a hand of cards', [51, 0, 25, 26, 13, 12, 38, 39, 1, 50, 27, 14, 7]],
    ['suit lengths with equals', [4, 3, 3, 3]],
    ['a void among lengths', [5, 0, 4, 4]],
    ['one card', [17]],
    ['none', []],
    ['numbers outside a deck', [60, 3, -1, 52]],
    ['fractions', [2.5, 1, 0.5]],
    ['the whole deck backwards', Array.from({ length: 52 }, (_, i) => 51 - i)],
  ])('%s', (_, xs) => {
    expect(sortUp(xs.slice())).toEqual(xs.slice().sort((a, b) => a - b));
  });
});

describe('fillMasks', () => {
  it('puts each card at its seat, suit and rank, and points by the masks', () => {
    // North: the spade ace (12) and king (11), the club deuce (39); East the heart queen (23)
    const hands = [[12, 11, 39], [23], [], []];
    const masks = new Int32Array(16);
    expect(fillMasks(hands, masks)).toBe(false);
    expect(masks[0]).toBe(0x1800);
    expect(masks[3]).toBe(1);
    expect(masks[5]).toBe(1 << 10);
    expect(maskPoints(masks, 0)).toBe(7);
    expect(maskPoints(masks, 1)).toBe(2);
  });

  it('gives the same masks for the same cards in each hand, in any order (sameMasks), and others for a card moved', () => {
    const a = new Int32Array(16);
    const b = new Int32Array(16);
    fillMasks([[12, 11, 39], [23], [0], [51]], a);
    fillMasks([[39, 12, 11], [23], [0], [51]], b);
    expect(sameMasks(a, b)).toBe(true);
    // the club deuce to East
    fillMasks([[12, 11], [23, 39], [0], [51]], b);
    expect(sameMasks(a, b)).toBe(false);
  });
});

describe('RANK_COUNT', () => {
  it('holds the number of cards of every 13-bit rank mask', () => {
    // counted bit by bit here, not by bitCount, so a fault shared by the two would still show
    const slow = (m: number): number => {
      let n = 0;
      for (let r = 0; r < 13; r++) n += (m >> r) & 1;
      return n;
    };
    expect(RANK_COUNT).toHaveLength(0x2000);
    for (let m = 0; m < 0x2000; m++) {
      expect(RANK_COUNT[m]).toBe(slow(m));
      expect(bitCount(m)).toBe(slow(m));
    }
  });
});
