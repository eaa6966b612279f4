// What an explanation must never say about one revoke: pairs of steps that contradict each other.
// Tests check every ruling of every board in the repo against this table (steps.consistency.test.ts);
// a new step key that can contradict another gets its row here.
import type { StepKey } from './steps';

export interface ForbiddenPair {
  readonly a: StepKey;
  readonly b: StepKey;
  /** Why the two cannot both be true of one revoke. */
  readonly why: string;
}

const pairs = (a: StepKey, bs: readonly StepKey[], why: string): ForbiddenPair[] => bs.map((b) => ({ a, b, why }));

const CORRECTING: readonly StepKey[] = ['correction.made', 'correction.pending', 'correction.trick12Swap', 'correction.majorPenaltyCard', 'correction.declarerNoPenalty', 'correction.dummyNoPenalty', 'correction.facedCardNoPenalty', 'transfer.noneCorrected'];
const COUNTING: readonly StepKey[] = ['transfer.offenderWon', 'transfer.offenderDidNotWin'];
const NO_TRANSFER: readonly StepKey[] = ['noTransfer.64B1', 'noTransfer.64B2', 'noTransfer.64B3', 'noTransfer.64B4', 'noTransfer.64B5', 'noTransfer.64B6', 'noTransfer.64B7', 'noTransfer.64B8', 'noTransfer.bothSides1997', 'transfer.noneCorrected'];

export const FORBIDDEN_PAIRS: readonly ForbiddenPair[] = [
  ...pairs('attention.afterEstablished', ['attention.inTime', 'attention.notYet', 'trick12.tooLate', 'trick12.correctedAnyway', ...CORRECTING], 'attention came after establishment (63B): the revoke stands, it is not corrected'),
  ...pairs('established.stands', ['attention.notYet', 'trick12.correctedAnyway', ...CORRECTING], 'a revoke that stands is not corrected'),
  ...pairs('trick12.tooLate', ['attention.inTime', 'trick12.correctedAnyway', 'attention.notYet', ...CORRECTING], 'found after the hands went back: too late to correct (62D1)'),
  ...pairs('trick12.correctedAnyway', ['attention.inTime', 'attention.notYet', 'noTransfer.64B6'], 'an established trick-12 revoke found in time is corrected under 62D1, not "not yet established"'),
  ...pairs('attention.notYet', ['attention.inTime', 'correction.bothSidesSameTrick', ...CORRECTING, ...COUNTING, 'transfer.asIfEstablished'], 'nobody has drawn attention: nothing is corrected or counted yet'),
  ...pairs('correction.majorPenaltyCard', ['correction.declarerNoPenalty', 'correction.dummyNoPenalty', 'correction.facedCardNoPenalty', 'correction.trick12Swap'], 'the withdrawn card is a penalty card or it is not'),
  ...pairs('correction.made', ['correction.pending', 'correction.trick12Swap'], 'made or still to make'),
  ...pairs('transfer.pending', [...COUNTING, ...NO_TRANSFER.filter((k) => k !== 'noTransfer.64B1'), 'transfer.awaitsAttention'], 'the count waits for the end of play'),
  ...COUNTING.flatMap((k) => pairs(k, [...NO_TRANSFER, 'transfer.awaitsAttention', 'transfer.pending'], 'a 64B item or a correction moves no trick; 64A counts only without one')),
  { a: 'transfer.offenderWon', b: 'transfer.offenderDidNotWin', why: 'the offender won the revoke trick or he did not (64A1 or 64A2)' },
];

/** The pairs of `keys` (one revoke's steps) that the table forbids. */
export const contradictions = (keys: readonly StepKey[]): ForbiddenPair[] =>
  FORBIDDEN_PAIRS.filter((p) => keys.includes(p.a) && keys.includes(p.b));
