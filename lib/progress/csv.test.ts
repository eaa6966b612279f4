import Papa from 'papaparse';
import { CSV_COLUMNS, makeAnswersCsv } from './csv';
import type { AnswerEvent } from './answers';

const titles = Object.fromEntries(CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<(typeof CSV_COLUMNS)[number], string>;
const a = (over: Partial<AnswerEvent>): AnswerEvent => ({
  source: 'lesson', family: 'transfer-64a2-partner-won', edition: '2017', seed: 4, ask: 'transfer', law: '64A2', chosen: '2', answer: '1', right: false, mistake: 'x', at: Date.parse('2026-12-01T10:00:00Z'), ...over,
});

describe('answers CSV', () => {
  test('one row per answer, oldest first, with the law group and which way wrong', () => {
    const csv = makeAnswersCsv([a({ at: Date.parse('2026-12-01T11:00:00Z'), right: true, chosen: '1', mistake: null }), a({})], titles);
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(CSV_COLUMNS.map((c) => c.toUpperCase()));
    expect(rows[1]).toEqual(['2026-12-01T10:00:00.000Z', 'lesson', '2017', 'transfer-64a2-partner-won', '4', '', '64A2', '64A', 'transfer', '2', '1', '0', 'counted-revoke-trick-partner-won']);
    expect(rows[2][11]).toBe('1');
    expect(rows).toHaveLength(3);
  });

  test('a value that a spreadsheet would run as a formula is made plain text', () => {
    const csv = makeAnswersCsv([a({ caseKey: '=HYPERLINK("x")', family: null, seed: null })], titles);
    expect(Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data[1][5]).toBe('\'=HYPERLINK("x")');
  });
});
