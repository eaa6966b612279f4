// The quiz model: which questions a board asks, when, and how an answer is graded. Pure data over
// the engine's ruling (no React, no language), shared by the scenario page, lessons, study and the
// club. A question is asked only once the table has decided it: ruling the timeline cut at
// `askedAt` already gives the answer (docs/TEAM.md, "Quiz model"; style.md principle 16).
import { ruleCase, type CaseFile, type RevokeRuling, type Ruling, type Seat } from '@/lib/engine';

/** The questions every screen asks, the club evening included (lib/live knows these three). */
export type Ask = 'status' | 'penaltyCard' | 'transfer';
/**
 * With 'mayAsk' (Law 61B): was the player who drew attention to the revoke allowed to ask? Asked
 * where 61B limits the asker (dummy, or the offender's partner) and the engine ruled on the question;
 * a screen opts in (questionsFor's `mayAsk`), so the club evening, whose messages know only `Ask`,
 * is never asked it.
 */
export type AnyAsk = Ask | 'mayAsk';

export type Question<A extends AnyAsk = Ask> = {
  revoke: { seat: Seat; trick: number };
  ask: A;
  /** How many timeline actions the learner has seen when asked. */
  askedAt: number;
  /** status: ['established','corrected'] (+ 'trick12-corrected' on a trick-12 revoke); penaltyCard: ['major','none']; transfer: ['0','1','2']; mayAsk: ['allowed','not-allowed']. */
  options: readonly string[];
  /** The ruling's value for that field, as an option. */
  answer: string;
};

/** Any question, the 61B one included. */
export type AnyQuestion = Question<AnyAsk>;

/** Which questions beyond `Ask` a screen asks. */
export interface QuizOptions {
  /** Ask the Law 61B question (AnyAsk 'mayAsk'). */
  readonly mayAsk?: boolean;
}

/** A named way of being wrong, e.g. 'said-corrected-when-established'. */
export type Mistake = string;

export const STATUS_OPTIONS = ['established', 'corrected'] as const;
export const TRICK12_OPTION = 'trick12-corrected';
export const PENALTY_OPTIONS = ['major', 'none'] as const;
/** "No automatic transfer" is 0 tricks: one option per count, never two for the same value. */
export const TRANSFER_OPTIONS = ['0', '1', '2'] as const;
export const MAY_ASK_OPTIONS = ['allowed', 'not-allowed'] as const;

/** The case file as the learner has seen it after `n` timeline actions. */
export const cutCase = (caseFile: CaseFile, n: number): CaseFile => ({ ...caseFile, timeline: caseFile.timeline.slice(0, n) });

/** The ruling of that cut, or null when the cut cannot be ruled (it never should: a prefix of a valid timeline is valid). */
export const ruleAt = (caseFile: CaseFile, n: number): Ruling | null => {
  const r = ruleCase(cutCase(caseFile, n));
  return r.ok ? r.value : null;
};

export const sameRevoke = (a: { seat: Seat; trick: number }, b: { seat: Seat; trick: number }): boolean => a.seat === b.seat && a.trick === b.trick;

/** The revoke of the ruling a question is about. */
export const revokeOf = (ruling: Ruling, q: Pick<AnyQuestion, 'revoke'>): RevokeRuling | null => ruling.revokes.find((r) => sameRevoke(r, q.revoke)) ?? null;

// The engine's 61B (and 43B2b) steps on a question it found the laws do not allow (lib/engine
// laws/law61.ts questionSteps): a defender asking partner where the edition forbids it, dummy asking
// a defender, dummy asking declarer after forfeiting his rights. A question the laws allow has no
// such step, or the 2017/2007 'defenderAskedPartnerAllowed' one.
const NOT_ALLOWED_STEPS: ReadonlySet<string> = new Set(['question.defenderAskedPartnerIllegal', 'question.dummyAskedDefender', 'question.dummyForfeitedRights']);

/**
 * 61B: whether the asker was allowed to ask, as the ruling gives it; null where the engine did not
 * rule on a question (nobody named, the offender himself, or attention only once the revoke was
 * established, when 61B's limits on asking during play are not what decides).
 */
const mayAskOf = (r: RevokeRuling): string | null => {
  const by = r.attention?.by ?? null;
  if (by === null || by === r.seat || !r.steps.some((s) => s.key === 'attention.inTime')) return null;
  return r.steps.some((s) => NOT_ALLOWED_STEPS.has(s.key)) ? 'not-allowed' : 'allowed';
};

/** Why a 61B question was or was not allowed, as the engine's step on it says, and the law it cites. */
export type MayAskReason = 'defender-asked-partner-forbidden' | 'defender-asked-partner-allowed' | 'dummy-asked-defender' | 'dummy-forfeited-rights' | 'allowed';

const REASON_OF_STEP: Readonly<Record<string, MayAskReason>> = {
  'question.defenderAskedPartnerIllegal': 'defender-asked-partner-forbidden',
  'question.defenderAskedPartnerAllowed': 'defender-asked-partner-allowed',
  'question.dummyAskedDefender': 'dummy-asked-defender',
  'question.dummyForfeitedRights': 'dummy-forfeited-rights',
};

/** The reason behind the 61B answer, for the verdict on a wrong one; null where it is not asked. */
export const mayAskReasonOf = (r: RevokeRuling): { readonly reason: MayAskReason; readonly law: string } | null => {
  if (mayAskOf(r) === null) return null;
  const s = r.steps.find((x) => x.key in REASON_OF_STEP);
  return s ? { reason: REASON_OF_STEP[s.key], law: s.law } : { reason: 'allowed', law: '61B' };
};

/** The ruling's value for a question's field, as an option, or null while the ruling leaves it open. */
export const valueOf = (r: RevokeRuling, ask: AnyAsk): string | null => {
  switch (ask) {
    case 'status':
      return r.status === 'unnoticed' ? null : r.status;
    case 'penaltyCard':
      return r.status === 'corrected' || r.status === 'trick12-corrected' ? (r.penaltyCard ?? 'none') : null;
    case 'transfer':
      return r.transfer === null ? null : String(r.transfer);
    case 'mayAsk':
      return mayAskOf(r);
  }
};

/** The first time attention was drawn to a revoke, as the ruling gives it. */
export const attentionOf = (_caseFile: CaseFile, r: RevokeRuling): RevokeRuling['attention'] => r.attention;

/** Options of a question on this revoke: a trick-12 revoke adds the 62D answer. */
const optionsFor = (r: RevokeRuling, ask: AnyAsk, answer: string): readonly string[] => {
  switch (ask) {
    case 'status':
      return r.trick === 12 ? [...STATUS_OPTIONS, TRICK12_OPTION] : STATUS_OPTIONS;
    case 'penaltyCard':
      return PENALTY_OPTIONS;
    case 'transfer':
      // Law 64 never moves more than two tricks for one revoke; were it ever more, the answer stays askable.
      return (TRANSFER_OPTIONS as readonly string[]).includes(answer) ? TRANSFER_OPTIONS : [...TRANSFER_OPTIONS, answer];
    case 'mayAsk':
      return MAY_ASK_OPTIONS;
  }
};

const partner = (s: Seat): Seat => ({ N: 'S', S: 'N', E: 'W', W: 'E' } as const)[s];

/**
 * Whether the 61B question is worth asking: the asker is one Law 61B limits (dummy, or the
 * offender's partner). Declarer asking a defender, or a defender asking declarer, is always allowed;
 * asking about those on every board would be a question that answers itself.
 */
const limitedAsker = (caseFile: CaseFile, r: RevokeRuling): boolean => {
  // Where the answer turns on a fact of the case no screen shows (dummy had forfeited his rights,
  // Law 43B2b; a regulating authority's own rule on defenders asking, 61B), it is not asked: the
  // learner could not know it, and the exam and study screens show no title that would say it.
  if (caseFile.facts?.dummyForfeitedRights || caseFile.facts?.defendersMayAskEachOther !== undefined) return false;
  const by = r.attention?.by ?? null;
  return by !== null && by !== r.seat && (by === partner(caseFile.declarer) || by === partner(r.seat));
};

/**
 * Every question the board asks, in the order asked. Status (and, when it must be corrected, the
 * penalty card) at the moment attention is first drawn, or at the end of play when nobody drew it;
 * the transfer at the first moment from then on at which the ruling of what has been seen gives it.
 */
export function questionsFor(caseFile: CaseFile, ruling: Ruling): Question[];
export function questionsFor(caseFile: CaseFile, ruling: Ruling, options: QuizOptions): AnyQuestion[];
export function questionsFor(caseFile: CaseFile, ruling: Ruling, options: QuizOptions = {}): AnyQuestion[] {
  const end = caseFile.timeline.length;
  const cuts = new Map<number, Ruling | null>();
  const cutRuling = (n: number): Ruling | null => {
    if (n >= end) return ruling;
    if (!cuts.has(n)) cuts.set(n, ruleAt(caseFile, n));
    return cuts.get(n) ?? null;
  };
  const out: AnyQuestion[] = [];
  for (const r of ruling.revokes) {
    const status = valueOf(r, 'status');
    if (status === null) continue; // nobody noticed it: nothing to ask
    const revoke = { seat: r.seat, trick: r.trick };
    const attention = attentionOf(caseFile, r);
    const statusAt = attention ? Math.min(attention.at + 1, end) : end;
    const ask = (what: AnyAsk, askedAt: number, answer: string): void => {
      out.push({ revoke, ask: what, askedAt, options: optionsFor(r, what, answer), answer });
    };
    ask('status', statusAt, status);
    // Asked with the status, at the moment of the question: the banner has said who asked, not
    // whether he might; what the director makes of it comes after.
    const mayAsk = options.mayAsk && limitedAsker(caseFile, r) ? valueOf(r, 'mayAsk') : null;
    if (mayAsk !== null) ask('mayAsk', statusAt, mayAsk);
    const penalty = valueOf(r, 'penaltyCard');
    if (penalty !== null) ask('penaltyCard', statusAt, penalty);
    const transfer = valueOf(r, 'transfer');
    if (transfer === null) continue;
    let transferAt = end;
    for (let n = statusAt; n < end; n++) {
      const cut = cutRuling(n);
      const there = cut ? revokeOf(cut, { revoke }) : null;
      const value = there ? valueOf(there, 'transfer') : null;
      if (value === null) continue;
      // A cut that gives another count than the whole board would ask too early: wait for the end.
      if (value === transfer) transferAt = n;
      break;
    }
    ask('transfer', transferAt, transfer);
  }
  return out.sort((a, b) => a.askedAt - b.askedAt);
}

/** The distinct moments the quiz pauses at, first first. */
export const pausesOf = (questions: readonly AnyQuestion[]): number[] => [...new Set(questions.map((q) => q.askedAt))].sort((a, b) => a - b);

const mistakeOf = (q: AnyQuestion, chosen: string): Mistake => {
  switch (q.ask) {
    case 'status':
      return `said-${chosen}-when-${q.answer}`;
    case 'penaltyCard':
      return chosen === 'major' ? 'said-penalty-card-when-none' : 'said-no-penalty-card-when-major';
    case 'transfer':
      return Number(chosen) > Number(q.answer) ? `said-${chosen}-tricks-when-${q.answer}-too-many` : `said-${chosen}-tricks-when-${q.answer}-too-few`;
    case 'mayAsk':
      return chosen === 'allowed' ? 'said-question-allowed-when-not' : 'said-question-not-allowed-when-allowed';
  }
};

/**
 * Grades one answer against the ruling (not against the question's copy of it). A trick-12 revoke
 * put right before it was established is rightly called plainly "corrected" as well.
 */
export const gradeAnswer = (q: AnyQuestion, chosen: string, ruling: Ruling): { right: boolean; mistake: Mistake | null } => {
  const r = revokeOf(ruling, q);
  const value = r ? valueOf(r, q.ask) : null;
  if (r === null || value === null) return { right: false, mistake: 'not-decided' };
  const right = chosen === value || (q.ask === 'status' && value === TRICK12_OPTION && chosen === 'corrected' && r.establishedAt === null);
  return { right, mistake: right ? null : mistakeOf({ ...q, answer: value }, chosen) };
};

/** One form the learner answers: the questions asked together at one moment. */
export type Stage<Q extends AnyQuestion = Question> = { readonly askedAt: number; readonly questions: readonly Q[] };

/**
 * The questions grouped into the forms the learner answers, in order. At one moment the status
 * comes first on its own: the penalty card (and a transfer already decided) follow once the learner
 * has been told whether the revoke must be corrected.
 */
export const stagesOf = <Q extends AnyQuestion>(questions: readonly Q[]): Stage<Q>[] => {
  const out: Stage<Q>[] = [];
  for (const at of pausesOf(questions)) {
    const here = questions.filter((q) => q.askedAt === at);
    // The 61B question goes with the status: the verdict on the status may speak of the question.
    const withStatus = (q: Q): boolean => q.ask === 'status' || q.ask === 'mayAsk';
    const first = here.filter(withStatus);
    const then = here.filter((q) => !withStatus(q));
    if (first.length > 0) out.push({ askedAt: at, questions: first });
    if (then.length > 0) out.push({ askedAt: at, questions: then });
  }
  return out;
};

const ESTABLISH_LAW = { play: '63A1', designate: '63A2', claim: '63A3', agree: '63A3' } as const;

/** The law a question turns on, as the ruling gives it (for the progress record). */
export const lawOf = (ruling: Ruling, q: AnyQuestion): string | null => {
  const r = revokeOf(ruling, q);
  if (!r) return null;
  switch (q.ask) {
    case 'status':
      if (r.status === 'trick12-corrected') return '62D';
      return r.establishedBy ? ESTABLISH_LAW[r.establishedBy] : r.status === 'corrected' ? '62A' : null;
    case 'penaltyCard':
      return r.penaltyCard === 'major' ? '62B1' : '62B2';
    case 'transfer':
      return r.rule ?? (r.status === 'established' ? '64A' : '62A');
    case 'mayAsk':
      return '61B';
  }
};

/** What exactly the offender failed to do (Laws 44, 50D, 61A), as the ruling gives it. */
export type Failure = RevokeRuling['failure']['kind'];

/** The revoke's failure, and the penalty card he did not play where that was it. */
export const failureOf = (_caseFile: CaseFile, r: RevokeRuling): { failure: Failure; penaltyCard: string | null } => ({
  failure: r.failure.kind,
  penaltyCard: r.failure.kind === 'penaltyCard' ? r.failure.card : null,
});
