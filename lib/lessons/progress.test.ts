import { describe, expect, test } from 'vitest';
import { PROGRESS_KEY, markSolved, parseProgress, readProgress, solvedCount, type KeyValueStore } from './progress';

const memory = (initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

describe('lesson progress', () => {
  test.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 2, solved: {} })],
    ['wrong shape', JSON.stringify({ version: 1, solved: { a: 'x' } })],
  ])('%s reads as empty progress', (_name, text) => {
    expect(parseProgress(text)).toEqual({ version: 1, solved: {} });
  });

  test('marking a board solved is stored once and counted against the lesson’s boards', () => {
    const store = memory();
    markSolved('trick-transfer', 'transfer-64a1-two:3', store);
    markSolved('trick-transfer', 'transfer-64a1-two:3', store);
    markSolved('trick-transfer', 'case:seed-example-1', store);
    const p = readProgress(store);
    expect(p.solved['trick-transfer']).toEqual(['transfer-64a1-two:3', 'case:seed-example-1']);
    expect(solvedCount(p, 'trick-transfer', ['transfer-64a1-two:3', 'transfer-64a1-one:1'])).toBe(1);
    expect(JSON.parse(store.data[PROGRESS_KEY]).version).toBe(1);
  });

  test('a store that throws is survived', () => {
    const broken: KeyValueStore = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readProgress(broken)).toEqual({ version: 1, solved: {} });
    expect(markSolved('a', 'b', broken).solved).toEqual({ a: ['b'] });
  });
});
