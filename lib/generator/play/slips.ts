// What makes a revoke a slip a club player believes (issue 11), and what a claim may count: shared
// by the generator (which revokes it plays, the words of a board's title) and the tests that check
// every generated board.
import { type C, countSuit, rankOf, suitOf } from '../cards';

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
export const slipKind = (hand: readonly C[], suit: number, trick: number): SlipKind | null => {
  const held = countSuit(hand, suit);
  if (held === 0) return null;
  const mate = countSuit(hand, sameColour(suit));
  if (mate > 0 && held <= 2) return 'hidden';
  if (held === 1) return 'last-card';
  if (trick >= END_POSITION_TRICK) return 'end-position';
  return null;
};

/** Whether a card is a small one (below the ten): the card a player overlooks is rarely an honour. */
export const isSpot = (c: C): boolean => rankOf(c) < 8;

/** Suits in the order of a hand's cards: used to say which suit a card hid among. */
export const suitOfCard = suitOf;

/** Scratch for `sureTricks` (never re-entered): who holds each card, -1 once played. */
const HOLDER = new Int8Array(52);

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
  // a typed scratch array and loops, not a list and closures per call: it runs at every moment a claim is weighed
  const holder = HOLDER.fill(-1);
  for (let s = 0; s < 4; s++) for (const c of hands[s]) holder[c] = s;
  const mate = (seat + 2) % 4;
  const run = (su: number): number => {
    let n = 0;
    for (let x = su * 13 + 12; x >= su * 13; x--) {
      if (holder[x] < 0) continue;
      if ((holder[x] & 1) !== (seat & 1)) break;
      n++;
    }
    const mine = Math.max(countSuit(hands[seat], su), countSuit(hands[mate], su));
    const theirs = Math.max(countSuit(hands[(seat + 1) % 4], su), countSuit(hands[(seat + 3) % 4], su));
    return Math.min(n, mine) >= theirs ? mine : Math.min(n, mine);
  };
  const theirTrumps = trump < 0 ? 0 : Math.max(countSuit(hands[(seat + 1) % 4], trump), countSuit(hands[(seat + 3) % 4], trump));
  let sure = 0;
  for (let su = 0; su < 4; su++) sure += run(su);
  if (trump >= 0 && theirTrumps > 0 && run(trump) < theirTrumps) return run(trump);
  return sure;
};
