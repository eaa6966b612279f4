// The one progress record, version 2: every graded answer from anywhere in the app, the board-level
// attempts of version-1 study sessions (which kept no per-question detail), boards the learner
// called too easy, and the lesson boards solved. Everything shown is derived from these logs.
//
// Reading is lenient entry by entry: one damaged answer must not cost the learner the other
// thousand. What cannot be read is reported (with its path) so the caller keeps the raw text aside.
// The namespace import, not { z }: bundlers drop the unused parts of zod only through it (7.7 KB gzip against 17).
import * as z from 'zod/mini';
import { EDITIONS, type Edition, type Result, ok, err } from '../engine';
import { answerKey, answerSchema, type AnswerEvent } from './answers';
import { savedExamSchema, type SavedExam } from './examSave';
import { issueText } from './issue';

export const STORE_FORMAT = 'revoke-trainer-progress';
export const STORE_VERSION = 2;

/** How a board went in a version-1 study session: wrong is `again`; solved `good`, or `easy`. */
export const RATINGS = ['again', 'good', 'easy'] as const;
export type Rating = (typeof RATINGS)[number];

export interface BoardAttempt {
  readonly family: string;
  readonly edition: Edition;
  readonly seed: number;
  /** ISO 8601 instant, UTC (as version 1 stored it). */
  readonly at: string;
  readonly rating: Rating;
}

export interface ProgressStore {
  readonly format: typeof STORE_FORMAT;
  readonly version: typeof STORE_VERSION;
  readonly answers: readonly AnswerEvent[];
  readonly attempts: readonly BoardAttempt[];
  /** Boards (answers.ts boardKeyOf) the learner solved and called too easy. */
  readonly easy: readonly string[];
  /** Lesson slug → the lesson's board keys solved (lib/lessons/tags.ts boardKey). */
  readonly lessons: Readonly<Record<string, readonly string[]>>;
  /** The exam being sat, if any (examSave.ts): a reload resumes it. */
  readonly exam?: SavedExam;
}

export const emptyStore = (): ProgressStore => ({ format: STORE_FORMAT, version: STORE_VERSION, answers: [], attempts: [], easy: [], lessons: {} });

export const attemptSchema = z.strictObject({
  family: z.string().check(z.minLength(1)),
  edition: z.enum(EDITIONS),
  seed: z.int().check(z.minimum(0)),
  at: z.iso.datetime(),
  rating: z.enum(RATINGS),
});

export type StoreErrorCode = 'not-json' | 'not-progress' | 'unknown-version' | 'bad-field';

/** What is wrong and where: `path` such as `answers[3].edition`; `detail` is the parser's own words. */
export interface StoreError {
  readonly code: StoreErrorCode;
  readonly path?: string;
  readonly detail: string;
}

/** What was read, and what could not be (kept aside by the caller, never dropped unseen). */
export interface Read<T> {
  readonly value: T;
  readonly problems: readonly StoreError[];
}

const makePath = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Each entry of an array checked on its own; the good ones kept, each bad one reported. */
const readList = <T>(raw: unknown, field: string, schema: z.ZodMiniType<T>, problems: StoreError[]): T[] => {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push({ code: 'bad-field', path: field, detail: 'expected a list' });
    return [];
  }
  const out: T[] = [];
  raw.forEach((entry, i) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) out.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      problems.push({ code: 'bad-field', path: makePath([field, i, ...issue.path]), detail: issueText(issue) });
    }
  });
  return out;
};

const readLessons = (raw: unknown, field: string, problems: StoreError[]): Record<string, string[]> => {
  if (raw === undefined) return {};
  if (!isObject(raw)) {
    problems.push({ code: 'bad-field', path: field, detail: 'expected an object of lesson → boards' });
    return {};
  }
  const read: [string, string[]][] = [];
  for (const [slug, boards] of Object.entries(raw)) {
    if (Array.isArray(boards) && boards.every((b) => typeof b === 'string')) read.push([slug, [...new Set(boards)]]);
    else problems.push({ code: 'bad-field', path: `${field}.${slug}`, detail: 'expected a list of board keys' });
  }
  // fromEntries, not assignment: a key named "__proto__" in a file stays a key (fast-check found
  // `out["__proto__"] = []` replacing the object's prototype, so the export did not read back)
  return Object.fromEntries(read);
};

/** The exam being sat: all of it or nothing (half an exam cannot be resumed), a problem reported. */
const readExam = (raw: unknown, problems: StoreError[]): SavedExam | null => {
  if (raw === undefined) return null;
  const parsed = savedExamSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  problems.push({ code: 'bad-field', path: makePath(['exam', ...issue.path]), detail: issueText(issue) });
  return null;
};

/** Version 2, the current format. */
const readV2 = (raw: Record<string, unknown>): Read<ProgressStore> => {
  const problems: StoreError[] = [];
  const known = new Set(['format', 'version', 'answers', 'attempts', 'easy', 'lessons', 'exam', 'exportedAt']);
  for (const k of Object.keys(raw)) if (!known.has(k)) problems.push({ code: 'bad-field', path: k, detail: 'unknown field' });
  const exam = readExam(raw.exam, problems);
  return {
    value: {
      ...emptyStore(),
      answers: readList(raw.answers, 'answers', answerSchema, problems),
      attempts: readList(raw.attempts, 'attempts', attemptSchema, problems),
      easy: readList(raw.easy, 'easy', z.string().check(z.minLength(1)), problems),
      lessons: readLessons(raw.lessons, 'lessons', problems),
      ...(exam ? { exam } : {}),
    },
    problems,
  };
};

/**
 * Version 1 of the study store (`revoke-trainer/progress/v1`, lib/progress/progress.ts at
 * 4daa5ba): `{ format, version: 1, attempts: [{ family, edition, seed, at, rating }] }`.
 */
const readStudyV1 = (raw: Record<string, unknown>): Read<ProgressStore> => {
  const problems: StoreError[] = [];
  const attempts = readList(raw.attempts, 'attempts', attemptSchema, problems);
  return { value: { ...emptyStore(), attempts }, problems };
};

/**
 * Version 1 of the lesson store (`revoke-trainer:lessons:v1`, lib/lessons/progress.ts at
 * f08cc78): `{ version: 1, solved: { slug: [boardKey] } }`, with no format field.
 */
const readLessonsV1 = (raw: Record<string, unknown>): Read<ProgressStore> => {
  const problems: StoreError[] = [];
  const lessons = readLessons(raw.solved, 'solved', problems);
  return { value: { ...emptyStore(), lessons }, problems };
};

const isLessonsV1 = (raw: Record<string, unknown>): boolean => raw.format === undefined && raw.version === 1 && 'solved' in raw;

/** Any format this app has ever stored or exported, read into the current one; never throws. */
export const readStore = (raw: unknown): Result<Read<ProgressStore>, StoreError> => {
  if (!isObject(raw)) return err({ code: 'not-progress', detail: `expected an object with "format": "${STORE_FORMAT}"` });
  if (isLessonsV1(raw)) return ok(readLessonsV1(raw));
  if (raw.format !== STORE_FORMAT) return err({ code: 'not-progress', detail: `expected an object with "format": "${STORE_FORMAT}"` });
  switch (raw.version) {
    case 1:
      return ok(readStudyV1(raw));
    case 2:
      return ok(readV2(raw));
    default:
      return err({ code: 'unknown-version', path: 'version', detail: `version ${JSON.stringify(raw.version) ?? 'missing'}; this app reads versions 1 and 2` });
  }
};

/** From text (localStorage, an imported file) to the current format; never throws. */
export const readStoreText = (text: string): Result<Read<ProgressStore>, StoreError> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ code: 'not-json', detail: (e as Error).message });
  }
  return readStore(json);
};

export const makeStoreText = (s: ProgressStore): string => JSON.stringify(s);

/** An export file: the store itself, with the time it was written (ignored when read back). */
export const makeExportText = (s: ProgressStore, now: Date): string => JSON.stringify({ ...s, exportedAt: now.toISOString() }, null, 1);

const attemptKey = (a: BoardAttempt): string => `${a.at}|${a.family}|${a.edition}|${a.seed}|${a.rating}`;

const unionBy = <T>(a: readonly T[], b: readonly T[], key: (x: T) => string): T[] => {
  const seen = new Set(a.map(key));
  const out = [...a];
  for (const x of b) {
    const k = key(x);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(x);
  }
  return out;
};

/** The union of two records: importing the same file twice adds nothing, and nothing is lost. */
export const mergeStores = (a: ProgressStore, b: ProgressStore): ProgressStore => {
  // A map, then fromEntries (as readLessons does): reading or assigning a key named "__proto__" on
  // an object reads or replaces its prototype, which crashed the merge of such an imported file.
  const lessons = new Map(Object.entries(a.lessons));
  for (const [slug, boards] of Object.entries(b.lessons)) lessons.set(slug, unionBy(lessons.get(slug) ?? [], boards, (x) => x));
  return {
    ...a,
    answers: unionBy(a.answers, b.answers, answerKey).sort((x, y) => x.at - y.at),
    attempts: unionBy(a.attempts, b.attempts, attemptKey).sort((x, y) => Date.parse(x.at) - Date.parse(y.at)),
    easy: unionBy(a.easy, b.easy, (x) => x),
    lessons: Object.fromEntries(lessons),
  };
};

export const withAnswer = (s: ProgressStore, a: AnswerEvent): ProgressStore => ({ ...s, answers: [...s.answers, a] });

export const withEasy = (s: ProgressStore, board: string): ProgressStore => (s.easy.includes(board) ? s : { ...s, easy: [...s.easy, board] });

export const withLessonBoard = (s: ProgressStore, slug: string, board: string): ProgressStore => {
  const done = s.lessons[slug] ?? [];
  return done.includes(board) ? s : { ...s, lessons: { ...s.lessons, [slug]: [...done, board] } };
};

/** The exam being sat saved, or (null) put away once handed in. */
export const withExam = (s: ProgressStore, exam: SavedExam | null): ProgressStore => {
  if (exam) return { ...s, exam };
  const { exam: _done, ...rest } = s;
  return rest;
};

export const isEmptyStore = (s: ProgressStore): boolean =>
  s.answers.length === 0 && s.attempts.length === 0 && s.easy.length === 0 && Object.keys(s.lessons).length === 0;
