// The evening survives a reload of the presenter's window (sessionStorage: this tab only). Only
// what deals the boards again is kept (family, edition, seed); deals and rulings are recomputed,
// so a stored text can never put a ruling on the screen that the engine did not make.
import { z } from 'zod';
import { EDITIONS } from '@/lib/engine';
import { FAMILY_NAMES } from '@/lib/generator/familyNames';
import { STATUS_ANSWERS, TRANSFER_ANSWERS, noVotes, phasesOf, type ClubBoard, type ClubState } from './deck';

export const SAVED_EVENING_KEY = 'revoke-trainer/club/evening/v1';

const count = z.number().int().min(0).max(999);
const votesSchema = z.object({
  status: z.object(Object.fromEntries(STATUS_ANSWERS.map((a) => [a, count])) as Record<(typeof STATUS_ANSWERS)[number], typeof count>),
  transfer: z.object(Object.fromEntries(TRANSFER_ANSWERS.map((a) => [a, count])) as Record<(typeof TRANSFER_ANSWERS)[number], typeof count>),
});
const savedSchema = z.object({
  boards: z.array(z.object({ family: z.enum(FAMILY_NAMES), edition: z.enum(EDITIONS), seed: z.number().int().min(0) })).min(1),
  board: z.number().int().min(0),
  phase: z.number().int().min(0),
  votes: z.array(votesSchema),
});
export type SavedEvening = z.infer<typeof savedSchema>;

export const makeSavedEvening = (s: ClubState): string =>
  JSON.stringify({ boards: s.boards.map(({ family, edition, seed }) => ({ family, edition, seed })), board: s.board, phase: s.phase, votes: s.votes });

/** null for anything that is not a saved evening; never throws. */
export const parseSavedEvening = (text: string | null): SavedEvening | null => {
  if (!text) return null;
  try {
    const r = savedSchema.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
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
