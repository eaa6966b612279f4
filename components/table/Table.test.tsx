// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { replayCase } from '@/lib/engine';
import { renderIn } from '@/components/testing/render';
import { loadCase } from '@/components/testing/cases';
import { NO_HIGHLIGHTS } from '@/components/quiz/model';
import { Table } from './Table';

const seed1 = loadCase('64a2-seed-example1-one-trick');
const at = (n: number) => {
  const r = replayCase(seed1, n);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

test('en: compass diagram with contract, dummy face up, the others face down, the trick in the middle', () => {
  renderIn('en', <Table state={at(6)} caseFile={seed1} showAllHands={false} highlights={NO_HIGHLIGHTS} />);
  const table = screen.getByRole('group', { name: 'Bridge table' });
  expect(within(table).getByText('4♠')).toBeTruthy();
  expect(within(table).getByText('4 spades').className).toBe('visually-hidden');
  expect(within(table).getByText('East to play')).toBeTruthy();
  expect(within(table).getByRole('list', { name: "North's hand" })).toBeTruthy(); // dummy
  expect(within(table).getByRole('img', { name: "West: 11 cards, face down" })).toBeTruthy();
  const trick = within(table).getByRole('region', { name: 'Trick 2' });
  // Each card in the current trick is read with the seat that played it.
  expect(within(trick).getByRole('img', { name: /^(North|East|South|West): king of clubs$/ })).toBeTruthy();
  // Law 65: the first trick lies turned in front of each player, won or lost.
  expect(within(within(table).getByRole('list', { name: "West's played cards" })).getByRole('img', { name: 'Trick 1: won' })).toBeTruthy();
  expect(within(within(table).getByRole('list', { name: "North's played cards" })).getByRole('img', { name: 'Trick 1: lost' })).toBeTruthy();
});

test('sv: cards and seats in Swedish letters; all hands shown on request', () => {
  renderIn('sv', <Table state={at(0)} caseFile={seed1} showAllHands highlights={NO_HIGHLIGHTS} />);
  expect(screen.getByRole('list', { name: 'Östs hand' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'spader kung' }).textContent).toBe('K♠');
  expect(screen.getByRole('img', { name: 'klöver ess' }).textContent).toBe('E♣');
});

test('de: a highlighted quitted trick is turned face up and named', () => {
  renderIn('de', <Table state={at(52)} caseFile={seed1} showAllHands={false} highlights={{ tricks: new Set([6]), cards: new Set(), seats: new Set(['E' as const]) }} />);
  const east = screen.getByRole('list', { name: 'Gespielte Karten von Ost' });
  expect(within(east).getByRole('img', { name: 'Stich 6: verloren, Karo Acht' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Ost' }).className).toContain('is-highlighted');
});

test('sv: a penalty card on the table is labelled as one, for the eye and the screen reader', () => {
  const c = loadCase('61a-lead-of-forbidden-suit-corrected-penalty-card');
  const final = replayCase(c);
  if (!final.ok) throw new Error(final.error.message);
  const n = [...Array(c.timeline.length + 1).keys()].find((i) => {
    const r = replayCase(c, i);
    return r.ok && Object.values(r.value.penaltyCards).some((p) => p.length > 0);
  });
  expect(n).toBeDefined();
  const state = replayCase(c, n);
  if (!state.ok) throw new Error(state.error.message);
  renderIn('sv', <Table state={state.value} caseFile={c} showAllHands={false} highlights={NO_HIGHLIGHTS} />);
  const group = screen.getByRole('group', { name: /s straffkort$/ });
  expect(within(group).getByText('Straffkort')).toBeTruthy();
  expect(within(group).getByRole('img', { name: /^Straffkort: / })).toBeTruthy();
});
