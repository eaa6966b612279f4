// The quiz as plain data: the prediction moment, the answers a ruling implies,
// and why a wrong answer is wrong. No React here, so every rule of the quiz is unit-tested.
import { kindOf, type CaseFile } from '@/lib/engine';
import type { RevokeRuling, Ruling, Step } from '@/lib/engine';
import type { TableState } from '@/lib/engine';
import { partnerOf, sideOf, type Card, type Seat, type Side } from '@/lib/engine';
import { paramKind } from '@/lib/i18n/format';

export type StatusAnswer = 'established' | 'corrected' | 'trick12-corrected';
export type TransferAnswer = '0' | '1' | '2' | 'none';
export type PenaltyAnswer = 'major' | 'none';

export interface Answers {
  readonly status?: StatusAnswer;
  readonly transfer?: TransferAnswer;
  readonly penalty?: PenaltyAnswer;
}

export const STATUS_ANSWERS: readonly StatusAnswer[] = ['established', 'corrected', 'trick12-corrected'];
export const TRANSFER_ANSWERS: readonly TransferAnswer[] = ['0', '1', '2', 'none'];
export const PENALTY_ANSWERS: readonly PenaltyAnswer[] = ['major', 'none'];

/**
 * The attention the board builds up to: the last one. With one revoke that is the moment attention
 * is drawn to it; where an earlier revoke sets the scene (a penalty card whose lead option is then
 * broken, a second revoke in the same suit), the learner watches that part and is asked about the
 * revoke the board is about.
 */
const lastAttention = (caseFile: CaseFile): number => caseFile.timeline.findLastIndex((a) => kindOf(a) === 'attention');

/** The frame at which the learner must predict: just after that attention, or the end of play when nobody draws attention. */
export const predictionFrame = (caseFile: CaseFile): number => {
  const i = lastAttention(caseFile);
  return i < 0 ? caseFile.timeline.length : i + 1;
};

/** The revoke the questions are about: the one that last attention is drawn to, else the first. */
export const targetRevoke = (caseFile: CaseFile, ruling: Ruling): RevokeRuling | null => {
  const first = caseFile.timeline[lastAttention(caseFile)];
  if (first && 'attention' in first) {
    const { seat, trick } = first.attention;
    const hit = ruling.revokes.find((r) => r.seat === seat && (trick === undefined || r.trick === trick));
    if (hit) return hit;
  }
  return ruling.revokes[0] ?? null;
};

const isNoTransferRule = (rule: RevokeRuling['rule']): boolean => rule !== null && (rule.startsWith('64B') || rule === '64C');

/** The right answers, or undefined for a question this ruling cannot answer (then it is not asked). */
export const expectedAnswers = (r: RevokeRuling): Answers => ({
  status: r.status === 'unnoticed' ? undefined : r.status,
  transfer: isNoTransferRule(r.rule) ? 'none' : r.transfer === null ? undefined : (String(Math.min(r.transfer, 2)) as TransferAnswer),
  penalty: r.status === 'corrected' || r.status === 'trick12-corrected' ? (r.penaltyCard === 'major' ? 'major' : 'none') : undefined,
});

/** The penalty-card question follows the learner's own status answer, so asking it gives nothing away. */
export const asksPenalty = (given: Answers): boolean => given.status === 'corrected' || given.status === 'trick12-corrected';

export const isComplete = (given: Answers, expected: Answers): boolean =>
  (expected.status === undefined || given.status !== undefined) &&
  (expected.transfer === undefined || given.transfer !== undefined) &&
  (!asksPenalty(given) || given.penalty !== undefined);

/** A trick-12 revoke corrected before it was established is also rightly called "corrected". */
const statusRight = (given: StatusAnswer | undefined, r: RevokeRuling, expected: StatusAnswer): boolean =>
  given === expected || (expected === 'trick12-corrected' && given === 'corrected' && r.establishedAt === null);

/** A message to render: a key in the `quiz` namespace and its values, with seats, cards and laws still raw. */
export interface Why {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
  /** Values that are law refs, seats or cards, for the renderer to put into the reader's letters. */
  readonly laws?: readonly string[];
}

export interface Verdict {
  readonly question: 'status' | 'transfer' | 'penalty';
  readonly given: string | undefined;
  readonly expected: string;
  readonly correct: boolean;
  readonly why: readonly Why[];
}

const ESTABLISH_LAW: Record<NonNullable<RevokeRuling['establishedBy']>, string> = { play: '63A1', designate: '63A2', claim: '63A3', agree: '63A3' };

/** Law from the ruling's own steps when it cites one for this topic, so feedback and explanation agree. */
const lawFromSteps = (steps: readonly Step[], prefix: string, fallback: string): string =>
  steps.find((s) => s.key.startsWith(prefix))?.law ?? fallback;

const findPlayAt = (state: TableState, at: number): { seat: Seat; trick: number } | null => {
  for (const t of state.tricks) for (const p of t.plays) if (p.at === at) return { seat: p.seat, trick: t.number };
  return null;
};

const seatOfAction = (caseFile: CaseFile, at: number | null): Seat | null => {
  if (at === null) return null;
  const a = caseFile.timeline[at] as Record<string, unknown> | undefined;
  if (!a) return null;
  const v = Object.values(a)[0];
  const by = (a.by ?? (typeof v === 'object' && v !== null ? (v as Record<string, unknown>).by : undefined)) as Seat | undefined;
  return by ?? null;
};

export const statusWhy = (caseFile: CaseFile, ruling: Ruling, r: RevokeRuling, final: TableState, given: string | undefined): Why[] => {
  const expected = r.status as StatusAnswer;
  if (expected === 'established') {
    if (given === 'trick12-corrected') {
      return r.trick === 12
        ? [{ key: 'whyTooLate', values: { law: lawFromSteps(ruling.steps, 'trick12', '62D') }, laws: ['law'] }]
        : [{ key: 'whyNotTrick12', values: { trick: r.trick } }];
    }
    const law = lawFromSteps(ruling.steps, 'established.by', r.establishedBy ? ESTABLISH_LAW[r.establishedBy] : '63A');
    switch (r.establishedBy) {
      case 'play': {
        const p = r.establishedAt === null ? null : findPlayAt(final, r.establishedAt);
        return p ? [{ key: 'whyEstablishedPlay', values: { seat: p.seat, trick: p.trick, law }, laws: ['law'] }] : [{ key: 'whyEstablishedOther', values: { law }, laws: ['law'] }];
      }
      case 'designate':
      case 'claim':
      case 'agree': {
        const seat = seatOfAction(caseFile, r.establishedAt) ?? r.seat;
        const key = { designate: 'whyEstablishedDesignate', claim: 'whyEstablishedClaim', agree: 'whyEstablishedAgree' }[r.establishedBy];
        return [{ key, values: { seat, law }, laws: ['law'] }];
      }
      case null:
        return [{ key: 'whyEstablishedOther', values: { law }, laws: ['law'] }];
    }
  }
  if (expected === 'trick12-corrected') return [{ key: 'whyTrick12', values: { law: lawFromSteps(ruling.steps, 'trick12', '62D') }, laws: ['law'] }];
  // expected 'corrected'
  if (given === 'trick12-corrected' && r.trick !== 12) return [{ key: 'whyNotTrick12', values: { trick: r.trick } }];
  return [{ key: 'whyNotEstablished', values: { next: r.trick + 1, law: lawFromSteps(ruling.steps, 'notEstablished', '62A') }, laws: ['law'] }];
};

export const transferWhy = (ruling: Ruling, r: RevokeRuling, final: TableState, given: string | undefined): Why[] => {
  const law = r.rule ?? '62A';
  const count = r.transfer ?? 0;
  const revokeTrick = final.tricks.find((t) => t.number === r.trick);
  const winner = revokeTrick?.winner ?? r.seat;
  const out: Why[] = [];
  if (given === 'none' && r.rule !== null && !isNoTransferRule(r.rule)) out.push({ key: 'whyNotNone', values: {} });
  switch (r.rule) {
    case '64A1':
      out.push({ key: 'whyTransfer64A1', values: { seat: r.seat, trick: r.trick, count, law }, laws: ['law'] });
      break;
    case '64A2':
      // 1997 only: a later trick won with a card that could have been played to the revoke trick costs one more.
      out.push(count > 1 ? { key: 'whyTransfer1997Extra', values: { seat: r.seat, count, law }, laws: ['law'] } : { key: 'whyTransfer64A2', values: { seat: r.seat, trick: r.trick, winner, count, law }, laws: ['law'] });
      break;
    case '64B1': case '64B2': case '64B3': case '64B4': case '64B5': case '64B6': case '64B7': case '64B8':
      out.push({ key: 'whyTransferNoneRule', values: { reason: `reason${r.rule}`, law }, laws: ['law'] });
      break;
    case '64C':
      out.push({ key: 'whyTransferEquity', values: { law }, laws: ['law'] });
      break;
    case '62D':
      out.push({ key: 'whyTransferTrick12', values: { law }, laws: ['law'] });
      break;
    case '43B2b':
    case '63B':
      out.push({ key: 'whyTransferAsIfEstablished', values: { count, law }, laws: ['law'] });
      break;
    case null:
      out.push(r.status === 'established' ? { key: 'whyTransferGeneric', values: { count, law: '64A' }, laws: ['law'] } : { key: 'whyTransferCorrected', values: { law: lawFromSteps(ruling.steps, 'transfer.noneCorrected', '62A') }, laws: ['law'] });
      break;
  }
  return out;
};

export const penaltyWhy = (r: RevokeRuling, final: TableState): Why[] => {
  if (r.penaltyCard === 'major') return [{ key: 'whyPenaltyDefender', values: { law: '62B1' }, laws: ['law'] }];
  if (r.role !== 'defender') return [{ key: 'whyPenaltyDeclarer', values: { law: '62B2' }, laws: ['law'] }];
  const fact = final.revokes.find((f) => f.seat === r.seat && f.trick === r.trick);
  if (fact?.cardWasFaced) return [{ key: 'whyPenaltyFaced', values: { law: '62B2' }, laws: ['law'] }];
  return [{ key: 'whyPenaltyGeneric', values: { major: 'false', law: r.status === 'trick12-corrected' ? '62D' : '62B' }, laws: ['law'] }];
};

/** Judge the learner's answers against the ruling; every verdict carries why the ruling is what it is. */
export const judge = (caseFile: CaseFile, ruling: Ruling, r: RevokeRuling, final: TableState, given: Answers): Verdict[] => {
  const expected = expectedAnswers(r);
  const out: Verdict[] = [];
  if (expected.status) {
    const correct = statusRight(given.status, r, expected.status);
    out.push({ question: 'status', given: given.status, expected: expected.status, correct, why: statusWhy(caseFile, ruling, r, final, given.status) });
  }
  if (expected.transfer) {
    out.push({ question: 'transfer', given: given.transfer, expected: expected.transfer, correct: given.transfer === expected.transfer, why: transferWhy(ruling, r, final, given.transfer) });
  }
  if (asksPenalty(given) && expected.penalty) {
    out.push({ question: 'penalty', given: given.penalty, expected: expected.penalty, correct: given.penalty === expected.penalty, why: penaltyWhy(r, final) });
  }
  return out;
};

export interface Highlights {
  readonly tricks: ReadonlySet<number>;
  readonly cards: ReadonlySet<Card>;
  readonly seats: ReadonlySet<Seat>;
}

export const NO_HIGHLIGHTS: Highlights = { tricks: new Set(), cards: new Set(), seats: new Set() };

/** What a step points at on the table, by the param naming convention of lib/ruling.ts. */
export const highlightsOf = (step: Step | undefined): Highlights => {
  if (!step) return NO_HIGHLIGHTS;
  const tricks = new Set<number>();
  const cards = new Set<Card>();
  const seats = new Set<Seat>();
  for (const [name, v] of Object.entries(step.params)) {
    switch (paramKind(name)) {
      case 'trick':
        if (typeof v === 'number') tricks.add(v);
        break;
      case 'card':
        if (typeof v === 'string') cards.add(v as Card);
        break;
      case 'seat':
        if (typeof v === 'string') seats.add(v as Seat);
        break;
      case 'suit':
      case 'other':
        break;
    }
  }
  return { tricks, cards, seats };
};

/** The side that receives transferred tricks: the other side from the offender. */
export const receivingSide = (r: RevokeRuling): Side => (sideOf(r.seat) === 'NS' ? 'EW' : 'NS');

export const dummyOf = (declarer: Seat): Seat => partnerOf(declarer);
