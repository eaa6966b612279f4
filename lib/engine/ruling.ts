// The engine's answer (../shared/spec/case-format.md, "The ruling"): plain data, no language.
import type { Card, Edition, Seat, Suit } from './vocab';
import type { Step } from './steps';

export type Role = 'declarer' | 'dummy' | 'defender';

export type RevokeStatus = 'established' | 'corrected' | 'trick12-corrected' | 'unnoticed';
export type EstablishedBy = 'play' | 'designate' | 'claim' | 'agree';

/** The law that decided a revoke's trick transfer. */
export type TransferRule =
  | '64A1' | '64A2'
  | '64B1' | '64B2' | '64B3' | '64B4' | '64B5' | '64B6' | '64B7' | '64B8'
  | '62D' | '43B2b' | '63B' | '64C';

/** What exactly the offender failed to do (Law 61A). */
export type RevokeFailure =
  /** Did not follow suit though able (Law 44); `heldCard` is one he could have played. */
  | { readonly kind: 'followSuit'; readonly suitLed: Suit; readonly heldCard: Card }
  /** Did not play a major penalty card at the first legal opportunity (Law 50D1). */
  | { readonly kind: 'penaltyCard'; readonly card: Card }
  /** Did not lead the suit declarer required (Law 50D2(a)), though able. */
  | { readonly kind: 'requiredLead'; readonly suit: Suit }
  /** Led the suit declarer forbade (Law 50D2(a)), though able to lead another. */
  | { readonly kind: 'forbiddenLead'; readonly suit: Suit };

/** Who established the revoke, how, and with which timeline action (Law 63A). */
export interface Establishment {
  /** Timeline index of the establishing action. */
  readonly at: number;
  readonly how: EstablishedBy;
  /** The member of the offending side who played, named a card, claimed or agreed. */
  readonly seat: Seat;
  /** The later trick played or named to (for 'play' and 'designate'), else null. */
  readonly trick: number | null;
}

/** Why the withdrawn revoke card is a penalty card: 62B1 (a defender's unfaced card), or the
 *  2017 62C3 (both sides revoked on one trick; every card the defenders withdraw). */
export type PenaltyCardReason = '62B1' | '62C3';

export interface RevokeRuling {
  readonly seat: Seat;
  readonly role: Role;
  readonly trick: number;
  /** The card played in revoking. */
  readonly card: Card;
  /** The suit the offender had to play: the suit led, or for a lead restriction the suit required. */
  readonly suitLed: Suit;
  readonly status: RevokeStatus;
  /** What the offender failed to do. */
  readonly failure: RevokeFailure;
  /** When attention was first drawn to it, and by whom (null: not recorded); null while nobody has. */
  readonly attention: { readonly at: number; readonly by: Seat | null } | null;
  /** Who established it and with which action, when the ruling treats it as established. */
  readonly established: Establishment | null;
  readonly establishedAt: number | null;
  readonly establishedBy: EstablishedBy | null;
  readonly penaltyCard: 'major' | null;
  readonly penaltyCardReason: PenaltyCardReason | null;
  /** Tricks moved to the other side: a number once nothing later on the board can change it, null
   *  while later play still can (docs/case-format.md, "A timeline cut short"). */
  readonly transfer: number | null;
  /** The law that decided the transfer (the cited law). */
  readonly rule: TransferRule | null;
  /** Whether the director still looks at equity (Law 64C stays open). */
  readonly directorReview: boolean;
  /** The steps of the explanation about this revoke (a slice of the ruling's steps). */
  readonly steps: readonly Step[];
}

export interface DeclarerCount {
  readonly declarer: { readonly won: number; readonly final: number };
}

export interface Ruling {
  readonly edition: Edition;
  readonly revokes: readonly RevokeRuling[];
  readonly tricks: DeclarerCount | null;
  readonly score: DeclarerCount | null;
  readonly steps: readonly Step[];
}
