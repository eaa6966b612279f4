// Another line of play on the same deal, for the families of established.ts and corrected.ts whose
// slip depends on how the play goes (issue 11: a board in four deals at most, on every seed).
import type { Board } from '../dealer';
import { type S, copyHands, countSuit, lho, partner, putBackHands, rho } from '../cards';
import { makeShort, makeSingleton, openingLeadSuit, shapedSuit } from '../shape';
import { sameColour } from '../play/slips';
import { levelFits } from '../common';

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
 * traded (swapDefenders), where the contract still fits them (common.ts levelFits: the defence's
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
 * Expected errors of the estimate a bent deal's contract must lie inside the contract test: as far
 * as dealer.ts steers a deal (its STEER_SPREADS), not only index.ts's SURE_SPREADS. A bent deal
 * kept at the test's edge sits where double dummy misses it most: bent only to SURE_SPREADS,
 * corrected-dummy-card's contracts lay 0.537/0.657 -> 0.557/0.716 tricks from double dummy (200
 * boards from seeds 270000000 / 13000000).
 */
export const BENT_SPREADS = 2.6;

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

/**
 * shape.ts shapeDeclarerHidden for either hand of the declaring side (`seat`): in a suit contract
 * one small card of the suit shapedSuit names, at no trump two beside a card of the other suit of
 * its colour, his partner taking the rest; the opening lead stays. Whether the deal bent so (a
 * deal that would not is put back as dealt).
 */
export const shapeHidden = (board: Board, seat: S, suit: number | null = shapedSuit(board)): boolean => {
  if (suit === null || suit === board.trump) return false;
  if (board.trump < 0 && countSuit(board.hands[seat], sameColour(suit)) === 0) return false;
  const dealt = copyHands(board.hands);
  const lead = openingLeadSuit(board);
  const keep = board.trump >= 0 ? [board.trump] : [sameColour(suit)];
  if (makeShort(board.hands, seat, partner(seat), suit, keep, board.trump >= 0 ? 1 : 2) && openingLeadSuit(board) === lead) return true;
  putBackHands(board.hands, dealt);
  return false;
};
