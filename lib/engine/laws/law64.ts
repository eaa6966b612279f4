// Law 64: what follows an established revoke. 64B lists when no tricks move automatically;
// 64A says how many move otherwise. Both are read off the table after play has ended.
import { sameSide, type Card, type Seat } from '../vocab';
import type { RevokeFact } from '../table';
import type { Role, TransferRule } from '../ruling';
import type { EditionRules } from './editions';

/** The table after play, as Law 64 sees it. */
export interface Aftermath {
  /** Winner of tricks 1..13 (index 0 is trick 1); null for a trick not played out. */
  readonly winners: readonly (Seat | null)[];
  /** The card each seat played to each trick (index 0 is trick 1). */
  readonly cardOf: (trick: number, seat: Seat) => Card | null;
  /** Tricks each side took by a claim or concession, counted after the last trick played. */
  readonly claimed: { readonly NS: number; readonly EW: number };
  readonly playFinished: boolean;
  readonly revokes: readonly RevokeFact[];
  readonly nextBoardCalls: readonly { readonly seat: Seat; readonly at: number }[];
  readonly roundEndAt: number | null;
}

export interface TransferQuestion {
  readonly rules: EditionRules;
  readonly revoke: RevokeFact;
  readonly role: Role;
  readonly after: Aftermath;
}

/** Tricks `seat`'s side won from trick `from` on (that trick included), claimed tricks counted. */
export const sideTricksFrom = (after: Aftermath, seat: Seat, from: number): number => {
  let n = 0;
  for (let t = from; t <= 13; t++) {
    const w = after.winners[t - 1];
    if (w !== null && sameSide(w, seat)) n++;
  }
  return n + (seat === 'N' || seat === 'S' ? after.claimed.NS : after.claimed.EW);
};

/** Tricks the offending side won from the revoke trick on, the revoke trick included. */
export const offendingSideTricksFrom = (q: TransferQuestion): number => sideTricksFrom(q.after, q.revoke.seat, q.revoke.trick);

/** The first trick at or after the revoke trick that the offending side won, if one was played. */
export const firstOffendingSideTrick = (q: TransferQuestion, after = q.revoke.trick - 1): number | null => {
  for (let t = after + 1; t <= 13; t++) if (q.after.winners[t - 1] && sameSide(q.after.winners[t - 1]!, q.revoke.seat)) return t;
  return null;
};

const firstAttentionAt = (r: RevokeFact): number | null => r.attention[0]?.at ?? null;

/** Whether something happened before attention was first drawn (or at all, when it has not been). */
const beforeAttention = (r: RevokeFact, at: number): boolean => {
  const first = firstAttentionAt(r);
  return first === null || at < first;
};

/** Whether the other side revoked on this board and, if `established` is asked for, that revoke stands established. */
export const otherSideRevoked = (q: TransferQuestion, established: boolean): boolean =>
  q.after.revokes.some((o) => !sameSide(o.seat, q.revoke.seat) && (!established || (o.established !== null && o.correction === null)));

export interface NoTransferItem {
  readonly rule: TransferRule;
  /** Whether the item can be judged before play ends. */
  readonly needsFinishedPlay: boolean;
  readonly applies: (q: TransferQuestion) => boolean;
}

/**
 * 64B, item by item in the order of the law, and the 1997 WBFLC ruling on revokes by both sides.
 * The first item that applies decides; 64C (equity) remains open in every case.
 */
export const NO_AUTOMATIC_TRANSFER: readonly NoTransferItem[] = [
  // 64B1: the offending side won neither the revoke trick nor any later trick.
  { rule: '64B1', needsFinishedPlay: true, applies: (q) => offendingSideTricksFrom(q) === 0 },
  // 64B2: a later revoke in the same suit by the same player, the first having been established
  // (2017 wording; earlier editions read the same way, since a corrected first revoke carries no transfer).
  {
    rule: '64B2', needsFinishedPlay: false,
    applies: (q) => q.after.revokes.some((o) => o !== q.revoke && o.seat === q.revoke.seat && o.at < q.revoke.at && o.suitRequired === q.revoke.suitRequired && o.established !== null && o.correction === null),
  },
  // 64B3: failure to play a card faced on the table or belonging to a faced hand, dummy's included
  // (1997, 2007); narrowed in 2017 to a penalty card or any card belonging to dummy.
  {
    rule: '64B3', needsFinishedPlay: false,
    applies: (q) => q.role === 'dummy' || q.revoke.failedPenaltyCard
      || (q.rules.facedCardExemption === 'any-faced-card-or-hand' ? q.revoke.failedFacedCard || q.revoke.handFaced : false),
  },
  // 64B4: attention first drawn after a member of the non-offending side called on the next deal.
  { rule: '64B4', needsFinishedPlay: false, applies: (q) => q.after.nextBoardCalls.some((c) => !sameSide(c.seat, q.revoke.seat) && beforeAttention(q.revoke, c.at)) },
  // 64B5: attention first drawn after the round ended.
  { rule: '64B5', needsFinishedPlay: false, applies: (q) => q.after.roundEndAt !== null && beforeAttention(q.revoke, q.after.roundEndAt) },
  // 64B6 (2007, 2017): a revoke on the twelfth trick.
  { rule: '64B6', needsFinishedPlay: false, applies: (q) => q.rules.trickTwelveExempt && q.revoke.trick === 12 },
  // 64B7: both sides revoked on the same board (2007), and both revokes are established (2017).
  {
    rule: '64B7', needsFinishedPlay: false,
    applies: (q) => q.rules.bothSides === '64B7-any' ? otherSideRevoked(q, false)
      : q.rules.bothSides === '64B7-both-established' ? otherSideRevoked(q, true) : false,
  },
  // 1997 had no such item; the WBFLC (2001-11-01) has the director restore equity under 64C as
  // though neither side had revoked, so no automatic transfer.
  { rule: '64C', needsFinishedPlay: false, applies: (q) => q.rules.bothSides === '64C-equity' && otherSideRevoked(q, true) },
];

export type TransferReason =
  | { readonly rule: '64A1'; readonly laterTrick: number | null }
  | { readonly rule: '64A2'; readonly firstTrick: number; readonly dummyWon: boolean; readonly extra: { readonly trick: number; readonly card: Card } | null; readonly nearMiss: { readonly trick: number; readonly card: Card } | null };

export interface AutomaticTransfer {
  readonly transfer: number;
  readonly reason: TransferReason | { readonly rule: '64B1' };
  /** Whether the cap of "only tricks the offending side won from the revoke trick on" cut it. */
  readonly capped: boolean;
}

/**
 * 64A: after play, tricks won by the offending side from the revoke trick on go to the other side:
 * 64A1 the offender won the revoke trick: that trick and one more if his side won a later one;
 * 64A2 otherwise one trick if his side won the revoke trick or a later one (1997: and one more
 * when the offender later won a trick with a card he could legally have played to the revoke trick).
 * A trick won in dummy is not won by declarer (64A footnote): dummy is not the offending player.
 */
export const automaticTransfer = (q: TransferQuestion): AutomaticTransfer => {
  const available = offendingSideTricksFrom(q);
  if (available === 0) return { transfer: 0, reason: { rule: '64B1' }, capped: false };
  const { revoke, after } = q;
  const revokeTrickWinner = after.winners[revoke.trick - 1];
  if (revokeTrickWinner === revoke.seat) {
    const laterTrick = firstOffendingSideTrick(q, revoke.trick);
    const laterByClaim = laterTrick === null && available > 1;
    const t = laterTrick !== null || laterByClaim ? 2 : 1;
    return { transfer: Math.min(t, available), reason: { rule: '64A1', laterTrick }, capped: t > available };
  }
  const firstTrick = firstOffendingSideTrick(q) ?? revoke.trick;
  const dummyWon = revokeTrickWinner !== null && revokeTrickWinner !== revoke.seat && sameSide(revokeTrickWinner, revoke.seat) && q.role === 'declarer';
  let extra: { trick: number; card: Card } | null = null;
  let nearMiss: { trick: number; card: Card } | null = null;
  if (q.rules.extraTrickForLegalCardLater) {
    for (let t = revoke.trick + 1; t <= 13; t++) {
      if (after.winners[t - 1] !== revoke.seat) continue;
      const card = after.cardOf(t, revoke.seat);
      if (card && revoke.legalCards.includes(card)) { extra = { trick: t, card }; break; }
      if (card && !nearMiss) nearMiss = { trick: t, card };
    }
  }
  const t = extra ? 2 : 1;
  return { transfer: Math.min(t, available), reason: { rule: '64A2', firstTrick, dummyWon, extra, nearMiss: extra ? null : nearMiss }, capped: t > available };
};
