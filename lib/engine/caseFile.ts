// The case file `revoke-case/1` (docs/case-format.md): its types, and the timeline's actions as a
// tagged union. Checking raw JSON against the format is lib/engine/caseSchema.ts (it needs zod);
// this module does not, so code that rules an already-typed CaseFile is bundled without zod.
import type { Card, Edition, Seat, Suit, Vulnerability } from './vocab';

export const ACTION_KINDS = [
  'play', 'attention', 'correct', 'replace', 'designate', 'claim', 'concede', 'agree', 'dispute',
  'award', 'leadOption', 'face', 'handsReturned', 'nextBoardCall', 'roundEnd',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** One action as a case file writes it: an object with one key naming it (the JSON form). */
export type CaseAction =
  | { readonly play: Card; readonly by?: Seat }
  | { readonly attention: { readonly seat: Seat; readonly trick?: number; readonly by?: Seat } }
  | { readonly correct: Card; readonly by?: Seat }
  | { readonly replace: { readonly seat: Seat; readonly card: Card } }
  | { readonly designate: Card; readonly by: Seat }
  | { readonly claim: { readonly by: Seat; readonly tricks: number } }
  | { readonly concede: { readonly by: Seat; readonly tricks: number } }
  | { readonly agree: { readonly by: Seat } }
  | { readonly dispute: { readonly by: Seat } }
  | { readonly award: { readonly tricks: number } }
  | { readonly leadOption: { readonly by: Seat; readonly require?: Suit; readonly forbid?: Suit; readonly none?: true } }
  | { readonly face: { readonly seat: Seat } }
  | { readonly handsReturned: true }
  | { readonly nextBoardCall: { readonly by: Seat } }
  | { readonly roundEnd: true };
/** The name the timeline's JSON form has always had (the generator builds these). */
export type Action = CaseAction;

/** One action as the engine reads it: a tagged union, so nothing downstream casts. */
export type TimelineAction =
  | { readonly kind: 'play'; readonly card: Card; readonly by: Seat | null }
  | { readonly kind: 'attention'; readonly seat: Seat; readonly trick: number | null; readonly by: Seat | null }
  | { readonly kind: 'correct'; readonly card: Card; readonly by: Seat | null }
  | { readonly kind: 'replace'; readonly seat: Seat; readonly card: Card }
  | { readonly kind: 'designate'; readonly card: Card; readonly by: Seat }
  | { readonly kind: 'claim' | 'concede'; readonly by: Seat; readonly tricks: number }
  | { readonly kind: 'agree' | 'dispute'; readonly by: Seat }
  | { readonly kind: 'award'; readonly tricks: number }
  | { readonly kind: 'leadOption'; readonly by: Seat; readonly option: LeadOptionChoice }
  | { readonly kind: 'face'; readonly seat: Seat }
  | { readonly kind: 'handsReturned' | 'roundEnd' }
  | { readonly kind: 'nextBoardCall'; readonly by: Seat };

/** Declarer's choice under Law 50D2. */
export type LeadOptionChoice = { readonly require: Suit } | { readonly forbid: Suit } | { readonly none: true };

/** The tagged form of one action (narrowing on the JSON form's key: no casts). The keys are tried
 *  in the order they come on the bench's boards (per board: 48 plays, 1.2 attention, 0.38 correct,
 *  0.14 claim, 0.12 agree, 0.08 handsReturned and dispute, 0.05 nextBoardCall, replace and face, the
 *  rest rarer): each `in` on the actions' many shapes is a megamorphic lookup, and this order makes
 *  9.49 of them a board 8.14 (counted over the 1,130 saved boards). */
export const actionOf = (a: CaseAction): TimelineAction => {
  // The key named first (a shape-checked action has one besides "by") picks the branch, so that
  // each `in` below sees one kind's shapes only and is a monomorphic check, not a megamorphic
  // lookup (V8's KeyedHasIC_Megamorphic was 1,084 instructions a ruling over the saved boards:
  // callgrind, docs/engine.md "Measuring"). Anything else goes the old way.
  let key = '';
  for (const k in a) {
    if (k !== 'by') { key = k; break; }
  }
  switch (key) {
    case 'play': if ('play' in a) return { kind: 'play', card: a.play, by: a.by ?? null }; break;
    case 'attention': if ('attention' in a) return { kind: 'attention', seat: a.attention.seat, trick: a.attention.trick ?? null, by: a.attention.by ?? null }; break;
    case 'correct': if ('correct' in a) return { kind: 'correct', card: a.correct, by: a.by ?? null }; break;
    case 'claim': if ('claim' in a) return { kind: 'claim', by: a.claim.by, tricks: a.claim.tricks }; break;
    case 'agree': if ('agree' in a) return { kind: 'agree', by: a.agree.by }; break;
    case 'handsReturned': if ('handsReturned' in a) return { kind: 'handsReturned' }; break;
    case 'dispute': if ('dispute' in a) return { kind: 'dispute', by: a.dispute.by }; break;
    default: break;
  }
  return actionByKey(a);
};

/** actionOf by `in`, the keys in the order they come on the bench's boards. */
const actionByKey = (a: CaseAction): TimelineAction => {
  if ('play' in a) return { kind: 'play', card: a.play, by: a.by ?? null };
  if ('attention' in a) return { kind: 'attention', seat: a.attention.seat, trick: a.attention.trick ?? null, by: a.attention.by ?? null };
  if ('correct' in a) return { kind: 'correct', card: a.correct, by: a.by ?? null };
  if ('claim' in a) return { kind: 'claim', by: a.claim.by, tricks: a.claim.tricks };
  if ('agree' in a) return { kind: 'agree', by: a.agree.by };
  if ('handsReturned' in a) return { kind: 'handsReturned' };
  if ('dispute' in a) return { kind: 'dispute', by: a.dispute.by };
  if ('nextBoardCall' in a) return { kind: 'nextBoardCall', by: a.nextBoardCall.by };
  if ('replace' in a) return { kind: 'replace', seat: a.replace.seat, card: a.replace.card };
  if ('face' in a) return { kind: 'face', seat: a.face.seat };
  if ('leadOption' in a) {
    const o = a.leadOption;
    return { kind: 'leadOption', by: o.by, option: o.require ? { require: o.require } : o.forbid ? { forbid: o.forbid } : { none: true } };
  }
  if ('designate' in a) return { kind: 'designate', card: a.designate, by: a.by };
  if ('concede' in a) return { kind: 'concede', by: a.concede.by, tricks: a.concede.tricks };
  if ('award' in a) return { kind: 'award', tricks: a.award.tricks };
  return { kind: 'roundEnd' };
};

/** The JSON form of a tagged action (actionOf's inverse). */
export const makeAction = (a: TimelineAction): CaseAction => {
  switch (a.kind) {
    case 'play': return a.by ? { play: a.card, by: a.by } : { play: a.card };
    case 'attention': return { attention: { seat: a.seat, ...(a.trick !== null ? { trick: a.trick } : {}), ...(a.by ? { by: a.by } : {}) } };
    case 'correct': return a.by ? { correct: a.card, by: a.by } : { correct: a.card };
    case 'replace': return { replace: { seat: a.seat, card: a.card } };
    case 'designate': return { designate: a.card, by: a.by };
    case 'claim': return { claim: { by: a.by, tricks: a.tricks } };
    case 'concede': return { concede: { by: a.by, tricks: a.tricks } };
    case 'agree': return { agree: { by: a.by } };
    case 'dispute': return { dispute: { by: a.by } };
    case 'award': return { award: { tricks: a.tricks } };
    case 'leadOption': return { leadOption: { by: a.by, ...a.option } };
    case 'face': return { face: { seat: a.seat } };
    case 'handsReturned': return { handsReturned: true };
    case 'nextBoardCall': return { nextBoardCall: { by: a.by } };
    case 'roundEnd': return { roundEnd: true };
  }
};

/** Which action this is (plays, nearly every action, are told at once). */
export const kindOf = (a: CaseAction): ActionKind => ('play' in a ? 'play' : actionOf(a).kind);

export interface CaseFacts {
  /** Dummy broke Law 43A2 (exchanged hands, left his seat to watch declarer, looked at a defender's hand). */
  readonly dummyForfeitedRights?: boolean;
  /** A regulating authority's choice under Law 61B (1997, 2007); left out means the edition's default. */
  readonly defendersMayAskEachOther?: boolean;
}

/** A call of the auction: a bid "1C".."7NT", pass "P", double "X", redouble "XX". */
export type Call = string;

/** A case file as written: shape-checked, but the deal and timeline not yet replayed. */
export interface CaseFile {
  readonly format: 'revoke-case/1';
  readonly title?: string;
  readonly edition: Edition;
  /** The board's number (≥ 1); its dealer and vulnerability follow the standard rotation. */
  readonly board?: number;
  readonly dealer?: Seat;
  /** The calls from the dealer on; checked against `contract` and `declarer`. */
  readonly auction?: readonly Call[];
  /** A short id of the bidding system, e.g. "natural-5M-15-17". */
  readonly system?: string;
  readonly deal: string;
  readonly contract: string;
  readonly declarer: Seat;
  readonly vulnerable: Vulnerability;
  readonly facts?: CaseFacts;
  readonly timeline: readonly CaseAction[];
  readonly expect?: unknown;
}

export type CaseErrorCode =
  | 'not-json'
  | 'bad-format'
  | 'bad-field'
  | 'bad-deal'
  | 'bad-contract'
  | 'bad-auction'
  | 'unknown-action'
  | 'bad-action'
  | 'card-not-held'
  | 'card-already-played'
  | 'out-of-turn'
  | 'wrong-player'
  | 'play-after-end'
  | 'nothing-to-correct'
  | 'illegal-correction'
  | 'illegal-replace'
  | 'no-such-revoke'
  | 'ambiguous-revoke'
  | 'bad-designate'
  | 'no-claim'
  | 'bad-claim'
  | 'bad-lead-option'
  | 'bad-face';

/** What is wrong and where: `action` is the timeline index, `field` the top-level field, when known. */
export interface CaseError {
  readonly code: CaseErrorCode;
  readonly message: string;
  readonly action?: number;
  readonly field?: string;
}

export const makeCaseText = (c: CaseFile): string => JSON.stringify(c, null, 2);
