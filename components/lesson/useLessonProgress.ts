// The learner's lesson progress as an external store (the browser's storage): read after
// hydration without a setState-in-effect, shared by every component on the page, and updated
// when another tab records a board. Reading it needs the progress record and its validation
// (lib/lessons/progress.ts, about 12 KB gzip), fetched after the page's load event: until then
// the page shows what the server rendered (nothing solved), as it did until hydration before.
import { useCallback, useSyncExternalStore } from 'react';
import { emptyProgress, type LessonProgress } from '@/lib/lessons/solved';
import { lazyModule } from '@/components/layout/afterLoad';

type ProgressModule = typeof import('@/lib/lessons/progress');

const listeners = new Set<() => void>();
const SERVER: LessonProgress = emptyProgress();
let current: LessonProgress | null = null;
let loaded: ProgressModule | null = null;

const notify = () => listeners.forEach((l) => l());

const getProgress = lazyModule(() => import('@/lib/lessons/progress'));

/** The record's code, once; then what this browser holds. A failed fetch is tried again by the next subscriber. */
const load = (): Promise<ProgressModule> =>
  getProgress().then((m) => {
    if (!loaded) {
      loaded = m;
      current = m.readProgress();
      notify();
    }
    return m;
  });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  load().catch(() => {
    // Offline with nothing cached: the page keeps showing nothing solved; the boards say they could not load.
  });
  const onStorage = () => {
    if (!loaded) return;
    current = loaded.readProgress();
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

// The snapshot must stay the same object between changes, so it is read once and then kept.
const snapshot = (): LessonProgress => current ?? SERVER;

export const useLessonProgress = (): { progress: LessonProgress; solve: (slug: string, board: string) => void } => {
  const progress = useSyncExternalStore(subscribe, snapshot, () => SERVER);
  const solve = useCallback((slug: string, board: string) => {
    // A board is solved after the page has loaded, so the record's code is there or on its way.
    load().then(
      (m) => {
        current = m.markSolved(slug, board);
        notify();
      },
      () => {
        // Not reachable in practice: the board that was solved came with the same fetch after load.
      },
    );
  }, []);
  return { progress, solve };
};
