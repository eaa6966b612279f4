// Spaced repetition over scenario families: one FSRS card per family, whatever the edition (the
// family's point is the same law; its boards are dealt in the edition studied), replayed from the
// boards played anywhere in the app (analysis.ts boardOutcomes). Cards are never stored: the log
// is, so a learner's schedule from when each edition had a card of its own (before 2026-12) is
// carried over by replaying the family's boards of every edition into its one card. The clock is
// always passed in (`now`), never read here.
import { fsrs, createEmptyCard, Rating, State, type Card as FsrsCard, type Grade } from 'ts-fsrs';
import type { Edition } from '../engine';
import type { FamilyName } from '../generator/familyNames';
import type { BoardOutcome } from './analysis';
import type { Rating as OutcomeRating } from './store';

/** What scheduling needs to know of a family (a subset of the generator's FAMILIES metadata). */
export interface FamilyInfo {
  readonly name: FamilyName;
  readonly editions: readonly Edition[];
  /** 1 (first steps) to 5 (hard). */
  readonly difficulty: number;
}

export type CardStatus = 'new' | 'learning' | 'review';

export interface CardSummary {
  readonly family: FamilyName;
  readonly edition: Edition;
  readonly difficulty: number;
  readonly attempts: number;
  readonly correct: number;
  readonly status: CardStatus;
  /** When the family is next due; null for a family never tried. */
  readonly due: Date | null;
  readonly isDue: boolean;
}

export interface StudyItem {
  readonly family: FamilyName;
  readonly edition: Edition;
  readonly reason: 'due' | 'new' | 'ahead';
}

// Fuzz off (its default) keeps the schedule a pure function of the log.
const scheduler = fsrs({ enable_fuzz: false });

// A wrong answer anywhere on a board is Again: the family comes back within minutes.
const GRADES: Record<OutcomeRating, Grade> = { again: Rating.Again, good: Rating.Good, easy: Rating.Easy };

const byTime = (a: BoardOutcome, b: BoardOutcome): number => a.at - b.at;

/** Replay one card's boards through FSRS; null when there are none. */
const replayCard = (boards: readonly BoardOutcome[]): FsrsCard | null => {
  if (boards.length === 0) return null;
  const sorted = [...boards].sort(byTime);
  let card = createEmptyCard(new Date(sorted[0].at));
  for (const a of sorted) card = scheduler.next(card, new Date(a.at), GRADES[a.rating]).card;
  return card;
};

const statusOf = (card: FsrsCard | null): CardStatus => {
  if (card === null) return 'new';
  switch (card.state) {
    case State.New:
    case State.Learning:
    case State.Relearning:
      return 'learning';
    case State.Review:
      return 'review';
  }
};

/** Families that exist in the edition, easiest first, in FAMILIES order within a difficulty. */
export const familiesFor = (families: readonly FamilyInfo[], edition: Edition): FamilyInfo[] =>
  families
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.editions.includes(edition))
    .sort((a, b) => a.f.difficulty - b.f.difficulty || a.i - b.i)
    .map(({ f }) => f);

/** One summary per family of the edition studied, easiest first: its card counts its boards of every edition. */
export const summarise = (boards: readonly BoardOutcome[], families: readonly FamilyInfo[], edition: Edition, now: Date): CardSummary[] =>
  familiesFor(families, edition).map((f) => {
    const attempts = boards.filter((a) => a.family === f.name);
    const card = replayCard(attempts);
    return {
      family: f.name,
      edition,
      difficulty: f.difficulty,
      attempts: attempts.length,
      correct: attempts.filter((a) => a.rating !== 'again').length,
      status: statusOf(card),
      due: card ? card.due : null,
      isDue: card !== null && card.due.getTime() <= now.getTime(),
    };
  });

const byDue = (a: CardSummary, b: CardSummary): number => (a.due?.getTime() ?? 0) - (b.due?.getTime() ?? 0);

/**
 * What to study next: the most overdue family first, then a new family in difficulty order; with
 * `ahead`, when nothing is due or new, the family due soonest.
 */
export const nextItem = (cards: readonly CardSummary[], options: { ahead?: boolean } = {}): StudyItem | null => {
  const due = cards.filter((c) => c.isDue).sort(byDue)[0];
  if (due) return { family: due.family, edition: due.edition, reason: 'due' };
  const fresh = cards.find((c) => c.status === 'new');
  if (fresh) return { family: fresh.family, edition: fresh.edition, reason: 'new' };
  if (!options.ahead) return null;
  const soonest = cards.filter((c) => c.due !== null).sort(byDue)[0];
  return soonest ? { family: soonest.family, edition: soonest.edition, reason: 'ahead' } : null;
};

/**
 * A seed for the next board of a family that is none of `avoid` (the seeds it was last played
 * with), so review never deals the same board twice in a row. `random` gives [0, 1).
 */
export const freshSeed = (random: () => number, avoid: ReadonlySet<number>): number => {
  for (let i = 0; i < 32; i++) {
    const seed = Math.floor(random() * 1_000_000);
    if (!avoid.has(seed)) return seed;
  }
  // A random source that keeps repeating itself: step past the seeds to avoid instead.
  let seed = 0;
  while (avoid.has(seed)) seed++;
  return seed;
};

/** The seeds a family was played with most recently (the last `n` boards, in any edition: one
 *  seed deals the same cards in each), to avoid next time. */
export const recentSeeds = (boards: readonly BoardOutcome[], family: string, n = 3): Set<number> =>
  new Set(
    [...boards]
      .sort(byTime)
      .filter((b) => b.family === family && b.seed !== null)
      .slice(-n)
      .map((b) => b.seed as number),
  );
