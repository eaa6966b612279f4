// Who declares a dealt board, and at which level: the dealer picks a hand of the side and the
// level the estimate of its tricks gives, but the side's natural auction may not let that hand
// name the strain first (above all where his partner's natural opening is that very suit), or may
// not stop at that level. Then the partner declares the same hands, or the side plays one level
// higher or lower, where they bid and fit so, instead of the deal being dealt again (issue 11: a
// plausible auction ending in the contract).
import { makeAuction, valuesForGame } from './auction';
import { countSuit, partner } from './cards';
import { isBidLevel } from './contractTest';
import { type Board, boardDealer, boardVulnerability, rebid } from './dealer';
import { quietAgainstPartScore } from './shape';

/**
 * The board where an auction reaches its contract, with that auction: as dealt, else under
 * another number of its sixteen-board set with the same vulnerability (each set holds one for
 * every dealer) whose dealer lets the side open first (a defender of 13 points in front of the
 * side's opener must open, and an opening that competes may leave no natural plan); else null.
 * The number is drawn at random anyway: the deal, its vulnerability and its play are the same.
 * Seeds 1-100 of every family and edition: 2.323 -> 2.209 deals a board.
 */
export const numberedAuction = (board: Board): { readonly board: Board; readonly auction: readonly string[] } | null => {
  const auction = makeAuction(board);
  if (auction) return { board, auction };
  const set = board.number - 1 - ((board.number - 1) % 16);
  for (let k = 1; k < 16; k++) {
    const number = set + 1 + ((board.number - 1 - set + k) % 16);
    if (boardVulnerability(number) !== board.vul) continue;
    const b: Board = { ...board, number, dealer: boardDealer(number) };
    const calls = makeAuction(b);
    if (calls) return { board: b, auction: calls };
  }
  return null;
};

/** numberedAuction's board. */
export const withAuction = (board: Board): Board | null => numberedAuction(board)?.board ?? null;

/** The board, numbered for an auction (withAuction), where it `fits` and no 19-point hand of the side would stop in a part-score; else null. */
const bids = (board: Board, fits: (b: Board) => boolean): Board | null => {
  if (!fits(board) || valuesForGame(board.hands, board.declarer, board.trump, board.level)) return null;
  return withAuction(board);
};

/**
 * The board one level lower, else one higher, where it `bids` (a slam stays a slam and a game
 * below one; a part-score only where the defenders are quiet), else null. The estimate put the
 * board at the level whose tricks it sits nearest, but the contract test also holds at a level
 * beside it where `fits` says so: 1NT 3H, say, is forcing, so a side that cannot stop in 3H over
 * 1NT bids 4H or 2H. Seeds 1-100 of every family and edition: 2.392 -> 2.355 deals a board.
 */
const besideLevel = (board: Board, fits: (b: Board) => boolean): Board | null => {
  for (let step = -1; step <= 1; step += 2) {
    const level = board.level + step;
    if (!isBidLevel(level, board.trump) || level >= 6 !== board.level >= 6) continue;
    const b: Board = { ...board, level };
    if (!quietAgainstPartScore(b)) continue;
    const bid = bids(b, fits);
    if (bid) return bid;
  }
  return null;
};

/**
 * Whether declarer's partner could declare the same hands: he names the trump suit first, so he
 * holds four cards of it at least (the auction plans take the declarer as dealt to hold the
 * side's length); any partner at no trump.
 */
const mateMayDeclare = (board: Board): boolean => board.trump < 0 || countSuit(board.hands[partner(board.declarer)], board.trump) >= 4;

/**
 * The board where an auction reaches its contract (numbered for it: numberedAuction); else a
 * copy with declarer's partner declaring, bid again (the level the estimate of the side's tricks
 * gives from his seat), where he may (mateMayDeclare) and the copy `bids`; else either at the
 * level beside (besideLevel); else null. Measured on seeds 1-100 of every family and edition:
 * the partner 2.42 -> 2.33 deals a board, boards of six deals or more 8.1 -> 7.2 %.
 */
export const biddingDeclarer = (board: Board, fits: (b: Board) => boolean): Board | null => {
  const own = withAuction(board);
  if (own) return own;
  if (!mateMayDeclare(board)) return besideLevel(board, fits);
  const other: Board = { ...board, declarer: partner(board.declarer) };
  rebid(other);
  return bids(other, fits) ?? besideLevel(board, fits) ?? besideLevel(other, fits);
};

/**
 * For a family that sets the level from the play (the score families): the board where an
 * auction reaches its contract at the level dealt (numberedAuction); else declarer's partner
 * declaring the same hands where he holds four trumps and one reaches his (1C 1S 2S, not 1C 1NT
 * 2S by the hand with the four spades); else the board as dealt, whose build may still land on a
 * level bid so. Seeds 1-100, deals a board: score-failing-made 5.11 -> 4.51, the four score
 * families 3.36 -> 3.07 (before renumbering, numberedAuction).
 */
export const levelSettingDeclarer = (board: Board): Board => {
  const own = withAuction(board);
  if (own) return own;
  return mateMayDeclare(board) ? (withAuction({ ...board, declarer: partner(board.declarer) }) ?? board) : board;
};
