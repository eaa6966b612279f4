// The learner's progress through the course: which embedded boards of each lesson they solved.
// Kept in the one progress record (lib/progress), so the study page's export carries it and a
// learner moving to another browser takes it along. The version-1 lesson store
// ('revoke-trainer:lessons:v1') is migrated by lib/progress/localStore.ts on first read.
import { loadProgress, updateProgress, type KeyValueStore } from '../progress/localStore';
import { browserStore, changeProgress } from '../progress/record';
import { withLessonBoard, type ProgressStore } from '../progress/store';
import { emptyProgress, type LessonProgress } from './solved';

export type { KeyValueStore } from '../progress/localStore';

export { emptyProgress, solvedCount, type LessonProgress } from './solved';

const fromStore = (s: ProgressStore): LessonProgress => ({ solved: s.lessons });

/** What this browser has; nothing solved where storage is absent or refuses (never throws). */
export const readProgress = (store: KeyValueStore | null = browserStore()): LessonProgress =>
  store ? fromStore(loadProgress(store, new Date()).progress) : emptyProgress();

export const withSolved = (p: LessonProgress, slug: string, board: string): LessonProgress => {
  const done = p.solved[slug] ?? [];
  return done.includes(board) ? p : { solved: { ...p.solved, [slug]: [...done, board] } };
};

/**
 * Record a solved board; returns the new progress. Where storage refuses (quota, private mode),
 * the board still shows as solved for this visit.
 */
export const markSolved = (slug: string, board: string, store: KeyValueStore | null = null): LessonProgress => {
  const change = (s: ProgressStore) => withLessonBoard(s, slug, board);
  if (store) {
    const saved = updateProgress(store, new Date(), change);
    return saved.ok ? fromStore(saved.value) : withSolved(readProgress(store), slug, board);
  }
  const before = readProgress();
  return changeProgress(change) ? readProgress() : withSolved(before, slug, board);
};

