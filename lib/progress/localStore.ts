// The progress record in localStorage under one versioned key. localStorage rather than IndexedDB:
// a write is synchronous, so an answer graded a moment before the learner leaves the page is
// already saved (recordAnswer returns void and has nothing to await), a read-modify-write in one
// tab cannot interleave with another, and the 'storage' event tells other tabs. An answer is about
// 200 bytes: a year of daily study (~15 000 answers) is ~3 MB, inside the 5 MB an origin gets.
//
// Damaged or foreign data is never thrown away: the raw text is kept under a backup key (named
// with the time, passed in) and the learner is told what is wrong. The store is passed in, so
// this runs in tests without a browser.
import { type Result, ok, err } from '../engine';
import { emptyStore, makeStoreText, mergeStores, readStoreText, type ProgressStore, type StoreError } from './store';

export const PROGRESS_KEY = 'revoke-trainer/progress/v2';
/** The stores this app kept before version 2, read once when the current key is absent. */
export const LEGACY_KEYS = { study: 'revoke-trainer/progress/v1', lessons: 'revoke-trainer:lessons:v1' } as const;
export type StoreSource = 'current' | keyof typeof LEGACY_KEYS;

const BACKUP_PREFIX = 'revoke-trainer/progress/damaged/';
/** Where version 1 kept damaged text; still listed so nothing kept there is forgotten. */
const OLD_BACKUP_PREFIX = `${LEGACY_KEYS.study}/damaged/`;

/** The part of the Web Storage API used here. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface DamagedProgress {
  readonly source: StoreSource;
  readonly errors: readonly StoreError[];
  /** Where the raw text was kept; null if the store refused it (full, or disabled). */
  readonly backupKey: string | null;
}

export interface LoadResult {
  readonly progress: ProgressStore;
  /** What could not be read this time (empty when all was well). */
  readonly damaged: readonly DamagedProgress[];
  readonly storage: 'ok' | 'unavailable';
}

export const backupKeyAt = (now: Date, source: StoreSource): string => `${BACKUP_PREFIX}${now.toISOString()}/${source}`;

const keepAside = (store: KeyValueStore, raw: string, now: Date, source: StoreSource): string | null => {
  const key = backupKeyAt(now, source);
  try {
    store.setItem(key, raw);
    return key;
  } catch {
    return null;
  }
};

/** One key read into the current format, its damage kept aside; null when the key is empty. */
const readKey = (store: KeyValueStore, key: string, source: StoreSource, now: Date, damaged: DamagedProgress[]): ProgressStore | null => {
  const raw = store.getItem(key);
  if (raw === null) return null;
  const read = readStoreText(raw);
  const errors = read.ok ? read.value.problems : [read.error];
  if (errors.length > 0) damaged.push({ source, errors, backupKey: keepAside(store, raw, now, source) });
  return read.ok ? read.value.value : null;
};

/**
 * Read progress, migrating the version-1 stores the first time; never throws. The old keys are
 * left where they are (a copy, not a move), so going back to an older version loses nothing.
 */
export const loadProgress = (store: KeyValueStore, now: Date): LoadResult => {
  const damaged: DamagedProgress[] = [];
  try {
    const current = readKey(store, PROGRESS_KEY, 'current', now, damaged);
    if (current !== null && damaged.length === 0) return { progress: current, damaged, storage: 'ok' };
    let progress = current ?? emptyStore();
    let migrated = false;
    if (current === null && damaged.length === 0) {
      for (const source of ['study', 'lessons'] as const) {
        migrated ||= store.getItem(LEGACY_KEYS[source]) !== null;
        const legacy = readKey(store, LEGACY_KEYS[source], source, now, damaged);
        if (legacy) progress = mergeStores(progress, legacy);
      }
    }
    // Write back only what changed: a migration, or damage taken out (its raw text is kept aside).
    // A damaged key whose backup failed is left untouched, so its text is not lost either.
    const backedUp = damaged.every((d) => d.backupKey !== null);
    if (backedUp && (migrated || damaged.some((d) => d.source === 'current'))) store.setItem(PROGRESS_KEY, makeStoreText(progress));
    return { progress, damaged, storage: 'ok' };
  } catch {
    return { progress: emptyStore(), damaged, storage: 'unavailable' };
  }
};

export type SaveError = 'storage-unavailable';

export const saveProgress = (store: KeyValueStore, p: ProgressStore): Result<null, SaveError> => {
  try {
    store.setItem(PROGRESS_KEY, makeStoreText(p));
    return ok(null);
  } catch {
    return err('storage-unavailable');
  }
};

/** Read, change and write back in one synchronous step, so no other write can come between. */
export const updateProgress = (store: KeyValueStore, now: Date, change: (p: ProgressStore) => ProgressStore): Result<ProgressStore, SaveError> => {
  const loaded = loadProgress(store, now);
  if (loaded.storage === 'unavailable') return err('storage-unavailable');
  const next = change(loaded.progress);
  const saved = saveProgress(store, next);
  return saved.ok ? ok(next) : saved;
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
      if (key === null) continue;
      const prefix = [BACKUP_PREFIX, OLD_BACKUP_PREFIX].find((p) => key.startsWith(p));
      if (!prefix) continue;
      out.push({ key, savedAt: key.slice(prefix.length).split('/')[0], raw: store.getItem(key) ?? '' });
    }
  } catch {
    return [];
  }
  return out.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
};

export const deleteBackup = (store: KeyValueStore, key: string): void => {
  try {
    if (key.startsWith(BACKUP_PREFIX) || key.startsWith(OLD_BACKUP_PREFIX)) store.removeItem(key);
  } catch {
    // Nothing to do: a store that refuses removal keeps the backup, which loses nothing.
  }
};
