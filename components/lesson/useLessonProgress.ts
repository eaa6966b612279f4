// The learner's lesson progress as an external store (the browser's storage): read after
// hydration without a setState-in-effect, shared by every component on the page, and updated
// when another tab records a board.
import { useCallback, useSyncExternalStore } from 'react';
import { emptyProgress, markSolved, readProgress, type LessonProgress } from '@/lib/lessons/progress';

const listeners = new Set<() => void>();
const SERVER: LessonProgress = emptyProgress();
let current: LessonProgress | null = null;

const notify = () => listeners.forEach((l) => l());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = () => {
    current = readProgress();
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

// The snapshot must stay the same object between changes, so it is read once and then kept.
const snapshot = (): LessonProgress => (current ??= readProgress());

export const useLessonProgress = (): { progress: LessonProgress; solve: (slug: string, board: string) => void } => {
  const progress = useSyncExternalStore(subscribe, snapshot, () => SERVER);
  const solve = useCallback((slug: string, board: string) => {
    current = markSolved(slug, board);
    notify();
  }, []);
  return { progress, solve };
};
