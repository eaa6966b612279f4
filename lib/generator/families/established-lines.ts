// Another line of play on the same deal, for the families of established.ts and corrected.ts whose
// slip depends on how the play goes (issue 11: a board in four deals at most, on every seed).
import type { Board } from '../dealer';
import { type S, copyHands, countSuit, lho, partner, putBackHands, rho } from '../cards';
import { makeSingleton, openingLeadSuit } from '../shape';
import { bendToFit, levelFits } from '../common';

/** The defenders' hands traded between them: the declaring side's hands and contract stay, the play is new. */
const swapDefenders = (board: Board): void => {
  const h = board.hands;
  const l = lho(board.declarer);
  const r = rho(board.declarer);
  const t = h[l];
  h[l] = h[r];
  h[r] = t;
};

/**
 * A family's board from this deal (`build`), or else from the same deal with the defenders' hands
 * traded (swapDefenders), where the contract still fits them (common.ts bendToFit: the defence's
 * shape enters the estimate): a new opening lead and a new play, a fresh chance at the slip and
 * the position after it, for the cost of a play and not of a deal, its shaping and its checks.
 * A defender's hand is as random in either seat, so the boards stay as natural as dealt ones.
 */
export const orDefendersSwapped = <T>(board: Board, build: () => T | null): T | null => {
  const first = build();
  if (first !== null) return first;
  swapDefenders(board);
  if (levelFits(board, board.level)) return build();
  swapDefenders(board);
  return null;
};

/**
 * The suit shape.ts shapes a later slip in (shapedSuit on the boards whose slip is not on the
 * opening lead): the declaring side's longest side suit other than the opening lead's, the
 * board's draw breaking a tie. Null where there is none.
 */
export const laterSuit = (board: Board): number | null => {
  const lead = openingLeadSuit(board);
  const d = board.hands[board.declarer];
  const m = board.hands[partner(board.declarer)];
  const len = (s: number): number => countSuit(d, s) + countSuit(m, s);
  const side = [0, 1, 2, 3].filter((s) => s !== board.trump && s !== lead);
  side.sort((x, y) => len(y) - len(x) || ((x + board.slipDraw) % 4) - ((y + board.slipDraw) % 4));
  return side.length ? side[0] : null;
};

/**
 * A family's board from this deal (`build`), else from the deal bent each of `bends` ways in turn
 * (each from the hands as dealt, kept only where the contract still fits: common.ts bendToFit),
 * else null.
 */
export const orBent = <T>(board: Board, build: () => T | null, bends: readonly ((board: Board) => void)[]): T | null => {
  const first = build();
  if (first !== null) return first;
  const dealt = copyHands(board.hands);
  const level = board.level;
  for (const bend of bends) {
    putBackHands(board.hands, dealt);
    board.level = level;
    if (!bendToFit(board, bend)) continue;
    const r = build();
    if (r !== null) return r;
  }
  return null;
};

/**
 * Defender `seat` holds one small card of the suit declarer runs later (laterSuit), his partner
 * the rest, the opening lead staying what it was: a slip where declarer's side is taking its
 * tricks. Whether the deal bent so.
 */
export const shapeDefenderShort = (board: Board, seat: S): boolean => {
  const suit = laterSuit(board);
  if (suit === null) return false;
  const lead = openingLeadSuit(board);
  return makeSingleton(board.hands, seat, partner(seat), suit, board.trump >= 0 ? [board.trump] : []) && openingLeadSuit(board) === lead;
};
