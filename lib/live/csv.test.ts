// The teacher's CSV: one row per player and question, formulas neutralised, and readable by Excel
// as it is in sv and de (UTF-8 BOM, ';') and in en (',').
import Papa from 'papaparse';
import { CSV_COLUMNS, csvRows, makeCsv, neutralise, separatorFor } from './csv';
import { dealBoard } from './plan';
import { createSession, reduce, currentStop, type LiveEvent, type SessionState } from './session';

const dealt = dealBoard('established-partner-plays', '2017', 7);
if (!dealt.ok) throw new Error(dealt.error.code);
const plan = dealt.value.plan;
const headings = Object.fromEntries(CSV_COLUMNS.map((c) => [c, c])) as Record<(typeof CSV_COLUMNS)[number], string>;

const apply = (s: SessionState, e: LiveEvent): SessionState => {
  const r = reduce(s, e);
  if (!r.ok) throw new Error(r.error);
  return r.state;
};

const evening = (): SessionState => {
  let s = createSession({ code: 'ACDEF', presenterKeyHash: 'h', locale: 'de', boards: [plan], at: 0 });
  s = apply(s, { type: 'join', id: 'a', nickname: '=HYPERLINK("x")', locale: 'sv', tokenHash: 't', at: 1 });
  s = apply(s, { type: 'join', id: 'b', nickname: 'Jürgen; "Jü"', locale: 'de', tokenHash: 'u', at: 1 });
  while (currentStop(s)?.kind !== 'question') s = apply(s, { type: 'command', command: { type: 'next' }, at: 2 });
  s = apply(s, { type: 'answer', player: 'a', board: 0, question: 0, choice: plan.questions[0].answer, at: 3 });
  return apply(s, { type: 'command', command: { type: 'next' }, at: 4 });
};

test('one row per player and question, answered or not', () => {
  const rows = csvRows(evening(), 'yes', 'no');
  expect(rows).toHaveLength(2 * plan.questions.length);
  expect(rows[0]).toEqual(['=HYPERLINK("x")', 'sv', '1', 'established-partner-plays', '2017', '1', plan.questions[0].ask, plan.questions[0].answer, plan.questions[0].answer, 'yes', '', '1000', new Date(3).toISOString()]);
  // Not answered: no choice, no verdict; not revealed yet: no points.
  expect(rows[1].slice(7)).toEqual(['', plan.questions[1].answer, '', '', '', '']);
});

test.each([
  ['=1+1', "'=1+1"],
  ['+49 30', "'+49 30"],
  ['-5', "'-5"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tx', "'\tx"],
  ['Anna', 'Anna'],
])('a cell %j becomes %j', (cell, out) => expect(neutralise(cell)).toBe(out));

test.each([
  ['de', ';'],
  ['sv', ';'],
  ['en', ','],
] as const)('%s: a BOM, the separator %j, and the text parses back', (locale, sep) => {
  const csv = makeCsv(headings, csvRows(evening(), 'yes', 'no'), locale);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(separatorFor(locale)).toBe(sep);
  const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: sep, skipEmptyLines: true });
  expect(parsed.data[0]).toEqual([...CSV_COLUMNS]);
  expect(parsed.data[1][0]).toBe('\'=HYPERLINK("x")');
  expect(parsed.data[3][0]).toBe('Jürgen; "Jü"');
});
