// Every recorded answer as CSV, for a teacher's spreadsheet: one row per answer, oldest first.
// Column titles come from the caller (in the reader's language); values stay as recorded.
import Papa from 'papaparse';
import type { AnswerEvent } from './answers';
import { lawGroupOf } from './laws';
import { mistakeKindOf } from './analysis';

export const CSV_COLUMNS = ['time', 'source', 'edition', 'family', 'seed', 'case', 'law', 'lawGroup', 'question', 'chosen', 'answer', 'right', 'mistake'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

// A spreadsheet runs a cell that starts with = + - @ as a formula; an imported file could carry one.
const safe = (v: string): string => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

export const makeAnswersCsv = (answers: readonly AnswerEvent[], titles: Readonly<Record<CsvColumn, string>>): string => {
  const rows = [...answers]
    .sort((a, b) => a.at - b.at)
    .map((a) => {
      const row: Record<CsvColumn, string> = {
        time: new Date(a.at).toISOString(),
        source: a.source,
        edition: a.edition,
        family: a.family ?? '',
        seed: a.seed === null ? '' : String(a.seed),
        case: a.caseKey ?? '',
        law: a.law ?? '',
        lawGroup: lawGroupOf(a.law, a.ask, a.answer),
        question: a.ask,
        chosen: a.chosen,
        answer: a.answer,
        right: a.right ? '1' : '0',
        mistake: a.right ? '' : mistakeKindOf(a),
      };
      return CSV_COLUMNS.map((c) => safe(row[c]));
    });
  // CRLF and a byte-order mark: what Excel needs to open UTF-8 (å, ä, ö, ü) correctly.
  return '\uFEFF' + Papa.unparse({ fields: CSV_COLUMNS.map((c) => safe(titles[c])), data: rows }, { newline: '\r\n' });
};
