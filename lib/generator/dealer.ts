// Dealing a board to order: a shuffled deck, then small same-suit swaps between the sides until
// the declaring side holds the values asked for (suit lengths stay as dealt), then a contract
// chosen from the hands the way a pair would bid it: a major fit plays in the major, otherwise
// no trump (or a minor with shape), at the level the combined points support.
import { VULNERABILITIES, type Vulnerability } from '../engine';
import { type C, type S, countSuit, hcp, hcpOf, rankOf, suitOf, partner } from './cards';
import { type Rng, int, pick, shuffle } from './rng';

export interface Board {
  readonly hands: C[][];
  readonly declarer: S;
  /** Trump suit index, or -1 at no trump. */
  readonly trump: number;
  level: number;
  readonly vul: Vulnerability;
  /** Declarer's plan in a trump contract: draw trumps at once, or cash side winners first. */
  readonly winnersFirst: boolean;
}

export interface DealSpec {
  /** Combined high-card points of the declaring side, inclusive bounds. */
  readonly minHcp: number;
  readonly maxHcp: number;
  /** Insist on a trump contract (an 8-card fit is made by swapping spot cards if none was dealt). */
  readonly suit?: boolean;
  /** Insist on a no-trump contract. */
  readonly noTrump?: boolean;
}

const sideHcp = (hands: C[][], side: number): number => hcp(hands[side]) + hcp(hands[side + 2]);

const swapCards = (hands: C[][], a: S, ca: C, b: S, cb: C): void => {
  hands[a][hands[a].indexOf(ca)] = cb;
  hands[b][hands[b].indexOf(cb)] = ca;
};

/** Move one honour from `from` side to `to` side in exchange for a lower card of the same suit. */
const moveValues = (rng: Rng, hands: C[][], to: number, from: number): boolean => {
  const givers = [from, from + 2];
  const takers = [to, to + 2];
  const start = int(rng, 0, 25);
  for (let k = 0; k < 26; k++) {
    const i = (start + k) % 26;
    const fs = givers[i % 2];
    const h = hands[fs][(i / 2) | 0];
    if (hcpOf(h) === 0) continue;
    const ts = takers[int(rng, 0, 1)];
    for (const t of [ts, ts === to ? to + 2 : to]) {
      const low = hands[t].find((l) => suitOf(l) === suitOf(h) && rankOf(l) < rankOf(h) && hcpOf(l) < hcpOf(h));
      if (low !== undefined) {
        swapCards(hands, fs, h, t, low);
        return true;
      }
    }
  }
  return false;
};

const combined = (hands: C[][], side: number, suit: number): number => countSuit(hands[side], suit) + countSuit(hands[side + 2], suit);

/** Give the declaring side an 8-card fit in its longest suit by swapping spot cards with the defenders. */
const makeFit = (rng: Rng, hands: C[][], side: number): void => {
  const suits = [0, 1, 2, 3].sort((a, b) => combined(hands, side, b) - combined(hands, side, a) || a - b);
  const suit = suits[0];
  for (let guard = 0; guard < 6 && combined(hands, side, suit) < 8; guard++) {
    const mine = countSuit(hands[side], suit) >= countSuit(hands[side + 2], suit) ? side : side + 2;
    const defs = [(side + 1) % 4, (side + 3) % 4];
    const giverCards = defs.flatMap((d) => hands[d].filter((c) => suitOf(c) === suit && hcpOf(c) === 0).map((c) => [d, c] as const));
    const takerCards = hands[mine].filter((c) => suitOf(c) !== suit && hcpOf(c) === 0 && countSuit(hands[mine], suitOf(c)) > 1);
    if (giverCards.length === 0 || takerCards.length === 0) return;
    const [d, g] = pick(rng, giverCards);
    swapCards(hands, d, g, mine, pick(rng, takerCards));
  }
};

const isBalanced = (cards: readonly C[]): boolean => [0, 1, 2, 3].every((s) => countSuit(cards, s) >= 2);

/** The game level in a strain: 3NT, 4 of a major, 5 of a minor. */
export const gameLevel = (trump: number): number => (trump < 0 ? 3 : trump <= 1 ? 4 : 5);

/** The level a pair bids to with these combined points in this strain: slam, game or a partscore. */
const levelFor = (points: number, trump: number, fitLength: number): number => {
  if (points >= 37) return 7;
  if (points >= 33) return 6;
  if (points >= 28 || (points >= 25 && trump < 2) || (points >= 23 && fitLength >= 9 && trump < 2)) return gameLevel(trump);
  if (points >= 25) return 3; // a minor fit without the points for 5: three of the minor
  return trump < 0 ? (points >= 23 ? 2 : 1) : trump <= 1 ? (fitLength >= 9 ? 3 : 2) : 3;
};

/** Bid the board again after shaping changed the declaring side's points. */
export const rebid = (board: Board): void => {
  const side = board.declarer % 2;
  const points = sideHcp(board.hands, side);
  const fitLength = board.trump >= 0 ? combined(board.hands, side, board.trump) : 0;
  board.level = levelFor(points, board.trump, fitLength);
};

export const dealBoard = (rng: Rng, spec: DealSpec): Board => {
  const deck = shuffle(rng, Array.from({ length: 52 }, (_, i) => i));
  const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 13, s * 13 + 13));
  const side = int(rng, 0, 1);
  const target = int(rng, spec.minHcp, spec.maxHcp);
  for (let guard = 0; guard < 40 && sideHcp(hands, side) < target; guard++) if (!moveValues(rng, hands, side, 1 - side)) break;
  for (let guard = 0; guard < 40 && sideHcp(hands, side) > spec.maxHcp; guard++) if (!moveValues(rng, hands, 1 - side, side)) break;
  if (spec.suit) makeFit(rng, hands, side);
  const points = sideHcp(hands, side);
  const fit = (s: number) => combined(hands, side, s);
  const majors = [0, 1].filter((s) => fit(s) >= 8).sort((a, b) => fit(b) - fit(a));
  const minors = [2, 3].filter((s) => fit(s) >= 8).sort((a, b) => fit(b) - fit(a));
  const balanced = isBalanced(hands[side]) && isBalanced(hands[side + 2]);
  let trump = -1;
  if (!spec.noTrump) {
    if (majors.length) trump = majors[0];
    else if (minors.length && (spec.suit || !balanced || points < 23)) trump = minors[0];
    else if (spec.suit) trump = [0, 1, 2, 3].sort((a, b) => fit(b) - fit(a) || a - b)[0];
  }
  const a = side;
  const b = side + 2;
  let declarer: S;
  if (trump >= 0) {
    const la = countSuit(hands[a], trump);
    const lb = countSuit(hands[b], trump);
    declarer = la !== lb ? (la > lb ? a : b) : hcp(hands[a]) >= hcp(hands[b]) ? a : b;
  } else {
    declarer = hcp(hands[a]) >= hcp(hands[b]) ? a : b;
  }
  const fitLength = trump >= 0 ? fit(trump) : 0;
  const vul = pick(rng, VULNERABILITIES);
  return { hands, declarer, trump, level: levelFor(points, trump, fitLength), vul, winnersFirst: trump >= 0 && int(rng, 0, 2) === 0 };
};

export const dummyOf = (b: Pick<Board, 'declarer'>): S => partner(b.declarer);
