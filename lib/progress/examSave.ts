// An exam being sat, kept in the progress record so that a reload (or a closed tab) resumes it at
// the same board with the same clock: the paper is its edition, seed and size; what has been
// answered so far is kept as the questions asked and the answers given. The clock keeps running
// while the page is away, as an exam's would: the deadline is fixed when the exam starts.
import { z } from 'zod';
import { EDITIONS, SEATS, type Edition, type Seat } from '../engine';
import { ASKS, type Ask } from './answers';
import { EXAM_SIZE } from './exam';

export interface SavedAnswer {
  readonly question: { readonly revoke: { readonly seat: Seat; readonly trick: number }; readonly ask: Ask; readonly askedAt: number; readonly options: readonly string[]; readonly answer: string };
  readonly chosen: string;
  readonly right: boolean;
}

export interface SavedBoard {
  /** Milliseconds spent on the board. */
  readonly ms: number;
  readonly answers: readonly SavedAnswer[];
}

export interface SavedExam {
  readonly edition: Edition;
  readonly seed: number;
  readonly size: number;
  /** When the learner pressed start (ms since the epoch): the deadline counts from here. */
  readonly startedAt: number;
  /** The board on the screen, from 0. */
  readonly index: number;
  /** When that board was first shown (its time in the report counts from here). */
  readonly boardStartedAt: number;
  /** One entry per board of the paper: null until it is answered. */
  readonly results: readonly (SavedBoard | null)[];
}

const ms = z.number().int().min(0);

const answerSchema = z
  .object({
    question: z
      .object({
        revoke: z.object({ seat: z.enum(SEATS), trick: z.number().int().min(1).max(13) }).strict(),
        ask: z.enum(ASKS),
        askedAt: z.number().int().min(0),
        options: z.array(z.string()).min(1),
        answer: z.string(),
      })
      .strict(),
    chosen: z.string(),
    right: z.boolean(),
  })
  .strict();

export const savedExamSchema = z
  .object({
    edition: z.enum(EDITIONS),
    seed: z.number().int().min(0),
    size: z.number().int().min(1).max(EXAM_SIZE),
    startedAt: ms,
    index: z.number().int().min(0),
    boardStartedAt: ms,
    results: z.array(z.object({ ms, answers: z.array(answerSchema) }).strict().nullable()),
  })
  .strict()
  .refine((e) => e.results.length === e.size && e.index < e.size, { message: 'one result per board, and the board shown among them' });

/** Whether a saved exam is the paper an address names. */
export const isSamePaper = (e: SavedExam, paper: { readonly edition: Edition; readonly seed: number; readonly size: number }): boolean =>
  e.edition === paper.edition && e.seed === paper.seed && e.size === paper.size;
