// The learner's progress through the course: which embedded boards of each lesson they solved.
// Stored in localStorage under a versioned key, read back through zod; anything corrupt or from
// another version reads as "nothing solved yet" rather than crashing the course page.
import { z } from 'zod';

export const PROGRESS_KEY = 'revoke-trainer:lessons:v1';

const progressSchema = z.object({
  version: z.literal(1),
  /** slug → the progress keys (lib/lessons/tags.ts boardKey) of the boards solved. */
  solved: z.record(z.string(), z.array(z.string())),
});

export type LessonProgress = z.infer<typeof progressSchema>;

export const emptyProgress = (): LessonProgress => ({ version: 1, solved: {} });

/** Minimal Storage, so tests and private browsing (where storage may throw) are handled alike. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const parseProgress = (text: string | null): LessonProgress => {
  if (!text) return emptyProgress();
  try {
    const parsed = progressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : emptyProgress();
  } catch {
    return emptyProgress();
  }
};

const browserStore = (): KeyValueStore | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const readProgress = (store: KeyValueStore | null = browserStore()): LessonProgress => {
  try {
    return parseProgress(store?.getItem(PROGRESS_KEY) ?? null);
  } catch {
    return emptyProgress();
  }
};

export const withSolved = (p: LessonProgress, slug: string, board: string): LessonProgress => {
  const done = p.solved[slug] ?? [];
  return done.includes(board) ? p : { ...p, solved: { ...p.solved, [slug]: [...done, board] } };
};

/** Record a solved board; returns the new progress (storage failures are ignored: progress is a nicety). */
export const markSolved = (slug: string, board: string, store: KeyValueStore | null = browserStore()): LessonProgress => {
  const next = withSolved(readProgress(store), slug, board);
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify(next));
  } catch {
    // Quota or private mode: keep going without saving.
  }
  return next;
};

/** How many of a lesson's boards are solved; boards no longer in the lesson do not count. */
export const solvedCount = (p: LessonProgress, slug: string, boards: readonly string[]): number =>
  new Set(boards.filter((b) => (p.solved[slug] ?? []).includes(b))).size;
