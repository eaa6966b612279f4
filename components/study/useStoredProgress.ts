// Progress in this browser's localStorage, read once after mount (the server has no storage, and
// reading during render would make the server and client HTML differ).
import { useCallback, useEffect, useState } from 'react';
import { PROGRESS_KEY, loadProgress, saveProgress, type KeyValueStore, type LoadResult } from '@/lib/progress/storage';
import { parseProgressText, type Progress } from '@/lib/progress/progress';

/** window.localStorage, or null where touching it throws (storage disabled, sandboxed frames). */
export const browserStore = (): KeyValueStore | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export interface StoredProgress {
  /** null until the first read after mount. */
  readonly loaded: LoadResult | null;
  readonly saveFailed: boolean;
  readonly update: (change: (p: Progress) => Progress) => void;
  readonly dismissDamaged: () => void;
}

export const useStoredProgress = (): StoredProgress => {
  const [loaded, setLoaded] = useState<LoadResult | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    const store = browserStore();
    setLoaded(store ? loadProgress(store, new Date()) : loadProgress(unavailableStore, new Date()));
    // Another tab studying at the same time: take over what it saved rather than overwrite it.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== PROGRESS_KEY || e.newValue === null) return;
      const parsed = parseProgressText(e.newValue);
      if (parsed.ok) setLoaded((current) => (current ? { ...current, progress: parsed.value } : current));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const update = useCallback((change: (p: Progress) => Progress) => {
    setLoaded((current) => (current ? { ...current, progress: change(current.progress) } : current));
  }, []);

  // Saving follows the state rather than living inside the updater, which React may call twice.
  const progress = loaded?.progress;
  useEffect(() => {
    const store = browserStore();
    if (!progress || !store || progress.attempts.length === 0) return;
    setSaveFailed(!saveProgress(store, progress).ok);
  }, [progress]);

  const dismissDamaged = useCallback(() => setLoaded((current) => (current ? { ...current, damaged: null, storage: 'ok' } : current)), []);

  return { loaded, saveFailed, update, dismissDamaged };
};

const unavailableStore: KeyValueStore = {
  getItem: () => {
    throw new Error('storage unavailable');
  },
  setItem: () => {
    throw new Error('storage unavailable');
  },
  removeItem: () => undefined,
  key: () => null,
  length: 0,
};
