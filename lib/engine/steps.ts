// The worked explanation as data: every step key with the type of its params, and the laws a step
// may cite. Texts live in messages/steps/<locale>.json (one per key, same ICU arguments in sv, en
// and de; messages/steps/steps.test.ts checks them against STEP_KEYS and these types).
//
// Param conventions the UI relies on (lib/i18n/format.ts): a param named `seat` or ending in `Seat`
// is a seat, `card`/`…Card` a card, `trick`/`…Trick` a trick number, `suit` a suit letter,
// `contract` a contract as in the case file; `count`, `tricks`, `score`, `moved` are numbers; every
// other string param is a code for an ICU select. `askerSeat` is '' when nobody is recorded as
// asking, and `hasAsker` says which ('yes' | 'no'), since a select cannot test for ''.
import type { Card, Edition, Seat, Side, Suit, Vulnerability } from './vocab';
import type { Role } from './ruling';

export type YesNo = 'yes' | 'no';

/** Every law a step cites, as the UI formats it (lib/i18n/format.ts, formatLaw). */
export const LAW_REFS = [
  '16A', '16B', '16C', '16D', '43B2b', '50D', '61A', '61B', '62A', '62B', '62B1', '62B2', '62C1', '62C2', '62C3',
  '62D', '62D1', '62D2', '63A', '63A1', '63A2', '63A3', '63A4', '63B', '63C', '64A', '64A1', '64A2',
  '64B1', '64B2', '64B3', '64B4', '64B5', '64B6', '64B7', '64B8', '64C', '64C1', '64C2a', '64C2b', '68', '77',
] as const;
export type LawRef = (typeof LAW_REFS)[number];

/** The topics on which the laws leave the answer to the director; `director.decides` names one. */
export const DIRECTOR_TOPICS = [
  'dummyAskedDefender1997',
  'trick12TooLate1997',
  'bothSidesOneCorrected2007',
  'illegalQuestionPenaltyCard1997',
  'claimUnanswered',
  'trick12AsIfEstablished1997',
] as const;
export type DirectorTopic = (typeof DIRECTOR_TOPICS)[number];

interface Asker { readonly askerSeat: Seat | ''; readonly hasAsker: YesNo }
interface At { readonly seat: Seat; readonly trick: number }
interface ItemParams extends At { readonly edition: Edition }

/** Each step key with the params it carries. */
export interface StepParams {
  'board.noRevoke': Record<string, never>;
  'revoke.failedToFollow': At & { readonly role: Role; readonly card: Card; readonly suit: Suit; readonly heldCard: Card };
  'revoke.failedToPlayPenaltyCard': At & { readonly card: Card; readonly penaltyCard: Card };
  'revoke.ledAgainstOption': At & { readonly card: Card; readonly suit: Suit; readonly option: 'require' | 'forbid' };
  'question.defenderAskedPartnerAllowed': Asker & At & { readonly informationLaw: '16A' | '16B' };
  'question.defenderAskedPartnerIllegal': Asker & At & { readonly edition: Edition; readonly consequence: 'adjust' | 'none' };
  'question.dummyAskedDefender': Asker & At & { readonly edition: Edition; readonly consequence: 'adjust' | 'none' };
  'question.dummyForfeitedRights': Asker & At;
  /** Attention drawn before the revoke was established: it must be corrected (62A), and why it was not yet established (63A). */
  'attention.inTime': Asker & At & { readonly nextTrick: number; readonly trigger: 'aware' | 'attention'; readonly why: 'notPlayed' | 'onlyNonOffenders' | 'agreementPending' };
  /** Attention drawn after the revoke was established: it stands (63B; 1997 63C). */
  'attention.afterEstablished': Asker & At;
  'attention.notYet': At & { readonly established: YesNo };
  'established.byPlay': { readonly seat: Seat; readonly who: 'offender' | 'partner'; readonly trick: number; readonly revokeTrick: number };
  'established.byDesignate': { readonly seat: Seat; readonly trick: number; readonly revokeTrick: number };
  'established.byClaim': { readonly seat: Seat; readonly revokeTrick: number };
  'established.byAgree': { readonly seat: Seat; readonly revokeTrick: number; readonly when: 'atOnce' | 'agreementStood' };
  /** Attention came in time, but the offending side played on without correcting: now it stands (63B; 1997 63C). */
  'established.stands': At;
  'correction.made': At & { readonly card: Card; readonly newCard: Card };
  'correction.pending': At & { readonly card: Card; readonly suit: Suit };
  'correction.majorPenaltyCard': { readonly seat: Seat; readonly card: Card; readonly partnerSeat: Seat };
  'correction.declarerNoPenalty': { readonly seat: Seat; readonly card: Card };
  'correction.dummyNoPenalty': { readonly seat: Seat; readonly card: Card };
  'correction.facedCardNoPenalty': { readonly seat: Seat; readonly card: Card };
  /** 2017 62C3: both sides revoked on this trick; corrected, established or not. */
  'correction.bothSidesSameTrick': At & { readonly established: YesNo };
  'correction.trick12Swap': At & { readonly card: Card; readonly newCard: Card };
  'withdrawal.nonOffender': At & { readonly card: Card; readonly newCard: Card };
  'withdrawal.offendingSide': At & { readonly card: Card; readonly newCard: Card; readonly penalty: YesNo };
  'withdrawal.information': { readonly seat: Seat };
  /** 62D1: found before the hands went back, an established trick-12 revoke is corrected anyway. */
  'trick12.correctedAnyway': Asker & At & { readonly found: 'beforeTrick13' | 'afterTrick13' };
  'trick12.partnerRestriction': { readonly seat: Seat; readonly partnerSeat: Seat; readonly rule: 'twoSuits' | '16C' };
  /** 62D1: found only after the hands went back into the board: too late to correct. */
  'trick12.tooLate': Asker & { readonly seat: Seat };
  'transfer.noneCorrected': { readonly seat: Seat };
  'transfer.asIfEstablished': At;
  /** 64A1: the offender won the revoke trick; `later` says where his side's later trick came from. */
  'transfer.offenderWon': At & { readonly later: 'trick' | 'claim' | 'none'; readonly laterTrick: number; readonly count: number; readonly toSide: Side };
  /** 64A2: he did not; `via` says which trick of his side's makes the one trick. */
  'transfer.offenderDidNotWin': At & { readonly winnerSeat: Seat; readonly dummyWon: YesNo; readonly via: 'revokeTrick' | 'laterTrick' | 'claim'; readonly wonTrick: number; readonly toSide: Side };
  'transfer.extraTrick1997': At & { readonly card: Card; readonly revokeTrick: number };
  'transfer.noExtraTrick1997': At & { readonly card: Card; readonly revokeTrick: number };
  'transfer.capped': { readonly count: number; readonly toSide: Side };
  'transfer.pending': At;
  /** Established, but nobody has drawn attention yet: a transfer depends on attention coming before 64B4/64B5 cut it off. */
  'transfer.awaitsAttention': At & { readonly count: number };
  'noTransfer.64B1': ItemParams;
  'noTransfer.64B2': ItemParams;
  'noTransfer.64B3': ItemParams & { readonly what: 'dummyCard' | 'penaltyCard' | 'facedHand' | 'facedCard' };
  'noTransfer.64B4': ItemParams;
  'noTransfer.64B5': ItemParams;
  'noTransfer.64B6': ItemParams;
  'noTransfer.64B7': ItemParams;
  'noTransfer.64B8': ItemParams;
  'noTransfer.bothSides1997': ItemParams;
  /** 64C after a transfer: if it does not make up for the damage. */
  'equity.afterTransfer': { readonly count: number };
  /** 64C after a 64B item or a correction: no trick moved, yet damage is still made good. */
  'equity.afterNoTransfer': Record<string, never>;
  'equity.repeatedRevokes': { readonly seat: Seat };
  'equity.bothSides': Record<string, never>;
  'director.decides': { readonly topic: DirectorTopic };
  'score.asPlayed': { readonly contract: string; readonly declarerSeat: Seat; readonly vulnerable: Vulnerability; readonly tricks: number; readonly score: number };
  'score.final': { readonly contract: string; readonly declarerSeat: Seat; readonly tricks: number; readonly score: number; readonly moved: number };
  'score.pending': Record<string, never>;
}

export type StepKey = keyof StepParams;

/** One step of the worked explanation: the law it cites, its message key and that key's params. */
export type Step = { readonly [K in StepKey]: { readonly law: LawRef; readonly key: K; readonly params: Readonly<StepParams[K]> } }[StepKey];
/** The step of one key. */
export type StepOf<K extends StepKey> = Extract<Step, { key: K }>;

export const STEP_KEYS = [
  'board.noRevoke',
  'revoke.failedToFollow', 'revoke.failedToPlayPenaltyCard', 'revoke.ledAgainstOption',
  'question.defenderAskedPartnerAllowed', 'question.defenderAskedPartnerIllegal', 'question.dummyAskedDefender', 'question.dummyForfeitedRights',
  'attention.inTime', 'attention.afterEstablished', 'attention.notYet',
  'established.byPlay', 'established.byDesignate', 'established.byClaim', 'established.byAgree', 'established.stands',
  'correction.made', 'correction.pending', 'correction.majorPenaltyCard', 'correction.declarerNoPenalty', 'correction.dummyNoPenalty',
  'correction.facedCardNoPenalty', 'correction.bothSidesSameTrick', 'correction.trick12Swap',
  'withdrawal.nonOffender', 'withdrawal.offendingSide', 'withdrawal.information',
  'trick12.correctedAnyway', 'trick12.partnerRestriction', 'trick12.tooLate',
  'transfer.noneCorrected', 'transfer.asIfEstablished', 'transfer.offenderWon', 'transfer.offenderDidNotWin',
  'transfer.extraTrick1997', 'transfer.noExtraTrick1997', 'transfer.capped', 'transfer.pending', 'transfer.awaitsAttention',
  'noTransfer.64B1', 'noTransfer.64B2', 'noTransfer.64B3', 'noTransfer.64B4', 'noTransfer.64B5', 'noTransfer.64B6', 'noTransfer.64B7',
  'noTransfer.64B8', 'noTransfer.bothSides1997',
  'equity.afterTransfer', 'equity.afterNoTransfer', 'equity.repeatedRevokes', 'equity.bothSides',
  'director.decides',
  'score.asPlayed', 'score.final', 'score.pending',
] as const satisfies readonly StepKey[];

// Every key of StepParams is in STEP_KEYS (the list and the type cannot drift apart).
type Unlisted = Exclude<StepKey, (typeof STEP_KEYS)[number]>;
const everyKeyListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyKeyListed;

/** A step of key `key` citing `law`. */
export const step = <K extends StepKey>(law: LawRef, key: K, params: StepParams[K]): Step =>
  // The union cannot be built from a generic key without this assertion: `key` and `params` agree by the signature.
  ({ law, key, params }) as unknown as Step;

/** The asker params: who drew attention, if recorded. */
export const askerOf = (by: Seat | null): Asker => ({ askerSeat: by ?? '', hasAsker: by ? 'yes' : 'no' });
