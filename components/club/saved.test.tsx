// The presenter's saved evening is read back from sessionStorage with a hand-written check (no
// schema library in the browser): what an evening is comes back, anything else is ignored.
import { parseSavedEvening } from './saved';

const votes = { status: { established: 3, corrected: 1 }, transfer: { 0: 0, 1: 2, 2: 0 } };
const evening = { boards: [{ family: 'established-partner-plays', edition: '2017', seed: 42 }], board: 0, phase: 2, votes: [votes] };
const text = (x: unknown) => JSON.stringify(x);

test('a saved evening comes back as it was, without fields it never had', () => {
  expect(parseSavedEvening(text(evening))).toEqual(evening);
  expect(parseSavedEvening(text({ ...evening, extra: '<b>x</b>', boards: [{ ...evening.boards[0], title: 'x' }] }))).toEqual(evening);
});

test.each([
  ['an unknown family', { ...evening, boards: [{ ...evening.boards[0], family: 'nope' }] }],
  ['an unknown edition', { ...evening, boards: [{ ...evening.boards[0], edition: '2027' }] }],
  ['a negative seed', { ...evening, boards: [{ ...evening.boards[0], seed: -1 }] }],
  ['a fractional seed', { ...evening, boards: [{ ...evening.boards[0], seed: 1.5 }] }],
  ['no boards', { ...evening, boards: [] }],
  ['a board position that is text', { ...evening, board: '0' }],
  ['a negative phase', { ...evening, phase: -1 }],
  ['a vote count over 999', { ...evening, votes: [{ ...votes, transfer: { ...votes.transfer, 1: 1000 } }] }],
  ['a missing vote count', { ...evening, votes: [{ status: { established: 1 }, transfer: votes.transfer }] }],
  ['votes that are not a list', { ...evening, votes: votes }],
  ['a list instead of an evening', [evening]],
])('%s is not a saved evening', (_, x) => {
  expect(parseSavedEvening(text(x))).toBeNull();
});

test('text that is not JSON, and nothing stored, are not an evening', () => {
  expect(parseSavedEvening('not json')).toBeNull();
  expect(parseSavedEvening('')).toBeNull();
  expect(parseSavedEvening(null)).toBeNull();
});
