// The auction and the board's number: the optional case-file fields `board`, `dealer` and `auction`.
// The engine keeps them and checks that they agree with the contract; it never rules on them.
import { SEATS, STRAINS, nextSeat, sameSide, type Seat, type Strain, type Vulnerability, type Result, ok, err } from './vocab';
import type { Call } from './caseFile';

/** Board n's dealer in the standard rotation: N, E, S, W from board 1 on. */
export const boardDealer = (board: number): Seat => SEATS[(board - 1) % 4];

/** Board n's vulnerability in the standard 16-board rotation (Law 2). */
const VULNERABILITY_ROTATION: readonly Vulnerability[] = ['None', 'NS', 'EW', 'All', 'NS', 'EW', 'All', 'None', 'EW', 'All', 'None', 'NS', 'All', 'None', 'NS', 'EW'];
export const boardVulnerability = (board: number): Vulnerability => VULNERABILITY_ROTATION[(board - 1) % 16];

const BID = /^([1-7])(C|D|H|S|NT)$/;

export const isCall = (x: unknown): x is Call => typeof x === 'string' && (x === 'P' || x === 'X' || x === 'XX' || BID.test(x));

/** What an auction comes to: the contract as a case file writes it ("4SX") and its declarer, or passed out. */
export type AuctionResult = { readonly passedOut: true } | { readonly passedOut: false; readonly contract: string; readonly declarer: Seat };

/** An auction error: what is wrong and at which call (its index), when one call is to blame. */
export interface AuctionError {
  readonly call: number | null;
  readonly message: string;
}

/**
 * Checks the calls from `dealer` on (Laws 18-21, 22): each bid higher than the last, a double only
 * of an opponent's undoubled bid, a redouble only of an opponent's double; the auction ends after
 * three passes following a bid, or four passes. Declarer is the first of the declaring side to
 * have bid the final strain.
 */
export const readAuction = (calls: readonly Call[], dealer: Seat): Result<AuctionResult, AuctionError> => {
  let seat = dealer;
  let last: { level: number; strain: Strain; by: Seat } | null = null;
  let doubled: '' | 'X' | 'XX' = '';
  let doubledBy: Seat | null = null;
  let passes = 0;
  const firstToBid: Partial<Record<string, Seat>> = {};
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i];
    const ended = last === null ? passes === 4 : passes === 3;
    if (ended) return err({ call: i, message: `call ${i} ("${call}") comes after the auction has ended` });
    if (call === 'P') passes++;
    else if (call === 'X') {
      if (last === null || sameSide(last.by, seat) || doubled !== '') return err({ call: i, message: `call ${i}: ${seat} cannot double here (only an opponent's bid that is not yet doubled)` });
      doubled = 'X';
      doubledBy = seat;
      passes = 0;
    } else if (call === 'XX') {
      if (last === null || doubled !== 'X' || doubledBy === null || sameSide(doubledBy, seat)) return err({ call: i, message: `call ${i}: ${seat} cannot redouble here (only an opponent's double)` });
      doubled = 'XX';
      passes = 0;
    } else {
      const m = BID.exec(call);
      if (!m) return err({ call: i, message: `call ${i} ("${call}") is not a call such as "1C", "3NT", "P", "X" or "XX"` });
      const level = Number(m[1]);
      const strain = m[2] as Strain;
      if (last !== null && (level < last.level || (level === last.level && STRAINS.indexOf(strain) <= STRAINS.indexOf(last.strain)))) {
        return err({ call: i, message: `call ${i}: ${call} is not higher than ${last.level}${last.strain}` });
      }
      last = { level, strain, by: seat };
      const key = `${sameSide(seat, 'N') ? 'NS' : 'EW'}${strain}`;
      firstToBid[key] ??= seat;
      doubled = '';
      doubledBy = null;
      passes = 0;
    }
    seat = nextSeat(seat);
  }
  if (last === null) return passes === 4 ? ok({ passedOut: true }) : err({ call: null, message: 'the auction has not ended (four passes, or three passes after a bid)' });
  if (passes !== 3) return err({ call: null, message: 'the auction has not ended: a bid needs three passes after it' });
  const declarer = firstToBid[`${sameSide(last.by, 'N') ? 'NS' : 'EW'}${last.strain}`] ?? last.by;
  return ok({ passedOut: false, contract: `${last.level}${last.strain}${doubled}`, declarer });
};
