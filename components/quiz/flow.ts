// Which form the learner sees next. Pure, so the order of the quiz is unit-tested.
import { PENALTY_OPTIONS, sameRevoke, stagesOf, type AnyQuestion as Question, type Stage as QuizStage } from '@/lib/quiz';

/** A form of any question, the Law 61B one included. */
type Stage = QuizStage<Question>;

const CORRECTED = new Set(['corrected', 'trick12-corrected']);

export interface Flow {
  readonly stages: readonly Stage[];
  /** Penalty-card questions asked only so that asking them tells nothing (the exam); never graded. */
  readonly ungraded: ReadonlySet<Question>;
}

/**
 * The forms of a board. With feedback the learner has been told the status before the penalty
 * card is asked, so the ruling's questions are asked as they are. Without (the director's exam),
 * whether a penalty-card question comes must not tell the status: it is asked exactly when the
 * learner answered "corrected", and where the ruling has none (the revoke stands) it is asked
 * all the same and not graded.
 */
export const flowOf = (questions: readonly Question[], feedback: boolean): Flow => {
  if (feedback) return { stages: stagesOf(questions), ungraded: new Set() };
  const extra: Question[] = questions
    .filter((q) => q.ask === 'status' && !questions.some((p) => p.ask === 'penaltyCard' && sameRevoke(p.revoke, q.revoke)))
    .map((q) => ({ revoke: q.revoke, ask: 'penaltyCard', askedAt: q.askedAt, options: PENALTY_OPTIONS, answer: '' }));
  const all = [...questions, ...extra].sort((a, b) => a.askedAt - b.askedAt);
  return { stages: stagesOf(all), ungraded: new Set(extra) };
};

/** The next form: the first stage's questions still to answer (and, without feedback, to be asked at all). */
export const nextStage = (flow: Flow, answers: ReadonlyMap<Question, string>, feedback: boolean): Stage | null => {
  const statusAnswer = (q: Question): string | undefined => {
    for (const [k, v] of answers) if (k.ask === 'status' && sameRevoke(k.revoke, q.revoke)) return v;
    return undefined;
  };
  const asked = (q: Question): boolean => feedback || q.ask !== 'penaltyCard' || CORRECTED.has(statusAnswer(q) ?? '');
  for (const s of flow.stages) {
    const open = s.questions.filter((q) => !answers.has(q) && asked(q));
    if (open.length > 0) return { askedAt: s.askedAt, questions: open };
  }
  return null;
};
