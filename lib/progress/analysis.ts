// What the progress page shows, derived from the record: boards as played (answers grouped back
// into boards), mastery by law and edition, the families never tried, and the common mistakes.
import { EDITIONS, type Edition } from '../engine';
import { boardKeyOf, type AnswerEvent, type AnswerSource, type Ask } from './answers';
import { LAW_GROUPS, lawGroupOf, lessonSectionFor, type LawGroup, type LessonSection } from './laws';
import type { ProgressStore, Rating } from './store';

/** One board as the learner played it. */
export interface BoardOutcome {
  readonly family: string | null;
  readonly edition: Edition;
  readonly seed: number | null;
  readonly board: string;
  readonly source: AnswerSource | 'study-v1';
  /** When the last answer of the board was given, ms since the epoch. */
  readonly at: number;
  readonly rating: Rating;
}

// Answers more than this apart are two sittings of a board, even with the same seed.
const SITTING_MS = 30 * 60_000;

/** The answers grouped back into boards, plus version-1 study attempts, in time order. */
export const boardOutcomes = (s: ProgressStore): BoardOutcome[] => {
  const open = new Map<string, { asks: Set<Ask>; outcome: BoardOutcome }>();
  const out: { outcome: BoardOutcome }[] = [];
  const easy = new Set(s.easy);
  for (const a of [...s.answers].sort((x, y) => x.at - y.at)) {
    const board = boardKeyOf(a);
    const key = `${a.source}|${board}`;
    const current = open.get(key);
    const rating: Rating = a.right ? (easy.has(board) ? 'easy' : 'good') : 'again';
    if (current && !current.asks.has(a.ask) && a.at - current.outcome.at < SITTING_MS) {
      current.asks.add(a.ask);
      const worst: Rating = current.outcome.rating === 'again' || rating === 'again' ? 'again' : rating;
      current.outcome = { ...current.outcome, at: a.at, rating: worst };
      continue;
    }
    const entry = { asks: new Set<Ask>([a.ask]), outcome: { family: a.family, edition: a.edition, seed: a.seed, board, source: a.source, at: a.at, rating } as BoardOutcome };
    open.set(key, entry);
    out.push(entry);
  }
  const legacy: BoardOutcome[] = s.attempts.map((t) => ({
    family: t.family,
    edition: t.edition,
    seed: t.seed,
    board: boardKeyOf({ family: t.family, edition: t.edition, seed: t.seed }),
    source: 'study-v1',
    at: Date.parse(t.at),
    rating: t.rating,
  }));
  return [...legacy, ...out.map((e) => e.outcome)].sort((a, b) => a.at - b.at);
};

export interface Tally {
  readonly asked: number;
  readonly right: number;
}

export type MasteryTable = Readonly<Record<LawGroup, Readonly<Record<Edition, Tally>>>>;

const zero: Tally = { asked: 0, right: 0 };

/** Questions asked and answered right, for each law and edition. */
export const masteryOf = (answers: readonly AnswerEvent[]): MasteryTable => {
  const table = Object.fromEntries(LAW_GROUPS.map((g) => [g, Object.fromEntries(EDITIONS.map((e) => [e, zero]))])) as Record<LawGroup, Record<Edition, Tally>>;
  for (const a of answers) {
    const g = lawGroupOf(a.law, a.ask, a.answer);
    const t = table[g][a.edition];
    table[g][a.edition] = { asked: t.asked + 1, right: t.right + (a.right ? 1 : 0) };
  }
  return table;
};

export const sumTallies = (ts: readonly Tally[]): Tally => ts.reduce((a, t) => ({ asked: a.asked + t.asked, right: a.right + t.right }), zero);

/** A law's share right over some editions; null where nothing was asked. */
export const shareOf = (t: Tally): number | null => (t.asked === 0 ? null : t.right / t.asked);

/** Families of the edition that no answer or attempt has touched, in the order given. */
export const neverTried = <F extends string>(s: ProgressStore, families: readonly F[], edition: Edition): F[] => {
  const tried = new Set<string>();
  for (const a of s.answers) if (a.family !== null && a.edition === edition) tried.add(a.family);
  for (const a of s.attempts) if (a.edition === edition) tried.add(a.family);
  return families.filter((f) => !tried.has(f));
};

/**
 * A way of being wrong, named as a director would: the quiz's mistake read together with the law
 * the ruling cited (too many tricks under 64A2 is counting the revoke trick partner won).
 */
export type MistakeKind =
  | 'said-corrected-when-established'
  | 'said-established-when-corrected'
  | 'missed-trick12-correction'
  | 'trick12-too-late'
  | 'counted-revoke-trick-partner-won'
  | 'missed-second-trick-64A1'
  | 'missed-64B-item'
  | 'transfer-when-corrected'
  | 'transfer-too-many'
  | 'transfer-too-few'
  | 'said-penalty-card-when-none'
  | 'said-no-penalty-card-when-major'
  | 'said-question-allowed-when-not'
  | 'said-question-not-allowed-when-allowed'
  | 'other';

export const mistakeKindOf = (a: Pick<AnswerEvent, 'ask' | 'law' | 'chosen' | 'answer'>): MistakeKind => {
  switch (a.ask) {
    case 'status':
      if (a.answer === 'established') return a.chosen === 'trick12-corrected' ? 'trick12-too-late' : 'said-corrected-when-established';
      if (a.answer === 'trick12-corrected') return 'missed-trick12-correction';
      return 'said-established-when-corrected';
    case 'penaltyCard':
      return a.chosen === 'major' ? 'said-penalty-card-when-none' : 'said-no-penalty-card-when-major';
    case 'mayAsk':
      return a.chosen === 'allowed' ? 'said-question-allowed-when-not' : 'said-question-not-allowed-when-allowed';
    case 'transfer': {
      const chosen = Number(a.chosen);
      const answer = Number(a.answer);
      if (!Number.isFinite(chosen) || !Number.isFinite(answer)) return 'other';
      const law = a.law ?? '';
      if (chosen > answer) {
        if (law.startsWith('64B')) return 'missed-64B-item';
        if (law === '64A2') return 'counted-revoke-trick-partner-won';
        if (law.startsWith('62')) return 'transfer-when-corrected';
        return 'transfer-too-many';
      }
      if (law === '64A1' && answer === 2) return 'missed-second-trick-64A1';
      return 'transfer-too-few';
    }
  }
};

export interface CommonMistake {
  readonly kind: MistakeKind;
  /** The law the ruling cited in the latest such mistake. */
  readonly law: string | null;
  readonly count: number;
  readonly lastAt: number;
  readonly section: LessonSection;
  /** The latest board it happened on, to play again. */
  readonly example: { readonly family: string | null; readonly edition: Edition; readonly seed: number | null };
}

/** The learner's mistakes by kind and law, most frequent first (latest first on a tie). */
export const commonMistakes = (answers: readonly AnswerEvent[], limit = 5): CommonMistake[] => {
  const by = new Map<string, CommonMistake>();
  for (const a of [...answers].sort((x, y) => x.at - y.at)) {
    if (a.right) continue;
    const kind = mistakeKindOf(a);
    const key = `${kind}|${a.law ?? ''}`;
    const seen = by.get(key);
    by.set(key, {
      kind,
      law: a.law,
      count: (seen?.count ?? 0) + 1,
      lastAt: a.at,
      section: lessonSectionFor(a.law, a.ask, a.answer, a.edition),
      example: { family: a.family, edition: a.edition, seed: a.seed },
    });
  }
  return [...by.values()].sort((a, b) => b.count - a.count || b.lastAt - a.lastAt).slice(0, limit);
};

export interface OverallStats {
  readonly boards: number;
  readonly answers: number;
  readonly right: number;
  /** Share of answers right, 0 to 1; null before the first answer. */
  readonly accuracy: number | null;
  /** Boards solved in a row, counting back from the latest. */
  readonly streak: number;
  readonly bestStreak: number;
}

export const overallStats = (s: ProgressStore): OverallStats => {
  const boards = boardOutcomes(s);
  let run = 0;
  let best = 0;
  for (const b of boards) {
    run = b.rating === 'again' ? 0 : run + 1;
    best = Math.max(best, run);
  }
  // Version-1 attempts kept no answers: each counts as one answer, right unless rated again.
  const legacy = s.attempts.length;
  const right = s.answers.filter((a) => a.right).length + s.attempts.filter((a) => a.rating !== 'again').length;
  const answers = s.answers.length + legacy;
  return { boards: boards.length, answers, right, accuracy: answers ? right / answers : null, streak: run, bestStreak: best };
};
