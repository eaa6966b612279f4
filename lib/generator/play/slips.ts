// What makes a revoke a slip a club player believes (issue 11), and what a claim may count: shared
// by the generator (which revokes it plays, the words of a board's title) and the tests that check
// every generated board.
import { type C, RANK_COUNT, clz32, countSuit, rankOf, suitOf } from '../cards';

/**
 * Why the offender missed the card: he held only one of the suit (the last card of a suit, the
 * classic forgotten singleton), it sat among the cards of the other suit of its colour (a heart
 * among the diamonds), or the hand was down to its last few cards (an end position, where players
 * count least carefully).
 */
export type SlipKind = 'last-card' | 'hidden' | 'end-position';

/** The other suit of the same colour: spades and clubs are black, hearts and diamonds red. */
export const sameColour = (suit: number): number => 3 - suit;

/** From trick 10 on a hand has four cards or fewer: the end position. */
export const END_POSITION_TRICK = 10;

/**
 * The slip a revoke is, from the offender's hand just before it (the revoke card still in it), the
 * suit he had to follow and the trick; null when nothing explains it (he held two or more of the
 * suit, none of its colour-mate, early in the play): the generator does not play such a revoke.
 */
export const slipKind = (hand: readonly C[], suit: number, trick: number): SlipKind | null =>
  slipKindOf(countSuit(hand, suit), countSuit(hand, sameColour(suit)), trick);

/** slipKind from how many cards of the suit (`held`) and of its colour-mate (`mate`) the hand holds: the revoke walk reads them from the table's rank masks. */
export const slipKindOf = (held: number, mate: number, trick: number): SlipKind | null => {
  if (held === 0) return null;
  if (mate > 0 && held <= 2) return 'hidden';
  if (held === 1) return 'last-card';
  if (trick >= END_POSITION_TRICK) return 'end-position';
  return null;
};

/** Whether a card is a small one (below the ten): the card a player overlooks is rarely an honour. */
export const isSpot = (c: C): boolean => rankOf(c) < 8;

/** Suits in the order of a hand's cards: used to say which suit a card hid among. */
export const suitOfCard = suitOf;

/** Scratch for `sureTricks` (never re-entered): each hand's cards of each suit as a rank mask (index 4 * seat + suit). */
const MASKS = new Int32Array(16);

/** The longer of two rank masks' lengths. */
const longer = (a: number, b: number): number => {
  const x = RANK_COUNT[a];
  const y = RANK_COUNT[b];
  return x > y ? x : y;
};

/** sureTricks' count in one suit from the rank masks: the side's top cards in an unbroken run (played cards gone), all of the longer hand once they draw the defenders'. */
const runOf = (m: Int32Array, seat: number, su: number): number => {
  const a = m[4 * seat + su];
  const b = m[4 * ((seat + 2) & 3) + su];
  const l = m[4 * ((seat + 1) & 3) + su];
  const r = m[4 * ((seat + 3) & 3) + su];
  const theirs = l | r;
  // the side's cards above the defenders' highest
  const top = RANK_COUNT[theirs === 0 ? a | b : (a | b) >> (32 - clz32(theirs))];
  const mine = longer(a, b);
  const run = top < mine ? top : mine;
  return run >= longer(l, r) ? mine : run;
};

/**
 * The tricks a claimer's side can count as sure from a position, as a club player counts them
 * before claiming: in each suit its top cards in an unbroken run (cards already played count as
 * gone), no more than the longer of its two hands holds, and every card of the longer hand once
 * those top cards draw all the defenders' cards of the suit (AKQ32 against three: five tricks);
 * in a trump contract the side-suit winners only once its top trumps can draw the defenders'
 * (else only the trump winners). Entries and ruffs are not counted: a claim of more than this
 * has a loser the opponents can see.
 */
export const sureTricks = (hands: readonly (readonly C[])[], trump: number, seat: number): number => {
  // the hands as rank masks once, in a scratch array, then a few operations a suit (it runs at
  // every moment a claim is weighed; a table of each card's holder filled by TypedArray fill, a
  // builtin call, and a closure made every call had been)
  const m = MASKS;
  for (let s = 0; s < 4; s++) {
    const h = hands[s];
    let m0 = 0, m1 = 0, m2 = 0, m3 = 0;
    for (let i = 0; i < h.length; i++) {
      const c = h[i];
      const bit = 1 << (c % 13);
      if (c < 13) m0 |= bit;
      else if (c < 26) m1 |= bit;
      else if (c < 39) m2 |= bit;
      else m3 |= bit;
    }
    m[4 * s] = m0;
    m[4 * s + 1] = m1;
    m[4 * s + 2] = m2;
    m[4 * s + 3] = m3;
  }
  let sure = 0;
  for (let su = 0; su < 4; su++) sure += runOf(m, seat, su);
  if (trump >= 0) {
    const theirTrumps = longer(m[4 * ((seat + 1) & 3) + trump], m[4 * ((seat + 3) & 3) + trump]);
    const t = runOf(m, seat, trump);
    if (theirTrumps > 0 && t < theirTrumps) return t;
  }
  return sure;
};
