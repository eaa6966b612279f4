// The evening's CSV with its headings in the presenter's language (messages/club).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { CSV_COLUMNS, csvRows, makeCsv, type CsvColumn } from '@/lib/live/csv';
import type { SessionState } from '@/lib/live/session';

interface CsvCatalogue {
  readonly csv: Readonly<Record<CsvColumn | 'yes' | 'no', string>>;
}

const catalogue = (locale: Locale): CsvCatalogue['csv'] =>
  (JSON.parse(readFileSync(join(process.cwd(), 'messages', 'club', `${locale}.json`), 'utf8')) as CsvCatalogue).csv;

export const sessionCsv = (s: SessionState): string => {
  const t = catalogue(s.locale);
  const headings = Object.fromEntries(CSV_COLUMNS.map((c) => [c, t[c]])) as Record<CsvColumn, string>;
  return makeCsv(headings, csvRows(s, t.yes, t.no), s.locale);
};
