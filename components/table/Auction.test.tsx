// @vitest-environment jsdom
// The board as a player reads it first: number, dealer, vulnerability and the auction, with the
// calls in the reader's words (glossary.md) and no-trump as each language writes it.
import { screen, within } from '@testing-library/react';
import { renderIn } from '@/components/testing/render';
import { loadCase } from '@/components/testing/cases';
import type { CaseFile } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { BoardInfo } from './BoardInfo';

const withAuction = (): CaseFile => ({ ...loadCase('64a2-seed-example1-one-trick'), board: 7, dealer: 'S', vulnerable: 'All', auction: ['1NT', 'P', '2C', 'X', 'XX', 'P', '2S', 'P', 'P', 'P'], system: 'natural-5M-15-17' });

test.each([
  ['en', 'Board 7', 'Dealer South', 'All', ['Pass', 'Double', 'Redouble'], '1NT'],
  ['sv', 'Bricka 7', 'Giv Syd', 'Alla i zon', ['pass', 'dubbelt', 'redubbelt'], '1 NT'],
  ['de', 'Board 7', 'Teiler Süd', 'Alle', ['Passe', 'Kontra', 'Rekontra'], '1 SA'],
] as const)('%s: board number with dealer and vulnerability, and the auction in the reader\'s calls', (locale: Locale, board, dealer, vul, calls, nt) => {
  renderIn(locale, <BoardInfo caseFile={withAuction()} />);
  const region = screen.getByRole('region', { name: board });
  expect(region.textContent).toContain(dealer);
  expect(region.textContent).toContain(vul);
  const table = within(region).getByRole('table');
  const cells = within(table).getAllByRole('cell').map((c) => c.textContent ?? '');
  // West North East South, the dealer (South) first: three empty cells, then his 1NT.
  expect(cells.slice(0, 4).map((c) => c === '')).toEqual([true, true, true, false]);
  expect(cells[3]).toContain(nt);
  for (const call of calls) expect(cells.some((c) => c.includes(call))).toBe(true);
});

test('a case without board fields shows nothing of them (an imported case)', () => {
  const { container } = renderIn('en', <BoardInfo caseFile={loadCase('64a2-seed-example1-one-trick')} />);
  expect(container.textContent).toBe('');
});
