// The case file `revoke-case/1` (../shared/spec/case-format.md): raw JSON in, a checked CaseFile out.
// Validation returns a Result with a coded error naming the place; it never throws for bad input.
import { z } from 'zod';
import { SEATS, SUITS, EDITIONS, VULNERABILITIES, isCard, type Card, type Edition, type Seat, type Suit, type Vulnerability, type Result, ok, err } from './vocab';

const seat = z.enum(SEATS);
const suit = z.enum(SUITS);
const card = z.string().refine(isCard, { message: 'not a card such as "SQ", "H5", "DT"' }) as unknown as z.ZodType<Card>;

/** One action of the timeline; each is an object with exactly one key naming it. */
const actionSchemas = {
  play: z.object({ play: card, by: seat.optional() }).strict(),
  attention: z.object({ attention: z.object({ seat, trick: z.number().int().min(1).max(13).optional(), by: seat.optional() }).strict() }).strict(),
  correct: z.object({ correct: card, by: seat.optional() }).strict(),
  replace: z.object({ replace: z.object({ seat, card }).strict() }).strict(),
  designate: z.object({ designate: card, by: seat }).strict(),
  claim: z.object({ claim: z.object({ by: seat, tricks: z.number().int().min(0).max(13) }).strict() }).strict(),
  concede: z.object({ concede: z.object({ by: seat, tricks: z.number().int().min(0).max(13) }).strict() }).strict(),
  agree: z.object({ agree: z.object({ by: seat }).strict() }).strict(),
  dispute: z.object({ dispute: z.object({ by: seat }).strict() }).strict(),
  award: z.object({ award: z.object({ tricks: z.number().int().min(0).max(13) }).strict() }).strict(),
  leadOption: z.object({
    leadOption: z.union([
      z.object({ by: seat, require: suit }).strict(),
      z.object({ by: seat, forbid: suit }).strict(),
      z.object({ by: seat, none: z.literal(true) }).strict(),
    ]),
  }).strict(),
  handsReturned: z.object({ handsReturned: z.literal(true) }).strict(),
  nextBoardCall: z.object({ nextBoardCall: z.object({ by: seat }).strict() }).strict(),
  roundEnd: z.object({ roundEnd: z.literal(true) }).strict(),
} as const;

export type ActionKind = keyof typeof actionSchemas;
export const ACTION_KINDS = Object.keys(actionSchemas) as ActionKind[];

export type Action =
  | { readonly play: Card; readonly by?: Seat }
  | { readonly attention: { readonly seat: Seat; readonly trick?: number; readonly by?: Seat } }
  | { readonly correct: Card; readonly by?: Seat }
  | { readonly replace: { readonly seat: Seat; readonly card: Card } }
  | { readonly designate: Card; readonly by: Seat }
  | { readonly claim: { readonly by: Seat; readonly tricks: number } }
  | { readonly concede: { readonly by: Seat; readonly tricks: number } }
  | { readonly agree: { readonly by: Seat } }
  | { readonly dispute: { readonly by: Seat } }
  | { readonly award: { readonly tricks: number } }
  | { readonly leadOption: { readonly by: Seat; readonly require?: Suit; readonly forbid?: Suit; readonly none?: true } }
  | { readonly handsReturned: true }
  | { readonly nextBoardCall: { readonly by: Seat } }
  | { readonly roundEnd: true };

export const kindOf = (a: Action): ActionKind => {
  if ('play' in a) return 'play'; // the common case first: replays call this for every card
  for (const k in a) if (k !== 'by') return k as ActionKind;
  return 'play';
};

export interface CaseFacts {
  /** Dummy broke Law 43A2 (exchanged hands, left his seat to watch declarer, looked at a defender's hand). */
  readonly dummyForfeitedRights?: boolean;
  /** A regulating authority's choice under Law 61B (1997, 2007); left out means the edition's default. */
  readonly defendersMayAskEachOther?: boolean;
}

/** A case file as written: shape-checked, but the deal and timeline not yet replayed. */
export interface CaseFile {
  readonly format: 'revoke-case/1';
  readonly title?: string;
  readonly edition: Edition;
  readonly deal: string;
  readonly contract: string;
  readonly declarer: Seat;
  readonly vulnerable: Vulnerability;
  readonly facts?: CaseFacts;
  readonly timeline: readonly Action[];
  readonly expect?: unknown;
}

export type CaseErrorCode =
  | 'not-json'
  | 'bad-format'
  | 'bad-field'
  | 'bad-deal'
  | 'bad-contract'
  | 'unknown-action'
  | 'bad-action'
  | 'card-not-held'
  | 'card-already-played'
  | 'out-of-turn'
  | 'wrong-player'
  | 'play-after-end'
  | 'nothing-to-correct'
  | 'illegal-correction'
  | 'illegal-replace'
  | 'no-such-revoke'
  | 'ambiguous-revoke'
  | 'bad-designate'
  | 'no-claim'
  | 'bad-claim'
  | 'bad-lead-option';

/** What is wrong and where: `action` is the timeline index, `field` the top-level field, when known. */
export interface CaseError {
  readonly code: CaseErrorCode;
  readonly message: string;
  readonly action?: number;
  readonly field?: string;
}

const topSchema = z.object({
  format: z.literal('revoke-case/1'),
  title: z.string().optional(),
  edition: z.enum(EDITIONS),
  deal: z.string(),
  contract: z.string(),
  declarer: seat,
  vulnerable: z.enum(VULNERABILITIES),
  facts: z.object({ dummyForfeitedRights: z.boolean().optional(), defendersMayAskEachOther: z.boolean().optional() }).strict().optional(),
  timeline: z.array(z.unknown()),
  expect: z.unknown().optional(),
});

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const where = issue.path.length ? issue.path.join('.') + ': ' : '';
  return where + issue.message;
};

/** Shape-check one timeline action. */
export const parseAction = (raw: unknown, index: number): Result<Action, CaseError> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err({ code: 'bad-action', action: index, message: `action ${index} is not an object with one key such as "play"` });
  }
  const keys = Object.keys(raw).filter((k) => k !== 'by');
  const kind = keys.find((k) => k in actionSchemas) as ActionKind | undefined;
  if (!kind) {
    return err({ code: 'unknown-action', action: index, message: `action ${index} has no known key (got ${JSON.stringify(Object.keys(raw))}; known: ${ACTION_KINDS.join(', ')})` });
  }
  const parsed = actionSchemas[kind].safeParse(raw);
  if (!parsed.success) {
    return err({ code: 'bad-action', action: index, message: `action ${index} (${kind}): ${parsed.error.issues.map(describeIssue).join('; ')}` });
  }
  return ok(parsed.data as Action);
};

/** From parsed JSON to a shape-checked case file. Replaying the timeline (lib/replay) checks the rest. */
export const parseCaseFile = (raw: unknown): Result<CaseFile, CaseError> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err({ code: 'bad-format', message: 'a case file is a JSON object with "format": "revoke-case/1"' });
  }
  const r = raw as Record<string, unknown>;
  if (r.format !== 'revoke-case/1') {
    return err({ code: 'bad-format', field: 'format', message: `"format" must be "revoke-case/1" (got ${JSON.stringify(r.format)})` });
  }
  const top = topSchema.safeParse(raw);
  if (!top.success) {
    const issue = top.error.issues[0];
    return err({ code: 'bad-field', field: String(issue.path[0] ?? ''), message: describeIssue(issue) });
  }
  const timeline: Action[] = [];
  for (const [i, a] of top.data.timeline.entries()) {
    const parsed = parseAction(a, i);
    if (!parsed.ok) return parsed;
    timeline.push(parsed.value);
  }
  return ok({ ...top.data, timeline });
};

/** From text (a file, a paste) to a shape-checked case file. */
export const parseCaseText = (text: string): Result<CaseFile, CaseError> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ code: 'not-json', message: `not valid JSON: ${(e as Error).message}` });
  }
  return parseCaseFile(json);
};

export const makeCaseText = (c: CaseFile): string => JSON.stringify(c, null, 2);
