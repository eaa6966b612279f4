// Law 64: what follows an established revoke. 64B lists when no tricks move automatically;
// 64A says how many move otherwise. Both are read off the table after play has ended.
import { sameSide, type Card, type Seat } from '../vocab';
import type { RevokeFact } from '../table';
import type { Role, TransferRule } from '../ruling';
import type { EditionRules } from './editions';
import { step, type Step } from '../steps';

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

/** The 64B item's step, naming what was faced for 64B3. */
const itemStep = (q: TransferQuestion, rule: TransferRule): Step => {
  const { revoke: r, rules } = q;
  const p = { seat: r.seat, trick: r.trick, edition: rules.edition };
  switch (rule) {
    case '64B1': return step('64B1', 'noTransfer.64B1', p);
    case '64B2': return step('64B2', 'noTransfer.64B2', p);
    case '64B3': return step('64B3', 'noTransfer.64B3', { ...p, what: q.role === 'dummy' ? 'dummyCard' : r.failedPenaltyCard ? 'penaltyCard' : r.handFaced ? 'facedHand' : 'facedCard' });
    case '64B4': return step('64B4', 'noTransfer.64B4', p);
    case '64B5': return step('64B5', 'noTransfer.64B5', p);
    case '64B6': return step('64B6', 'noTransfer.64B6', p);
    case '64B7': return step('64B7', 'noTransfer.64B7', p);
    case '64B8': return step('64B8', 'noTransfer.64B8', p);
    case '64C': return step('64C', 'noTransfer.bothSides1997', p);
    case '64A1': case '64A2': case '62D': case '43B2b': case '63B': throw new Error(`${rule} is not a 64B item`);
  }
};

/**
 * Law 64 on a revoke that is established (or treated as if it were): the first 64B item that
 * applies, else the 64A count, with their steps written to `steps`. The transfer is null while
 * later events can still change it: play is not over, or (`awaitingAttention`) nobody has drawn
 * attention yet, so a call on the next board or the round's end (64B4, 64B5) could still take it away.
 */
export const transferSteps = (q: TransferQuestion, steps: Step[], awaitingAttention: boolean): { transfer: number | null; rule: TransferRule | null } => {
  const { revoke: r, after, rules } = q;
  for (const item of NO_AUTOMATIC_TRANSFER) {
    if (item.needsFinishedPlay && !after.playFinished) continue;
    if (!item.applies(q)) continue;
    steps.push(itemStep(q, item.rule));
    if (item.rule === '64B7' && rules.bothSidesOneCorrectedUnclear && !otherSideRevoked(q, true)) {
      steps.push(step('64B7', 'director.decides', { topic: 'bothSidesOneCorrected2007' }));
    }
    return { transfer: 0, rule: item.rule };
  }
  if (!after.playFinished) {
    steps.push(step('64A', 'transfer.pending', { seat: r.seat, trick: r.trick }));
    return { transfer: null, rule: null };
  }
  const a = automaticTransfer(q);
  const reason = a.reason;
  if (awaitingAttention) {
    steps.push(step('64A', 'transfer.awaitsAttention', { seat: r.seat, trick: r.trick, count: a.transfer }));
    return { transfer: null, rule: null };
  }
  const toSide = sameSide(r.seat, 'N') ? 'EW' : 'NS';
  if (reason.rule === '64A1') {
    const later = reason.laterTrick !== null ? 'trick' : a.transfer > 1 ? 'claim' : 'none';
    steps.push(step('64A1', 'transfer.offenderWon', { seat: r.seat, trick: r.trick, later, laterTrick: reason.laterTrick ?? 0, count: a.transfer, toSide }));
  } else if (reason.rule === '64A2') {
    const w = after.winners[r.trick - 1];
    const via = w !== null && sameSide(w, r.seat) ? 'revokeTrick' : firstOffendingSideTrick(q) !== null ? 'laterTrick' : 'claim';
    steps.push(step('64A2', 'transfer.offenderDidNotWin', {
      seat: r.seat, trick: r.trick, winnerSeat: w ?? r.seat, dummyWon: reason.dummyWon ? 'yes' : 'no', via,
      wonTrick: via === 'laterTrick' ? reason.firstTrick : r.trick, toSide,
    }));
    if (reason.extra) steps.push(step('64A2', 'transfer.extraTrick1997', { seat: r.seat, trick: reason.extra.trick, card: reason.extra.card, revokeTrick: r.trick }));
    else if (reason.nearMiss) steps.push(step('64A2', 'transfer.noExtraTrick1997', { seat: r.seat, trick: reason.nearMiss.trick, card: reason.nearMiss.card, revokeTrick: r.trick }));
  }
  if (a.capped && reason.rule !== '64A1') steps.push(step('64A', 'transfer.capped', { count: a.transfer, toSide }));
  return { transfer: a.transfer, rule: reason.rule };
};

/** What 64C says once the board's counts are done: one step, worded for the case, about the
 *  rulings the director still looks at (directorReview); none while one of their transfers is open. */
export const equityStep = (rules: EditionRules, rulings: readonly { readonly seat: Seat; readonly rule: TransferRule | null; readonly transfer: number | null; readonly directorReview: boolean }[]): Step | null => {
  let reviewed = 0;
  let moved = 0;
  let onlyBothSides1997 = true;
  let repeated: Seat | null = null;
  let bothSides = false;
  for (const x of rulings) {
    if (!x.directorReview) continue;
    if (x.transfer === null) return null;
    reviewed++;
    moved += x.transfer;
    if (x.rule !== '64C') onlyBothSides1997 = false;
    if (x.rule === '64B2') repeated ??= x.seat;
    if (x.rule === '64B7') bothSides = true;
  }
  // 1997's both-sides ruling already says the director restores equity.
  if (reviewed === 0 || onlyBothSides1997) return null;
  if (rules.equityItemsNamed && bothSides) return step('64C2b', 'equity.bothSides', {});
  if (rules.equityItemsNamed && repeated !== null) return step('64C2a', 'equity.repeatedRevokes', { seat: repeated });
  const law = rules.equityItemsNamed ? '64C1' : '64C';
  return moved > 0 ? step(law, 'equity.afterTransfer', { count: moved }) : step(law, 'equity.afterNoTransfer', {});
};
