// An exam's outcome as data: each board's questions with the learner's answers (none where time
// ran out), the score, and the laws answered worst. Pure, so the report's figures are tested.
import { ruleCase, type CaseFile, type Edition, type Ruling } from '@/lib/engine';
import { lawOf, questionsFor, type AnyQuestion } from '@/lib/quiz';
import { LAW_GROUPS, lawGroupOf, type LawGroup } from '@/lib/progress/laws';
import type { Tally } from '@/lib/progress/analysis';

export interface SatBoard {
  readonly family: string;
  readonly seed: number;
  readonly caseFile: CaseFile | null;
  /** The answers given, in the order asked; null when the board was not answered. */
  readonly answers: readonly { readonly question: AnyQuestion; readonly chosen: string; readonly right: boolean }[] | null;
  /** Milliseconds spent on the board; 0 when it was never reached. */
  readonly ms: number;
}

export interface ReportLine {
  readonly question: AnyQuestion;
  readonly chosen: string | null;
  readonly right: boolean;
  readonly law: string | null;
  readonly group: LawGroup;
}

export interface ReportBoard extends SatBoard {
  readonly ruling: Ruling | null;
  readonly lines: readonly ReportLine[];
}

export interface ExamOutcome {
  readonly boards: readonly ReportBoard[];
  readonly asked: number;
  readonly right: number;
  readonly boardsRight: number;
  readonly ms: number;
  readonly byLaw: Readonly<Record<LawGroup, Tally>>;
}

/** A law is weak on a paper when under this share of its answers were right. */
export const WEAK_SHARE = 0.75;

export const examOutcome = (sat: readonly SatBoard[], edition: Edition): ExamOutcome => {
  const boards = sat.map((b): ReportBoard => {
    if (!b.caseFile) return { ...b, ruling: null, lines: [] };
    const r = ruleCase({ ...b.caseFile, edition });
    if (!r.ok) return { ...b, ruling: null, lines: [] };
    // An unanswered board still counts its questions, all wrong: the paper is marked as a whole.
    const questions = b.answers ? b.answers.map((a) => a.question) : questionsFor(b.caseFile, r.value, { mayAsk: true });
    const lines = questions.map((q, i): ReportLine => {
      const given = b.answers?.[i];
      const law = lawOf(r.value, q);
      return { question: q, chosen: given?.chosen ?? null, right: given?.right ?? false, law, group: lawGroupOf(law, q.ask, q.answer) };
    });
    return { ...b, ruling: r.value, lines };
  });
  const lines = boards.flatMap((b) => b.lines);
  const byLaw = Object.fromEntries(LAW_GROUPS.map((g) => [g, { asked: 0, right: 0 }])) as Record<LawGroup, { asked: number; right: number }>;
  for (const l of lines) {
    byLaw[l.group].asked++;
    if (l.right) byLaw[l.group].right++;
  }
  return {
    boards,
    asked: lines.length,
    right: lines.filter((l) => l.right).length,
    boardsRight: boards.filter((b) => b.lines.length > 0 && b.lines.every((l) => l.right)).length,
    ms: sat.reduce((n, b) => n + b.ms, 0),
    byLaw,
  };
};

export const weakLaws = (o: ExamOutcome): LawGroup[] => LAW_GROUPS.filter((g) => o.byLaw[g].asked > 0 && o.byLaw[g].right / o.byLaw[g].asked < WEAK_SHARE);

/** "m:ss" (or "h:mm:ss"), for the timer and the report. */
export const formatDuration = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};
