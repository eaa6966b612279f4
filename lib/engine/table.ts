// The table as a replay of the timeline shows it at one moment: what the UI draws and what the
// laws read. Everything here is derived from the case file's log, never stored beside it.
import type { BySeat, Card, Seat, Suit } from './vocab';
import type { Contract } from './contract';

export interface TrickPlay {
  readonly seat: Seat;
  readonly card: Card;
  /** Timeline index of the action that put this card on the trick. */
  readonly at: number;
}

/** A card taken back from a trick (a corrected revoke, a Law 62C withdrawal). */
export interface WithdrawnCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly at: number;
  /** Whether it stays face up on the table as a penalty card. */
  readonly becamePenaltyCard: boolean;
}

export interface Trick {
  /** 1 to 13. */
  readonly number: number;
  readonly leader: Seat;
  /** The cards now standing in the trick, in the order played. */
  readonly plays: readonly TrickPlay[];
  readonly withdrawn: readonly WithdrawnCard[];
  /** Set once four cards stand in the trick. */
  readonly winner: Seat | null;
}

export type RevokeKind =
  /** Failed to follow suit though able (Laws 44, 61A). */
  | 'follow'
  /** Failed to play a major penalty card at the first legal opportunity (Laws 50D, 61A). */
  | 'penalty-card'
  /** Led a suit declarer forbade, or not the suit declarer required, though able (Laws 50D2, 61A). */
  | 'lead-restriction';

/** A revoke found by the replay: the facts of it, before any law is applied. */
export interface RevokeFact {
  readonly seat: Seat;
  readonly trick: number;
  readonly card: Card;
  /** The suit the offender had to play (the suit led, or the suit a lead restriction named). */
  readonly suitRequired: Suit;
  readonly kind: RevokeKind;
  /** For a lead-restriction revoke: whether declarer had required or forbidden the suit. */
  readonly leadOption: 'require' | 'forbid' | null;
  /** Timeline index of the revoking play. */
  readonly at: number;
  /** The cards the offender could legally have played instead, at that moment. */
  readonly legalCards: readonly Card[];
  /** Whether a card he failed to play lay face up (dummy's, a penalty card, a faced hand). */
  readonly failedFacedCard: boolean;
  /** Whether one of the cards he failed to play was a penalty card (Law 64B3 in every edition). */
  readonly failedPenaltyCard: boolean;
  /** Whether the offender's whole hand was face up (dummy, or a hand faced in a claim). */
  readonly handFaced: boolean;
  /** Whether the revoke card itself came from a face-up place (Law 62B2: a defender's faced card). */
  readonly cardWasFaced: boolean;
  /** Every time attention was drawn to this revoke, first first. */
  readonly attention: readonly { readonly at: number; readonly by: Seat | null }[];
  /** Law 63A: when and how the offending side established it, or null. */
  readonly established: { readonly at: number; readonly by: 'play' | 'designate' | 'claim' | 'agree'; readonly seat: Seat; readonly trick: number | null } | null;
  /** Both sides revoked on this trick and, when attention was drawn, only one side had played to the next (2017 62C3). */
  readonly bothSidesSameTrick: boolean;
  /** Law 63A4 (2017): agreement to the opponents' claim given but not yet standing. */
  readonly agreementPendingAt: number | null;
  /** Law 62: the correction, once made. `swapped` marks a trick-12 revoke put right after trick 13. */
  readonly correction: { readonly at: number; readonly card: Card; readonly penaltyCard: boolean; readonly swapped: boolean } | null;
}

export interface ClaimState {
  readonly at: number;
  readonly kind: 'claim' | 'concede';
  readonly by: Seat;
  /** Tricks the claimer's (or conceder's) side takes of those still to play. */
  readonly tricks: number;
  /** Tricks still to play when it was made. */
  readonly remaining: number;
  readonly agreedBy: readonly { readonly seat: Seat; readonly at: number }[];
  readonly disputedBy: readonly { readonly seat: Seat; readonly at: number }[];
  readonly award: { readonly tricks: number; readonly at: number } | null;
  /** Play went on after the claim was disputed, so the play decides, not the claim. */
  readonly resumed: boolean;
}

export interface TableState {
  readonly contract: Contract;
  /** The original deal. */
  readonly deal: BySeat<readonly Card[]>;
  /** Cards each player still holds (penalty cards included: they are still part of the hand). */
  readonly hands: BySeat<readonly Card[]>;
  /** Penalty cards lying face up in front of each defender. */
  readonly penaltyCards: BySeat<readonly Card[]>;
  /** Hands lying face up: dummy's from the opening lead on, a claimer's from his claim on. */
  readonly facedHands: BySeat<boolean>;
  readonly tricks: readonly Trick[];
  /** The seat to play next, or null when play has ended (13 tricks, or a claim). */
  readonly toPlay: Seat | null;
  readonly revokes: readonly RevokeFact[];
  readonly claims: readonly ClaimState[];
  /** Timeline index at which each of these happened, or null. */
  readonly handsReturnedAt: number | null;
  readonly roundEndAt: number | null;
  readonly nextBoardCalls: readonly { readonly seat: Seat; readonly at: number }[];
  /** The number of timeline actions this state has replayed. */
  readonly replayed: number;
}

/** A trick as the laws read it from the replay (trick.ts): play k by position, without a list of
 *  TrickPlay objects built for it. */
export interface RecordedTrick extends Trick {
  /** How many cards stand in the trick. */
  readonly count: number;
  seatAt(k: number): Seat;
  cardAt(k: number): Card;
  /** Timeline index of the action that put play k on the trick. */
  atOf(k: number): number;
  /** Which play is seat's, or -1. */
  indexOf(seat: Seat): number;
}

/** What the laws read of a board once it is replayed (lib/rule.ts): the tricks, the revokes, the
 *  claims and what happened after play; a ruling needs no more. */
export interface PlayRecord extends Pick<TableState, 'contract' | 'revokes' | 'claims' | 'handsReturnedAt' | 'roundEndAt' | 'nextBoardCalls'> {
  readonly tricks: readonly RecordedTrick[];
}
