// The evening's answers as CSV for the teacher: one row per player and question. It must open in
// Excel as it is: a UTF-8 byte-order mark (else Excel reads Latin-1 and garbles å, ä, ö, ü), and the
// separator Excel expects in that language (sv and de use the comma as decimal mark, so ';').
// A cell that starts like a formula is neutralised with a leading apostrophe (CSV injection).
import Papa from 'papaparse';
import type { Locale } from '@/lib/i18n/locales';
import { pointsFor, questionKey, type SessionState } from './session';

export const CSV_COLUMNS = ['nickname', 'language', 'board', 'family', 'edition', 'question', 'ask', 'chosen', 'answer', 'right', 'mistake', 'points', 'answeredAt'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const separatorFor = (locale: Locale): ',' | ';' => (locale === 'en' ? ',' : ';');

/** `=1+1`, `+`, `-`, `@`, tab and carriage return start a formula or a command in a spreadsheet. */
export const neutralise = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

export const csvRows = (s: SessionState, yes: string, no: string): string[][] => {
  const rows: string[][] = [];
  for (const p of s.players) {
    s.boards.forEach((b, board) => {
      b.questions.forEach((q, i) => {
        const key = questionKey(board, i);
        const a = s.answers[key]?.[p.id];
        const revealed = s.revealed.includes(key);
        const right = a ? q.right.includes(a.choice) : false;
        rows.push([
          p.nickname,
          p.locale,
          String(board + 1),
          b.family,
          b.edition,
          String(i + 1),
          q.ask,
          a?.choice ?? '',
          q.answer,
          a ? (right ? yes : no) : '',
          a && !right ? (q.mistakes[a.choice] ?? '') : '',
          revealed ? String(pointsFor(s, key, a)) : '',
          a ? new Date(a.at).toISOString() : '',
        ]);
      });
    });
  }
  return rows;
};

export const makeCsv = (headings: Readonly<Record<CsvColumn, string>>, rows: readonly (readonly string[])[], locale: Locale): string =>
  '\uFEFF' +
  Papa.unparse(
    { fields: CSV_COLUMNS.map((c) => neutralise(headings[c])), data: rows.map((r) => r.map(neutralise)) },
    { delimiter: separatorFor(locale), newline: '\r\n', quotes: false, escapeFormulae: false },
  );
