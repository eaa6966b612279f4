// The progress record in this browser as an external store for React (useSyncExternalStore):
// nothing on the server (no storage there; the page renders "loading"), read once in the
// browser, and read again whenever it changes: a board answered on this page (recordAnswer's
// event), in another tab (the 'storage' event), an import.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { PROGRESS_KEY, loadProgress, listBackups, type Backup, type LoadResult } from '@/lib/progress/localStore';
import { PROGRESS_CHANGED, browserStore, changeProgress } from '@/lib/progress/record';
import { emptyStore, type ProgressStore } from '@/lib/progress/store';

interface Snapshot {
  readonly loaded: LoadResult;
  /** Damaged data kept aside, from this visit or earlier ones. */
  readonly backups: readonly Backup[];
}

let snapshot: Snapshot | null = null;
const listeners = new Set<() => void>();

const read = (previous: Snapshot | null): Snapshot => {
  const store = browserStore();
  const next: LoadResult = store ? loadProgress(store, new Date()) : { progress: emptyStore(), damaged: [], storage: 'unavailable' };
  // Damage found on an earlier read (and since taken out of the record) stays on screen until dismissed.
  const damaged = next.damaged.length === 0 && previous ? previous.loaded.damaged : next.damaged;
  return { loaded: { ...next, damaged }, backups: store ? listBackups(store) : [] };
};

const notify = () => listeners.forEach((l) => l());
const onChanged = () => {
  snapshot = read(snapshot);
  notify();
};
const onStorage = (e: StorageEvent) => {
  if (e.key === null || e.key === PROGRESS_KEY) onChanged();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(PROGRESS_CHANGED, onChanged);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener(PROGRESS_CHANGED, onChanged);
    window.removeEventListener('storage', onStorage);
    // The next page to show progress reads afresh.
    snapshot = null;
  };
};

const getSnapshot = (): Snapshot => (snapshot ??= read(null));
const getServerSnapshot = (): Snapshot | null => null;

export interface StoredProgress {
  /** null on the server and during hydration. */
  readonly loaded: LoadResult | null;
  readonly backups: readonly Backup[];
  readonly saveFailed: boolean;
  readonly change: (fn: (p: ProgressStore) => ProgressStore) => void;
  readonly dismissDamaged: () => void;
  readonly refresh: () => void;
}

export const useStoredProgress = (): StoredProgress => {
  const current = useSyncExternalStore<Snapshot | null>(subscribe, getSnapshot, getServerSnapshot);
  const [saveFailed, setSaveFailed] = useState(false);
  const change = useCallback((fn: (p: ProgressStore) => ProgressStore) => setSaveFailed(!changeProgress(fn)), []);
  const dismissDamaged = useCallback(() => {
    if (snapshot) snapshot = { ...snapshot, loaded: { ...snapshot.loaded, damaged: [] } };
    notify();
  }, []);
  return { loaded: current?.loaded ?? null, backups: current?.backups ?? [], saveFailed, change, dismissDamaged, refresh: onChanged };
};
