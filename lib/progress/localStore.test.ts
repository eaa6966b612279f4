import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { LEGACY_KEYS, PROGRESS_KEY, deleteBackup, listBackups, loadProgress, saveProgress, updateProgress, type KeyValueStore } from './localStore';
import { emptyStore, makeExportText, makeStoreText, mergeStores, readStoreText, withAnswer, type ProgressStore } from './store';
import { ASKS, SOURCES, type AnswerEvent } from './answers';

class MemoryStore implements KeyValueStore {
  map = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(entries)) this.map.set(k, v);
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  get length() {
    return this.map.size;
  }
}

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const NOW = new Date('2026-12-01T14:00:00.000Z');

const answer = (over: Partial<AnswerEvent> = {}): AnswerEvent => ({
  source: 'scenario',
  family: 'transfer-64a2-partner-won',
  edition: '2017',
  seed: 12,
  ask: 'transfer',
  law: '64A2',
  chosen: '2',
  answer: '1',
  right: false,
  mistake: 'counted-revoke-trick-partner-won',
  at: 1764615600000,
  ...over,
});

describe('store schema', () => {
  test('version 2 reads back exactly what was written', () => {
    const read = readStoreText(fixture('store-v2.json'));
    expect(read.ok && read.value.problems).toEqual([]);
    const store = read.ok ? read.value.value : emptyStore();
    expect(store.answers).toHaveLength(3);
    expect(readStoreText(makeStoreText(store))).toEqual(read);
  });

  test.each([
    ['not JSON', '{oops', 'not-json', undefined],
    ['another app’s file', '{"format":"other"}', 'not-progress', undefined],
    ['a newer version', '{"format":"revoke-trainer-progress","version":9}', 'unknown-version', 'version'],
  ])('%s is refused with a code', (_name, text, code, path) => {
    const read = readStoreText(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect([read.error.code, read.error.path]).toEqual([code, path]);
  });

  test('one damaged answer is reported with its place; the others are kept', () => {
    const good = answer();
    const raw = JSON.stringify({ ...emptyStore(), answers: [good, { ...good, edition: '2030' }, { ...good, at: 5 }] });
    const read = readStoreText(raw);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.value.answers).toEqual([good, { ...good, at: 5 }]);
    expect(read.value.problems).toEqual([expect.objectContaining({ code: 'bad-field', path: 'answers[1].edition' })]);
  });

  test('an export file (with its time) reads back as the store, for any answers', () => {
    const arb = fc.record({
      source: fc.constantFrom(...SOURCES),
      family: fc.option(fc.constantFrom('transfer-64a1-two', 'trick12-too-late'), { nil: null }),
      edition: fc.constantFrom('1997' as const, '2007' as const, '2017' as const),
      seed: fc.option(fc.nat(), { nil: null }),
      ask: fc.constantFrom(...ASKS),
      law: fc.option(fc.constantFrom('64A1', '63A1', '62D'), { nil: null }),
      chosen: fc.string(),
      answer: fc.string(),
      right: fc.boolean(),
      mistake: fc.option(fc.string({ minLength: 1 }), { nil: null }),
      at: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 20 }), fc.dictionary(fc.string({ minLength: 1 }), fc.uniqueArray(fc.string())), (answers, lessons) => {
        const store: ProgressStore = { ...emptyStore(), answers, lessons };
        const back = readStoreText(makeExportText(store, NOW));
        expect(back.ok && back.value).toEqual({ value: store, problems: [] });
      }),
    );
  });

  test('merging is a union: the same file twice adds nothing', () => {
    const a = withAnswer(emptyStore(), answer());
    const b = withAnswer(withAnswer(emptyStore(), answer()), answer({ at: 1764615700000, right: true, mistake: null }));
    const merged = mergeStores(a, b);
    expect(merged.answers).toHaveLength(2);
    expect(mergeStores(merged, b)).toEqual(merged);
  });

  test('merging keeps every lesson of both, whatever its key (a key named "__proto__" included)', () => {
    const lessonsOf = (s: ProgressStore) => new Map(Object.entries(s.lessons));
    const check = (x: Record<string, string[]>, y: Record<string, string[]>) => {
      const merged = lessonsOf(mergeStores({ ...emptyStore(), lessons: x }, { ...emptyStore(), lessons: y }));
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
        const a = Object.hasOwn(x, key) ? x[key] : [];
        const b = Object.hasOwn(y, key) ? y[key] : [];
        expect(merged.get(key)).toEqual([...new Set([...a, ...b])]);
      }
      expect(merged.size).toBe(new Set([...Object.keys(x), ...Object.keys(y)]).size);
    };
    check({}, Object.fromEntries([['__proto__', ['board-1']]]));
    check(Object.fromEntries([['__proto__', ['board-1']]]), Object.fromEntries([['__proto__', ['board-2']], ['toString', ['board-3']]]));
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString'), fc.string({ minLength: 1 })), fc.uniqueArray(fc.string())), fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString'), fc.string({ minLength: 1 })), fc.uniqueArray(fc.string())), check),
    );
  });
});

describe('migrations from every format stored before', () => {
  test('study store version 1: every attempt kept as a board attempt, rating and all', () => {
    const store = new MemoryStore({ [LEGACY_KEYS.study]: fixture('study-v1.json') });
    const loaded = loadProgress(store, NOW);
    expect(loaded.damaged).toEqual([]);
    expect(loaded.progress.attempts.map((a) => [a.family, a.edition, a.seed, a.rating])).toEqual([
      ['transfer-64a1-two', '2017', 3, 'good'],
      ['established-partner-plays', '2017', 41, 'again'],
      ['trick12-too-late', '2007', 7, 'easy'],
    ]);
    // Written once under the current key; the old key is left as it was.
    expect((JSON.parse(store.getItem(PROGRESS_KEY)!) as { version: number }).version).toBe(2);
    expect(store.getItem(LEGACY_KEYS.study)).toBe(fixture('study-v1.json'));
  });

  test('lesson store version 1: every lesson’s solved boards kept', () => {
    const store = new MemoryStore({ [LEGACY_KEYS.lessons]: fixture('lessons-v1.json') });
    expect(loadProgress(store, NOW).progress.lessons).toEqual({
      'trick-transfer': ['transfer-64a1-two:3', 'case:seed-example-1'],
      establishment: ['established-partner-plays:1'],
    });
  });

  test('both version-1 stores together become one record', () => {
    const store = new MemoryStore({ [LEGACY_KEYS.study]: fixture('study-v1.json'), [LEGACY_KEYS.lessons]: fixture('lessons-v1.json') });
    const p = loadProgress(store, NOW).progress;
    expect([p.attempts.length, Object.keys(p.lessons).length]).toEqual([3, 2]);
    // A second load reads the current key and does not migrate (or double) again.
    expect(loadProgress(store, NOW).progress).toEqual(p);
  });

  test('a version-1 export file imports too', () => {
    const read = readStoreText(fixture('study-v1.json'));
    expect(read.ok && read.value.value.attempts).toHaveLength(3);
  });

  test('a damaged version-1 store is kept aside and reported, the rest migrates', () => {
    const bad = fixture('study-v1.json').replace('"again"', '"great"');
    const store = new MemoryStore({ [LEGACY_KEYS.study]: bad, [LEGACY_KEYS.lessons]: fixture('lessons-v1.json') });
    const loaded = loadProgress(store, NOW);
    expect(loaded.damaged).toEqual([{ source: 'study', errors: [expect.objectContaining({ path: 'attempts[1].rating' })], backupKey: expect.any(String) as unknown }]);
    expect(store.getItem(loaded.damaged[0].backupKey!)).toBe(bad);
    expect(loaded.progress.attempts).toHaveLength(2);
    expect(Object.keys(loaded.progress.lessons)).toHaveLength(2);
    // Reported once: the next load is clean and keeps no second copy.
    expect(loadProgress(store, NOW).damaged).toEqual([]);
    expect(listBackups(store)).toHaveLength(1);
  });
});

describe('loadProgress and saving', () => {
  test('a first visit starts empty, with no complaint and nothing written', () => {
    const store = new MemoryStore();
    expect(loadProgress(store, NOW)).toEqual({ progress: emptyStore(), damaged: [], storage: 'ok' });
    expect(store.length).toBe(0);
  });

  test('damaged current data is kept under a backup key, reported, and never lost', () => {
    const store = new MemoryStore({ [PROGRESS_KEY]: '{"format":"revoke-trainer-progress","version":2,"answers":[' });
    const loaded = loadProgress(store, NOW);
    expect(loaded.damaged[0]).toMatchObject({ source: 'current', errors: [{ code: 'not-json' }] });
    expect(listBackups(store).map((b) => [b.savedAt, b.raw])).toEqual([[NOW.toISOString(), '{"format":"revoke-trainer-progress","version":2,"answers":[']]);
    deleteBackup(store, loaded.damaged[0].backupKey!);
    expect(listBackups(store)).toEqual([]);
  });

  test('when the backup cannot be written, the damaged text stays where it was', () => {
    const store = new MemoryStore({ [PROGRESS_KEY]: 'not json' });
    store.setItem = (k, v) => {
      if (k !== PROGRESS_KEY) throw new Error('quota');
      store.map.set(k, v);
    };
    expect(loadProgress(store, NOW).damaged[0].backupKey).toBeNull();
    expect(store.getItem(PROGRESS_KEY)).toBe('not json');
  });

  test('a store that throws reads as unavailable and refuses saves without throwing', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    };
    expect(loadProgress(broken, NOW).storage).toBe('unavailable');
    expect(saveProgress(broken, emptyStore())).toEqual({ ok: false, error: 'storage-unavailable' });
    expect(updateProgress(broken, NOW, (p) => p).ok).toBe(false);
  });

  test('updateProgress adds to what is stored, and another write in between is kept', () => {
    const store = new MemoryStore();
    updateProgress(store, NOW, (p) => withAnswer(p, answer()));
    updateProgress(store, NOW, (p) => withAnswer(p, answer({ at: 1764615700000 })));
    expect(loadProgress(store, NOW).progress.answers).toHaveLength(2);
  });
});
