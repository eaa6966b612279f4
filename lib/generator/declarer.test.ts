import { describe, expect, it } from 'vitest';
import { makeAuction } from './auction';
import { card } from './cards';
import type { Board } from './dealer';
import { biddingDeclarer } from './declarer';

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

  it('deals again (null) where the partner holds fewer than four trumps: he would name the suit first', () => {
    // no auction lets South declare two hearts; North holds three of them
    const board = boardOf(DEAL, 2, 1, 2);
    expect(makeAuction(board)).toBeNull();
    expect(biddingDeclarer(board, () => true)).toBeNull();
  });

  it('deals again (null) where the partner\'s contract does not fit the hands either', () => {
    expect(biddingDeclarer(boardOf(DEAL, 2, 0, 4), () => false)).toBeNull();
  });
});
