// Pure logic of the club evening (a .tsx name only because the test config collects components/**/*.test.tsx).
import type { Ruling, RevokeRuling } from '@/lib/engine';
import type { CaseFile } from '@/lib/engine';
import { answersOf } from './answers';
import { applyCommand, commandForKey, currentPhase, isRevealed, noVotes, startEvening, type ClubBoard } from './deck';

const revoke = (over: Partial<RevokeRuling>): RevokeRuling => ({
  seat: 'E', role: 'defender', trick: 6, card: 'S2', suitLed: 'H', status: 'established', establishedAt: 31, establishedBy: 'play',
  penaltyCard: null, transfer: 2, rule: '64A1', directorReview: true, ...over,
}) as RevokeRuling;
const ruling = (steps: number, revokes: RevokeRuling[] = [revoke({})]): Ruling => ({
  edition: '2017', revokes, tricks: null, score: null,
  steps: Array.from({ length: steps }, (_, i) => ({ law: '63A1', key: `k${i}`, params: {} })) as unknown as Ruling['steps'],
});
const board = (steps: number): ClubBoard => ({ family: 'transfer-64a1-two', edition: '2017', seed: 1, caseFile: {} as CaseFile, ruling: ruling(steps) });

describe('applyCommand', () => {
  const evening = startEvening([board(2), board(1)]);

  test('next walks question, question, reveal, each step, then the next board', () => {
    const kinds: string[] = [];
    let s = evening;
    for (let i = 0; i < 7; i++) {
      const p = currentPhase(s);
      kinds.push(`${s.board}:${p.kind === 'question' ? p.question : p.kind === 'step' ? `step${p.index}` : 'reveal'}`);
      s = applyCommand(s, { type: 'next' });
    }
    expect(kinds).toEqual(['0:status', '0:transfer', '0:reveal', '0:step0', '0:step1', '1:status', '1:transfer']);
  });

  test('next stops at the last step of the last board; prev stops at the start', () => {
    let s = evening;
    for (let i = 0; i < 20; i++) s = applyCommand(s, { type: 'next' });
    expect(s).toMatchObject({ board: 1, phase: 3 });
    for (let i = 0; i < 20; i++) s = applyCommand(s, { type: 'prev' });
    expect(s).toMatchObject({ board: 0, phase: 0 });
  });

  test('prev from a board\'s first question goes to the previous board\'s last step', () => {
    const s = applyCommand(applyCommand(evening, { type: 'goto', board: 1 }), { type: 'prev' });
    expect(s).toMatchObject({ board: 0, phase: 4 });
  });

  test('R reveals from a question and does not go back once past the reveal', () => {
    expect(isRevealed(evening)).toBe(false);
    const revealed = applyCommand(evening, { type: 'reveal' });
    expect(currentPhase(revealed)).toEqual({ kind: 'reveal' });
    const step = applyCommand(revealed, { type: 'next' });
    expect(applyCommand(step, { type: 'reveal' })).toBe(step);
  });

  test('votes belong to the current board', () => {
    const votes = { ...noVotes(), status: { established: 12, corrected: 5 } };
    const s = applyCommand(applyCommand(evening, { type: 'goto', board: 1 }), { type: 'votes', votes });
    expect(s.votes).toEqual([noVotes(), votes]);
  });
});

describe('answersOf: the poll agrees with the quiz', () => {
  const attention = { format: 'revoke-case/1', timeline: [{ attention: { seat: 'E', trick: 6 } }] } as unknown as CaseFile;
  test.each([
    ['64A1: offender won the revoke trick, two tricks', revoke({}), { status: 'established', transfer: '2' }],
    ['64A2: one trick', revoke({ transfer: 1, rule: '64A2' }), { status: 'established', transfer: '1' }],
    ['62A: corrected in time, nothing moves', revoke({ status: 'corrected', transfer: 0, rule: null }), { status: 'corrected', transfer: '0' }],
    ['62D: trick 12 is corrected even when established', revoke({ trick: 12, status: 'trick12-corrected', transfer: 0, rule: '62D' }), { status: 'corrected', transfer: '0' }],
    ['64C: no automatic transfer is a transfer of 0 (the equity check is in the explanation)', revoke({ transfer: 0, rule: '64C' }), { status: 'established', transfer: '0' }],
    ['64B1: nothing won, no automatic transfer: 0, one answer for one value', revoke({ transfer: 0, rule: '64B1' }), { status: 'established', transfer: '0' }],
  ])('%s', (_name, r, expected) => {
    expect(answersOf(attention, ruling(0, [r]))).toEqual(expected);
  });

  test('a transfer not known yet is not asked', () => {
    expect(answersOf(attention, ruling(0, [revoke({ transfer: null, rule: null })]))).toEqual({ status: 'established', transfer: undefined });
  });

  test('a board without a revoke asks nothing', () => {
    expect(answersOf(attention, ruling(0, []))).toEqual({});
  });
});

test.each([
  ['ArrowRight', 'next'], [' ', 'next'], ['PageDown', 'next'], ['ArrowLeft', 'prev'], ['PageUp', 'prev'], ['r', 'reveal'], ['R', 'reveal'],
])('key %j is %s (a clicker sends arrows or page keys)', (key, type) => {
  expect(commandForKey(key)).toEqual({ type });
});
