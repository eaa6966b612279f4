import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markSolved, readProgress, solvedCount, type KeyValueStore } from './progress';
import { LEGACY_KEYS, PROGRESS_KEY } from '../progress/localStore';

const memory = (initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
};

describe('lesson progress', () => {
  test('nothing stored reads as nothing solved', () => {
    expect(readProgress(memory())).toEqual({ solved: {} });
  });

  test('the version-1 lesson store is read (and kept aside when damaged)', () => {
    const v1 = readFileSync(join(__dirname, '../progress/fixtures/lessons-v1.json'), 'utf8');
    expect(readProgress(memory({ [LEGACY_KEYS.lessons]: v1 })).solved['trick-transfer']).toEqual(['transfer-64a1-two:3', 'case:seed-example-1']);
    const damaged = memory({ [LEGACY_KEYS.lessons]: '{oops' });
    expect(readProgress(damaged)).toEqual({ solved: {} });
    expect([...damaged.data.values()]).toContain('{oops');
  });

  test('marking a board solved is stored once, in the one progress record, and counted against the lesson’s boards', () => {
    const store = memory();
    markSolved('trick-transfer', 'transfer-64a1-two:3', store);
    markSolved('trick-transfer', 'transfer-64a1-two:3', store);
    markSolved('trick-transfer', 'case:seed-example-1', store);
    const p = readProgress(store);
    expect(p.solved['trick-transfer']).toEqual(['transfer-64a1-two:3', 'case:seed-example-1']);
    expect(solvedCount(p, 'trick-transfer', ['transfer-64a1-two:3', 'transfer-64a1-one:1'])).toBe(1);
    expect((JSON.parse(store.data.get(PROGRESS_KEY)!) as { lessons: unknown }).lessons).toEqual(p.solved);
  });

  test('a store that throws is survived: the board shows solved for this visit', () => {
    const fail = () => {
      throw new Error('denied');
    };
    const broken: KeyValueStore = { getItem: fail, setItem: fail, removeItem: fail, key: () => null, length: 0 };
    expect(readProgress(broken)).toEqual({ solved: {} });
    expect(markSolved('a', 'b', broken).solved).toEqual({ a: ['b'] });
  });
});
