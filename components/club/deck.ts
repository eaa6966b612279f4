// A club evening as plain data: the boards, where the presenter is, and the room's votes. The
// presenter's window owns this state and sends it whole to the projector window on each change.
// What the evening's windows load first stays in this module; the right answers (which need the
// quiz model and the engine) are in ./answers.ts, with the board views that show them.
import type { CaseFile, Edition, Ruling } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import { stepOfKey } from './presenterKeys';

export const STATUS_ANSWERS = ['established', 'corrected'] as const;
export type StatusAnswer = (typeof STATUS_ANSWERS)[number];
// The transfer is 0, 1 or 2 tricks; "no automatic transfer" is 0, never a second answer for the
// same count (that the director may still adjust under 64C is told in the explanation).
export const TRANSFER_ANSWERS = ['0', '1', '2'] as const;
export type TransferAnswer = (typeof TRANSFER_ANSWERS)[number];

export interface Votes {
  readonly status: Readonly<Record<StatusAnswer, number>>;
  readonly transfer: Readonly<Record<TransferAnswer, number>>;
}

export const noVotes = (): Votes => ({ status: { established: 0, corrected: 0 }, transfer: { 0: 0, 1: 0, 2: 0 } });

export interface ClubBoard {
  readonly family: FamilyName;
  readonly edition: Edition;
  readonly seed: number;
  readonly caseFile: CaseFile;
  readonly ruling: Ruling;
}

/** Where a board is shown: two poll questions, the reveal, then the worked steps one by one. */
export type Phase =
  | { readonly kind: 'question'; readonly question: 'status' | 'transfer' }
  | { readonly kind: 'reveal' }
  | { readonly kind: 'step'; readonly index: number };

export const phasesOf = (stepCount: number): Phase[] => [
  { kind: 'question', question: 'status' },
  { kind: 'question', question: 'transfer' },
  { kind: 'reveal' },
  ...Array.from({ length: stepCount }, (_, index) => ({ kind: 'step' as const, index })),
];
const REVEAL = 2;

export interface ClubState {
  readonly boards: readonly ClubBoard[];
  readonly board: number;
  /** Index into phasesOf(the board's step count). */
  readonly phase: number;
  /** One tally per board, so going back shows what the room said. */
  readonly votes: readonly Votes[];
}

export const startEvening = (boards: readonly ClubBoard[]): ClubState => ({ boards, board: 0, phase: 0, votes: boards.map(noVotes) });

export type Command =
  | { readonly type: 'next' }
  | { readonly type: 'prev' }
  | { readonly type: 'reveal' }
  | { readonly type: 'goto'; readonly board: number }
  | { readonly type: 'votes'; readonly votes: Votes };

const phaseCount = (s: ClubState, board = s.board): number => phasesOf(s.boards[board]?.ruling.steps.length ?? 0).length;

/** One move of the presenter (keys, clicker, buttons); past a board's last step comes the next board. */
export const applyCommand = (s: ClubState, c: Command): ClubState => {
  if (s.boards.length === 0) return s;
  switch (c.type) {
    case 'next':
      if (s.phase + 1 < phaseCount(s)) return { ...s, phase: s.phase + 1 };
      return s.board + 1 < s.boards.length ? { ...s, board: s.board + 1, phase: 0 } : s;
    case 'prev':
      if (s.phase > 0) return { ...s, phase: s.phase - 1 };
      return s.board > 0 ? { ...s, board: s.board - 1, phase: phaseCount(s, s.board - 1) - 1 } : s;
    case 'reveal':
      return s.phase < REVEAL ? { ...s, phase: REVEAL } : s;
    case 'goto':
      return c.board >= 0 && c.board < s.boards.length ? { ...s, board: c.board, phase: 0 } : s;
    case 'votes':
      return { ...s, votes: s.votes.map((v, i) => (i === s.board ? c.votes : v)) };
  }
};

export const currentPhase = (s: ClubState): Phase => phasesOf(s.boards[s.board]?.ruling.steps.length ?? 0)[s.phase] ?? { kind: 'reveal' };

export const isRevealed = (s: ClubState): boolean => s.phase >= REVEAL;

/** Key bindings shared by both windows: a clicker's keys step the deck, R reveals. */
export const commandForKey = (key: string): Command | null => {
  const step = stepOfKey(key);
  if (step) return { type: step };
  return key === 'r' || key === 'R' ? { type: 'reveal' } : null;
};

/** What the windows say to each other over the BroadcastChannel. */
export type ClubMessage =
  /** From the presenter: the whole evening; null before it has started. */
  | { readonly type: 'state'; readonly state: ClubState | null }
  /** From a screen that has just opened, and again when it closes (`bye`). */
  | { readonly type: 'hello' }
  | { readonly type: 'bye' }
  /** From a presenter that has just opened: an open screen answers `hello` (it may have said it
   *  before the presenter was listening: a screen opened first, or the presenter reloaded). */
  | { readonly type: 'ping' }
  | { readonly type: 'command'; readonly command: Command };

export const CLUB_CHANNEL = 'revoke-trainer/club/v1';
