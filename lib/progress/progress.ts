// A learner's self-study progress: an append-only log of attempts. Everything shown (cards, due
// dates, streaks) is derived from the log (schedule.ts), so the stored shape stays small and a
// file from another device can be merged by taking the union of two logs.
import { z } from 'zod';
import { EDITIONS, type Edition, type Result, ok, err } from '../engine';
import { FAMILY_NAMES, type FamilyName } from '../generator/familyNames';

export const PROGRESS_FORMAT = 'revoke-trainer-progress';
export const PROGRESS_VERSION = 1;

/** How a board went: a wrong prediction is `again`; a solved board `good`, or `easy` if the learner says so. */
export const RATINGS = ['again', 'good', 'easy'] as const;
export type AttemptRating = (typeof RATINGS)[number];

export interface Attempt {
  readonly family: FamilyName;
  readonly edition: Edition;
  readonly seed: number;
  /** ISO 8601 instant, UTC. */
  readonly at: string;
  readonly rating: AttemptRating;
}

export interface Progress {
  readonly format: typeof PROGRESS_FORMAT;
  readonly version: typeof PROGRESS_VERSION;
  readonly attempts: readonly Attempt[];
}

export const emptyProgress = (): Progress => ({ format: PROGRESS_FORMAT, version: PROGRESS_VERSION, attempts: [] });

const attemptSchema = z
  .object({
    family: z.enum(FAMILY_NAMES),
    edition: z.enum(EDITIONS),
    seed: z.number().int().min(0),
    at: z.iso.datetime(),
    rating: z.enum(RATINGS),
  })
  .strict();

const progressSchema = z
  .object({
    format: z.literal(PROGRESS_FORMAT),
    version: z.literal(PROGRESS_VERSION),
    attempts: z.array(attemptSchema),
  })
  .strict();

export type ProgressErrorCode = 'not-json' | 'not-progress' | 'unknown-version' | 'bad-field';

/** What is wrong and where: `path` such as `attempts[3].family`; `detail` is the parser's own words. */
export interface ProgressError {
  readonly code: ProgressErrorCode;
  readonly path?: string;
  readonly detail: string;
}

const makePath = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');

/** From parsed JSON to checked progress; never throws. */
export const parseProgress = (raw: unknown): Result<Progress, ProgressError> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as { format?: unknown }).format !== PROGRESS_FORMAT) {
    return err({ code: 'not-progress', detail: `expected an object with "format": "${PROGRESS_FORMAT}"` });
  }
  const version = (raw as { version?: unknown }).version;
  if (version !== PROGRESS_VERSION) {
    return err({ code: 'unknown-version', path: 'version', detail: `version ${JSON.stringify(version) ?? 'missing'}; this app reads version ${PROGRESS_VERSION}` });
  }
  const parsed = progressSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err({ code: 'bad-field', path: makePath(issue.path), detail: issue.message });
  }
  return ok(parsed.data as Progress);
};

/** From text (localStorage, an imported file) to checked progress; never throws. */
export const parseProgressText = (text: string): Result<Progress, ProgressError> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ code: 'not-json', detail: (e as Error).message });
  }
  return parseProgress(json);
};

export const makeProgressText = (p: Progress): string => JSON.stringify(p);

export const recordAttempt = (p: Progress, a: Attempt): Progress => ({ ...p, attempts: [...p.attempts, a] });

/** Change one attempt's rating (the learner says a solved board was easy); others stay as they are. */
export const rerateAttempt = (p: Progress, a: Attempt, rating: AttemptRating): Progress => ({
  ...p,
  attempts: p.attempts.map((x) => (attemptKey(x) === attemptKey(a) ? { ...x, rating } : x)),
});

const attemptKey = (a: Attempt): string => `${a.at}|${a.family}|${a.edition}|${a.seed}|${a.rating}`;

/** The union of two logs, in time order: importing the same file twice adds nothing. */
export const mergeProgress = (a: Progress, b: Progress): Progress => {
  const seen = new Set(a.attempts.map(attemptKey));
  const added: Attempt[] = [];
  for (const x of b.attempts) {
    if (seen.has(attemptKey(x))) continue;
    seen.add(attemptKey(x));
    added.push(x);
  }
  const attempts = [...a.attempts, ...added].sort((x, y) => Date.parse(x.at) - Date.parse(y.at));
  return { ...a, attempts };
};
