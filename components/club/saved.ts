// The evening survives a reload of the presenter's window (sessionStorage: this tab only). Only
// what deals the boards again is kept (family, edition, seed); deals and rulings are recomputed,
// so a stored text can never put a ruling on the screen that the engine did not make.
import { EDITIONS, type Edition } from '@/lib/engine';
import { FAMILY_NAMES, type FamilyName } from '@/lib/generator/familyNames';
import { STATUS_ANSWERS, TRANSFER_ANSWERS, noVotes, phasesOf, type ClubBoard, type ClubState, type Votes } from './deck';

export const SAVED_EVENING_KEY = 'revoke-trainer/club/evening/v1';

export interface SavedEvening {
  readonly boards: readonly { readonly family: FamilyName; readonly edition: Edition; readonly seed: number }[];
  readonly board: number;
  readonly phase: number;
  readonly votes: readonly Votes[];
}

// Checked by hand, not with a schema library: the shape is small, and this runs in the presenter's
// browser, where a library would be page weight for five fields.
type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
const isCount = (x: unknown): x is number => isInt(x, 999);
const isOneOf = <T extends string>(all: readonly T[], x: unknown): x is T => typeof x === 'string' && (all as readonly string[]).includes(x);
const isTally = (x: unknown, answers: readonly string[]): boolean => isObj(x) && answers.every((a) => isCount(x[a]));
const isVotes = (x: unknown): x is Votes => isObj(x) && isTally(x.status, STATUS_ANSWERS) && isTally(x.transfer, TRANSFER_ANSWERS);
const isBoard = (x: unknown): x is SavedEvening['boards'][number] =>
  isObj(x) && isOneOf(FAMILY_NAMES, x.family) && isOneOf(EDITIONS, x.edition) && isInt(x.seed, Number.MAX_SAFE_INTEGER);
const isSaved = (x: unknown): x is SavedEvening =>
  isObj(x) &&
  Array.isArray(x.boards) &&
  x.boards.length > 0 &&
  x.boards.every(isBoard) &&
  isInt(x.board, Number.MAX_SAFE_INTEGER) &&
  isInt(x.phase, Number.MAX_SAFE_INTEGER) &&
  Array.isArray(x.votes) &&
  x.votes.every(isVotes);

/** Only the fields an evening has, whatever else the stored text carried. */
const copyOf = (s: SavedEvening): SavedEvening => ({
  boards: s.boards.map(({ family, edition, seed }) => ({ family, edition, seed })),
  board: s.board,
  phase: s.phase,
  votes: s.votes.map((v) => ({
    status: Object.fromEntries(STATUS_ANSWERS.map((a) => [a, v.status[a]])) as Votes['status'],
    transfer: Object.fromEntries(TRANSFER_ANSWERS.map((a) => [a, v.transfer[a]])) as Votes['transfer'],
  })),
});

export const makeSavedEvening = (s: ClubState): string =>
  JSON.stringify({ boards: s.boards.map(({ family, edition, seed }) => ({ family, edition, seed })), board: s.board, phase: s.phase, votes: s.votes });

/** null for anything that is not a saved evening; never throws. */
export const parseSavedEvening = (text: string | null): SavedEvening | null => {
  if (!text) return null;
  try {
    const x: unknown = JSON.parse(text);
    return isSaved(x) ? copyOf(x) : null;
  } catch {
    return null;
  }
};

/** Put the dealt boards back where the presenter was; positions out of range start the board over. */
export const restoreEvening = (saved: SavedEvening, boards: readonly ClubBoard[]): ClubState | null => {
  if (boards.length !== saved.boards.length) return null;
  const board = Math.min(saved.board, boards.length - 1);
  const phase = saved.phase < phasesOf(boards[board].ruling.steps.length).length ? saved.phase : 0;
  const votes = saved.votes.length === boards.length ? saved.votes : boards.map(noVotes);
  return { boards, board, phase, votes };
};
