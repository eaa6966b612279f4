// The engine's answer (../shared/spec/case-format.md, "The ruling"): plain data, no language.
import type { Card, Edition, Seat, Suit } from './vocab';

export type Role = 'declarer' | 'dummy' | 'defender';

export type RevokeStatus = 'established' | 'corrected' | 'trick12-corrected' | 'unnoticed';
export type EstablishedBy = 'play' | 'designate' | 'claim' | 'agree';

/** The law that decided a revoke's trick transfer. */
export type TransferRule =
  | '64A1' | '64A2'
  | '64B1' | '64B2' | '64B3' | '64B4' | '64B5' | '64B6' | '64B7' | '64B8'
  | '62D' | '43B2b' | '63B' | '64C';

export interface RevokeRuling {
  readonly seat: Seat;
  readonly role: Role;
  readonly trick: number;
  /** The card played in revoking. */
  readonly card: Card;
  /** The suit the offender had to play: the suit led, or for a lead restriction the suit required. */
  readonly suitLed: Suit;
  readonly status: RevokeStatus;
  readonly establishedAt: number | null;
  readonly establishedBy: EstablishedBy | null;
  readonly penaltyCard: 'major' | null;
  readonly transfer: number | null;
  readonly rule: TransferRule | null;
  readonly directorReview: boolean;
}

export interface DeclarerCount {
  readonly declarer: { readonly won: number; readonly final: number };
}

/**
 * One step of the worked explanation. `key` names a message in the `steps` catalogue; `params`
 * fill its ICU arguments. By convention a param named `trick` or ending in `Trick` is a trick
 * number, one named `card` or ending in `Card` is a card, one named `seat` or ending in `Seat` is a
 * seat: the UI highlights those on the table and renders them in the reader's letters. `suit`
 * and `…Suit` are suit letters (S H D C) and `contract` a contract as in the case file, both to be
 * localised; `hasAsker` is 'yes' or 'no' so a message can choose its wording when `askerSeat` is ''.
 * Every other string param is a code for an ICU select.
 */
export interface Step {
  readonly law: string;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface Ruling {
  readonly edition: Edition;
  readonly revokes: readonly RevokeRuling[];
  readonly tricks: DeclarerCount | null;
  readonly score: DeclarerCount | null;
  readonly steps: readonly Step[];
}
