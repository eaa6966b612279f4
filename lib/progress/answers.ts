// One graded answer, as every place that grades one records it (TEAM.md "Progress"). The shape is
// the interface between owners: the scenario page, lessons, study sessions, the exam and the club
// all send exactly this, once per answer.
// The namespace import, not { z }: bundlers drop the unused parts of zod only through it (7.7 KB gzip against 17).
import * as z from 'zod/mini';
import { EDITIONS, type Edition } from '../engine';

/** The quiz's questions (lib/quiz `AnyAsk`: 'mayAsk' is the Law 61B one), listed here so the store can check what it reads back. */
export const ASKS = ['status', 'penaltyCard', 'transfer', 'mayAsk'] as const;
export type Ask = (typeof ASKS)[number];

export const SOURCES = ['scenario', 'lesson', 'study', 'exam', 'club'] as const;
export type AnswerSource = (typeof SOURCES)[number];

export interface AnswerEvent {
  readonly source: AnswerSource;
  /** The generator family, or null for a hand-written case. */
  readonly family: string | null;
  readonly edition: Edition;
  /** The generator seed, or null for a hand-written case. */
  readonly seed: number | null;
  /** Names a hand-written case (a lesson's case file, a shared link) where there is no family. */
  readonly caseKey?: string;
  readonly ask: Ask;
  /** The law the question turns on (e.g. '64A2', '63A1', '62D'), as the ruling cites it. */
  readonly law: string | null;
  readonly chosen: string;
  readonly answer: string;
  readonly right: boolean;
  /** A named way of being wrong (lib/quiz Mistake), null when right. */
  readonly mistake: string | null;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

// Strings are not narrowed to today's families, laws or options: a file from a newer version of
// the app, or a family renamed later, must still load (views skip what they do not know).
export const answerSchema = z.strictObject({
  source: z.enum(SOURCES),
  family: z.nullable(z.string().check(z.minLength(1))),
  edition: z.enum(EDITIONS),
  seed: z.nullable(z.int().check(z.minimum(0))),
  caseKey: z.optional(z.string().check(z.minLength(1))),
  ask: z.enum(ASKS),
  law: z.nullable(z.string().check(z.minLength(1))),
  chosen: z.string(),
  answer: z.string(),
  right: z.boolean(),
  mistake: z.nullable(z.string().check(z.minLength(1))),
  at: z.int().check(z.minimum(0)),
});

/** Two records of the same answer (an import of a file already imported) share this key. */
export const answerKey = (a: AnswerEvent): string =>
  [a.at, a.source, a.family ?? '', a.edition, a.seed ?? '', a.caseKey ?? '', a.ask, a.chosen].join('|');

/** The board an answer belongs to: a family's seed, or a named case. */
export const boardKeyOf = (a: Pick<AnswerEvent, 'family' | 'edition' | 'seed' | 'caseKey'>): string =>
  a.family !== null ? `${a.family}/${a.edition}/${a.seed ?? ''}` : `case:${a.caseKey ?? ''}/${a.edition}`;
