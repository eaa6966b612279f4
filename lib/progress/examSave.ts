// An exam being sat, kept in the progress record so that a reload (or a closed tab) resumes it at
// the same board with the same clock: the paper is its edition, seed and size; what has been
// answered so far is kept as the questions asked and the answers given. The clock keeps running
// while the page is away, as an exam's would: the deadline is fixed when the exam starts.
// The namespace import, not { z }: bundlers drop the unused parts of zod only through it (7.7 KB gzip against 17).
import * as z from 'zod/mini';
import { EDITIONS, SEATS, type Edition, type Seat } from '../engine';
import { ASKS, type Ask } from './answers';
import { EXAM_SIZE } from './examSize';

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

const ms = z.int().check(z.minimum(0));

const answerSchema = z.strictObject({
  question: z.strictObject({
    revoke: z.strictObject({ seat: z.enum(SEATS), trick: z.int().check(z.minimum(1), z.maximum(13)) }),
    ask: z.enum(ASKS),
    askedAt: z.int().check(z.minimum(0)),
    options: z.array(z.string()).check(z.minLength(1)),
    answer: z.string(),
  }),
  chosen: z.string(),
  right: z.boolean(),
});

export const savedExamSchema = z
  .strictObject({
    edition: z.enum(EDITIONS),
    seed: z.int().check(z.minimum(0)),
    size: z.int().check(z.minimum(1), z.maximum(EXAM_SIZE)),
    startedAt: ms,
    index: z.int().check(z.minimum(0)),
    boardStartedAt: ms,
    results: z.array(z.nullable(z.strictObject({ ms, answers: z.array(answerSchema) }))),
  })
  .check(z.refine((e) => e.results.length === e.size && e.index < e.size, { message: 'one result per board, and the board shown among them' }));

/** Whether a saved exam is the paper an address names. */
export const isSamePaper = (e: SavedExam, paper: { readonly edition: Edition; readonly seed: number; readonly size: number }): boolean =>
  e.edition === paper.edition && e.seed === paper.seed && e.size === paper.size;
