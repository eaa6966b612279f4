// A board of a live evening, dealt from its seed: the deal and ruling (engine), its questions
// (the quiz model, so the room is asked exactly what the scenario page asks, at the same pauses),
// and the stops the room is shown. Server and browsers build the same plan from the same seed, so
// a board is sent as three numbers, never as its cards.
import { ruleCase, replayFrames, type CaseFile, type Edition, type Ruling } from '@/lib/engine';
import { generateScenario } from '@/lib/generator';
import type { FamilyName } from '@/lib/generator/familyNames';
import { gradeAnswer, pausesOf, questionsFor, revokeOf, type Question } from '@/lib/quiz';
import type { BoardPlan, PlannedQuestion, Stop } from './session';

export interface DealtBoard {
  readonly plan: BoardPlan;
  readonly caseFile: CaseFile;
  readonly ruling: Ruling;
  /** The quiz's questions, index for index with plan.questions. */
  readonly questions: readonly Question[];
}

export type DealError = { readonly code: string };

/** Timeline cut points after each completed trick in (from, to], and `to` itself; `done[n]`: tricks complete after n actions. */
const trickEnds = (done: readonly number[], from: number, to: number): number[] => {
  const cuts: number[] = [];
  for (let n = from + 1; n < to; n++) if (done[n] > done[n - 1]) cuts.push(n);
  if (to > from) cuts.push(to);
  return cuts;
};
/** Tricks complete after each number of actions, from one replay of the board (not one per action). */
const tricksDone = (caseFile: CaseFile): number[] => {
  const frames = replayFrames(caseFile);
  return frames.ok ? frames.value.map((f) => f.tricks.filter((t) => t.winner !== null).length) : [];
};

const plannedQuestion = (q: Question, ruling: Ruling): PlannedQuestion => {
  const graded = q.options.map((o) => [o, gradeAnswer(q, o, ruling)] as const);
  const revoke = revokeOf(ruling, q);
  return {
    ask: q.ask,
    options: q.options,
    answer: q.answer,
    right: graded.filter(([, g]) => g.right).map(([o]) => o),
    mistakes: Object.fromEntries(graded.map(([o, g]) => [o, g.mistake])),
    law: q.ask === 'transfer' ? (revoke?.rule ?? null) : null,
  };
};

/** The stops: the deal, the play trick by trick to each pause, each question there and its reveal, then the steps. */
export const stopsOf = (caseFile: CaseFile, questions: readonly Question[], stepCount: number): Stop[] => {
  const stops: Stop[] = [{ kind: 'play', upTo: 0 }];
  const done = tricksDone(caseFile);
  let seen = 0;
  for (const pause of pausesOf(questions)) {
    for (const upTo of trickEnds(done, seen, pause)) stops.push({ kind: 'play', upTo });
    seen = pause;
    questions.forEach((q, i) => {
      if (q.askedAt === pause) stops.push({ kind: 'question', question: i }, { kind: 'reveal', question: i });
    });
  }
  // The rest of the play, so the room sees the board to its end before the explanation.
  for (const upTo of trickEnds(done, seen, caseFile.timeline.length)) stops.push({ kind: 'play', upTo });
  for (let index = 0; index < stepCount; index++) stops.push({ kind: 'step', index });
  return stops;
};

/** Deal and plan one board; a generator or engine that fails costs that board, with a code. */
export const dealBoard = (family: FamilyName, edition: Edition, seed: number): { ok: true; value: DealtBoard } | { ok: false; error: DealError } => {
  let dealt: ReturnType<typeof generateScenario>;
  try {
    dealt = generateScenario(family, seed, edition);
  } catch {
    return { ok: false, error: { code: 'generator-crashed' } };
  }
  if (!dealt.ok) return { ok: false, error: { code: dealt.error.code } };
  const ruled = ruleCase(dealt.value);
  if (!ruled.ok) return { ok: false, error: { code: ruled.error.code } };
  const caseFile = dealt.value;
  const ruling = ruled.value;
  const questions = questionsFor(caseFile, ruling);
  const plan: BoardPlan = {
    family,
    edition,
    seed,
    stops: stopsOf(caseFile, questions, ruling.steps.length),
    questions: questions.map((q) => plannedQuestion(q, ruling)),
  };
  return { ok: true, value: { plan, caseFile, ruling, questions } };
};

/** How much of the timeline the table shows at a stop: the last play stop's cut, the whole board from the steps on. */
export const shownUpTo = (stops: readonly Stop[], index: number, timelineLength: number): number => {
  for (let i = Math.min(index, stops.length - 1); i >= 0; i--) {
    const s = stops[i];
    if (s.kind === 'step') return timelineLength;
    if (s.kind === 'play') return s.upTo;
  }
  return 0;
};

/** The question a stop asks or reveals, if any. */
export const currentQuestionOf = (plan: BoardPlan, index: number): number | null => {
  const s = plan.stops[index];
  return s && (s.kind === 'question' || s.kind === 'reveal') ? s.question : null;
};
