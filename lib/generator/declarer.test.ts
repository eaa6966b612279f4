import { describe, expect, it } from 'vitest';
import { makeAuction } from './auction';
import { card } from './cards';
import type { Board } from './dealer';
import { biddingDeclarer, levelSettingDeclarer, numberedAuction } from './declarer';

/** A board from a deal written North East South West, suits spades to clubs. */
const boardOf = (deal: string, declarer: Board['declarer'], trump: number, level: number): Board => ({
  hands: deal.split(' ').map((h) => h.split('.').flatMap((cards, suit) => [...cards].map((r) => card(suit, '23456789TJQKA'.indexOf(r))))),
  declarer,
  trump,
  level,
  vul: 'None',
  number: 1,
  dealer: 0,
  winnersFirst: false,
  slipDraw: 0,
});

// North 14 points and five spades opens 1S; South, 8 points and five spades, jumps to 4S
const DEAL = 'AKJ84.Q95.KJ3.73 T96.KJT.QT98.AJT Q7532.A643.75.Q9 .872.A642.K86542';

describe('who declares a dealt board (declarer.ts)', () => {
  it('keeps the board as dealt where its auction reaches the contract', () => {
    const board = boardOf(DEAL, 0, 0, 4);
    expect(biddingDeclarer(board, () => true)).toBe(board);
  });

  it("gives the board to declarer's partner where the side's auction cannot let declarer name the suit first", () => {
    // North's natural opening is 1S: South, declaring, could not name spades first
    const board = boardOf(DEAL, 2, 0, 4);
    expect(makeAuction(board)).toBeNull();
    const seen: Board[] = [];
    const other = biddingDeclarer(board, (b) => (seen.push(b), true));
    expect(other?.declarer).toBe(0);
    expect(other && makeAuction(other)).not.toBeNull();
    // the partner's board is a copy, asked of the contract test; the board as dealt is unchanged
    expect(seen).toEqual([other]);
    expect(board.declarer).toBe(2);
  });

  it('never gives the board to a partner with fewer than four trumps: he would not name the suit first', () => {
    // no auction lets South declare two hearts; North holds three of them: South keeps it, at a
    // level beside that an auction reaches where the contract test holds there, else no board
    const board = boardOf(DEAL, 2, 1, 2);
    expect(makeAuction(board)).toBeNull();
    const beside = biddingDeclarer(board, () => true);
    expect(beside?.declarer).toBe(2);
    expect(beside?.level).not.toBe(2);
    expect(beside && makeAuction(beside)).not.toBeNull();
    expect(biddingDeclarer(board, (b) => b.level === 2)).toBeNull();
  });

  it('deals again (null) where the partner\'s contract does not fit the hands either', () => {
    expect(biddingDeclarer(boardOf(DEAL, 2, 0, 4), () => false)).toBeNull();
  });

  it('plays the level beside where no auction stops at the level dealt: over 1NT three of a major is forcing, so South plays 2H', () => {
    // North 15 points balanced opens 1NT; South, 8 points and five hearts, signs off in 2H (North holds three hearts: no partner to give it to)
    const board = boardOf(ONE_NT, 2, 1, 3);
    expect(makeAuction(board)).toBeNull();
    const seen: number[] = [];
    const beside = biddingDeclarer(board, (b) => (seen.push(b.level), true));
    expect(beside?.level).toBe(2);
    expect(beside?.declarer).toBe(2);
    expect(beside && makeAuction(beside)).toEqual(['1NT', 'P', '2H', 'P', 'P', 'P']);
    // asked of the contract test at the level beside only, and the board as dealt is unchanged
    expect(seen).toEqual([2]);
    expect(board.level).toBe(3);
    // and not where the contract test fails there too
    expect(biddingDeclarer(board, () => false)).toBeNull();
  });
});

// North 15 points 3-3-3-4 opens 1NT; South 8 points and five hearts
const ONE_NT = 'AK4.Q95.KJ3.Q973 QJT9.KT8.Q98.J86 752.AJ643.75.K42 863.72.AT642.AT5';

describe('who declares a board whose family sets the level from the play (declarer.ts levelSettingDeclarer)', () => {
  it('keeps the board as dealt where its auction reaches the contract', () => {
    const board = boardOf(DEAL, 0, 0, 4);
    expect(levelSettingDeclarer(board)).toBe(board);
  });

  it('gives the board at the same level to a partner with four trumps whose auction reaches it', () => {
    const board = boardOf(DEAL, 2, 0, 4);
    const other = levelSettingDeclarer(board);
    expect(other.declarer).toBe(0);
    expect(other.level).toBe(4);
    expect(makeAuction(other)).not.toBeNull();
    expect(board.declarer).toBe(2);
  });

  it('keeps the board as dealt where the partner holds fewer than four trumps (its build may land on a level bid so)', () => {
    const board = boardOf(DEAL, 2, 1, 2);
    expect(levelSettingDeclarer(board)).toBe(board);
  });
});

describe('the board number a dealt board is given (declarer.ts numberedAuction)', () => {
  // West declares 5D on AK976 of spades and Q852 of diamonds; East, 13 points, would open 1D in front of him
  const FIVE_D = 'Q832.K842.93.A64 J5.J53.AKJ6.KT83 T4.Q976.T74.9752 AK976.AT.Q852.QJ';

  it('keeps the number dealt where its dealer lets the side bid the contract', () => {
    const board = { ...boardOf(FIVE_D, 3, 2, 5), number: 8, dealer: 3 as const };
    expect(numberedAuction(board)).toEqual({ board, auction: ['1S', 'P', '2C', 'P', '2D', 'P', '5D', 'P', 'P', 'P'] });
  });

  it('renumbers a board whose dealer lets no natural auction reach the contract: the next number of the set with the same vulnerability that does', () => {
    // board 1 (North deals, none vulnerable): East opens in front of West; board 8 (West deals, none vulnerable)
    const board = boardOf(FIVE_D, 3, 2, 5);
    expect(makeAuction(board)).toBeNull();
    const found = numberedAuction(board);
    expect(found?.board).toEqual({ ...board, number: 8, dealer: 3 });
    expect(found?.auction).toEqual(['1S', 'P', '2C', 'P', '2D', 'P', '5D', 'P', 'P', 'P']);
    // the same deal and vulnerability; board 17 starts the next set of sixteen, and board 24 is its West
    expect(numberedAuction({ ...board, number: 17 })?.board.number).toBe(24);
    expect(board.number).toBe(1);
  });

  it('null where no dealer lets the side bid it', () => {
    // South declaring five diamonds on T74 with North's 93: East-West hold them, whoever deals
    expect(numberedAuction(boardOf(FIVE_D, 2, 2, 5))).toBeNull();
  });
});

