// Progress in localStorage under a versioned key. Damaged or foreign data is never thrown away:
// the raw text moves to a backup key (named with the time, passed in), the learner is told what is
// wrong, and study starts fresh. The store is passed in, so this runs in tests without a browser.
import { type Result, ok, err } from '../engine';
import { emptyProgress, makeProgressText, parseProgressText, type Progress, type ProgressError } from './progress';

export const PROGRESS_KEY = 'revoke-trainer/progress/v1';
const BACKUP_PREFIX = `${PROGRESS_KEY}/damaged/`;

/** The part of the Web Storage API used here. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface DamagedProgress {
  readonly error: ProgressError;
  readonly raw: string;
  /** Where the raw text was kept; null if the store refused it (full, or disabled). */
  readonly backupKey: string | null;
}

export type LoadResult =
  | { readonly progress: Progress; readonly damaged: null; readonly storage: 'ok' | 'unavailable' }
  | { readonly progress: Progress; readonly damaged: DamagedProgress; readonly storage: 'ok' };

export const backupKeyAt = (now: Date): string => BACKUP_PREFIX + now.toISOString();

/** Read progress; never throws, whatever the store holds or does. */
export const loadProgress = (store: KeyValueStore, now: Date): LoadResult => {
  let raw: string | null;
  try {
    raw = store.getItem(PROGRESS_KEY);
  } catch {
    return { progress: emptyProgress(), damaged: null, storage: 'unavailable' };
  }
  if (raw === null) return { progress: emptyProgress(), damaged: null, storage: 'ok' };
  const parsed = parseProgressText(raw);
  if (parsed.ok) return { progress: parsed.value, damaged: null, storage: 'ok' };
  let backupKey: string | null = backupKeyAt(now);
  try {
    store.setItem(backupKey, raw);
    // Only once the copy is safe does the damaged text leave the main key.
    store.removeItem(PROGRESS_KEY);
  } catch {
    backupKey = null;
  }
  return { progress: emptyProgress(), damaged: { error: parsed.error, raw, backupKey }, storage: 'ok' };
};

export type SaveError = 'storage-unavailable';

export const saveProgress = (store: KeyValueStore, p: Progress): Result<null, SaveError> => {
  try {
    store.setItem(PROGRESS_KEY, makeProgressText(p));
    return ok(null);
  } catch {
    return err('storage-unavailable');
  }
};

export interface Backup {
  readonly key: string;
  /** When the damaged data was found (from the key). */
  readonly savedAt: string;
  readonly raw: string;
}

/** Damaged data kept from earlier loads, oldest first. */
export const listBackups = (store: KeyValueStore): Backup[] => {
  const out: Backup[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key === null || !key.startsWith(BACKUP_PREFIX)) continue;
      out.push({ key, savedAt: key.slice(BACKUP_PREFIX.length), raw: store.getItem(key) ?? '' });
    }
  } catch {
    return [];
  }
  return out.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
};

export const deleteBackup = (store: KeyValueStore, key: string): void => {
  try {
    if (key.startsWith(BACKUP_PREFIX)) store.removeItem(key);
  } catch {
    // Nothing to do: a store that refuses removal keeps the backup, which loses nothing.
  }
};
