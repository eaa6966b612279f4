import fc from 'fast-check';
import { emptyProgress, makeProgressText, recordAttempt } from './progress';
import { PROGRESS_KEY, deleteBackup, listBackups, loadProgress, saveProgress, type KeyValueStore } from './storage';

class MemoryStore implements KeyValueStore {
  map = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) { for (const [k, v] of Object.entries(entries)) this.map.set(k, v); }
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
  key(i: number) { return [...this.map.keys()][i] ?? null; }
  get length() { return this.map.size; }
}

const NOW = new Date('2026-11-29T14:00:00.000Z');
const saved = recordAttempt(emptyProgress(), { family: 'transfer-64a1-two', edition: '2017', seed: 3, at: '2026-11-29T13:00:00.000Z', rating: 'good' });

describe('loadProgress', () => {
  test('a first visit starts empty, with no complaint', () => {
    expect(loadProgress(new MemoryStore(), NOW)).toEqual({ progress: emptyProgress(), damaged: null, storage: 'ok' });
  });

  test('reads what saveProgress wrote', () => {
    const store = new MemoryStore();
    expect(saveProgress(store, saved).ok).toBe(true);
    expect(loadProgress(store, NOW).progress).toEqual(saved);
  });

  test('damaged data is kept under a backup key, reported, and study starts fresh', () => {
    const raw = makeProgressText(saved).replace('"good"', '"great"');
    const store = new MemoryStore({ [PROGRESS_KEY]: raw });
    const r = loadProgress(store, NOW);
    expect(r.progress).toEqual(emptyProgress());
    expect(r.damaged).toMatchObject({ error: { code: 'bad-field', path: 'attempts[0].rating' }, raw });
    expect(store.getItem(r.damaged!.backupKey!)).toBe(raw);
    expect(store.getItem(PROGRESS_KEY)).toBeNull();
    // Reported once: the next load is clean, and the backup is still listed.
    expect(loadProgress(store, NOW).damaged).toBeNull();
    expect(listBackups(store)).toEqual([{ key: r.damaged!.backupKey, savedAt: NOW.toISOString(), raw }]);
  });

  test('a store that refuses the backup leaves the damaged text where it was', () => {
    const store = new MemoryStore({ [PROGRESS_KEY]: 'garbage' });
    store.setItem = () => { throw new Error('QuotaExceededError'); };
    const r = loadProgress(store, NOW);
    expect(r.damaged).toMatchObject({ error: { code: 'not-json' }, backupKey: null, raw: 'garbage' });
    expect(store.getItem(PROGRESS_KEY)).toBe('garbage');
  });

  test('a store that throws on read (storage disabled) gives empty progress', () => {
    const store = new MemoryStore();
    store.getItem = () => { throw new Error('SecurityError'); };
    expect(loadProgress(store, NOW)).toMatchObject({ damaged: null, storage: 'unavailable' });
    store.setItem = () => { throw new Error('SecurityError'); };
    expect(saveProgress(store, saved)).toEqual({ ok: false, error: 'storage-unavailable' });
  });

  test('property: whatever text is stored, loading never throws and never loses it', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
      const store = new MemoryStore({ [PROGRESS_KEY]: text });
      const r = loadProgress(store, NOW);
      if (r.damaged) expect(store.getItem(r.damaged.backupKey!)).toBe(text);
      else expect(store.getItem(PROGRESS_KEY)).toBe(text);
    }));
  });
});

describe('backups', () => {
  test('only backup keys can be deleted through deleteBackup', () => {
    const store = new MemoryStore({ [PROGRESS_KEY]: 'x' });
    const key = loadProgress(store, NOW).damaged!.backupKey!;
    store.setItem(PROGRESS_KEY, makeProgressText(saved));
    deleteBackup(store, PROGRESS_KEY);
    deleteBackup(store, key);
    expect(listBackups(store)).toEqual([]);
    expect(store.getItem(PROGRESS_KEY)).not.toBeNull();
  });
});
