// Raw JSON in, a shape-checked CaseFile out (docs/case-format.md). The only engine module that
// needs a schema library: ruling an already-typed CaseFile (the scenario page deals in the browser)
// does not import it. Validation returns a Result with a coded error naming the place; it never throws.
// zod/mini (zod's tree-shakable API): the browser checks a pasted or uploaded case with it, and only
// the checks used here are bundled. Its messages are ours (describeIssue), in the words classic zod's
// English locale used, so the CLI and /case read as before without shipping a locale.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { SEATS, SUITS, EDITIONS, VULNERABILITIES, isCard, type Card, type Result, ok, err } from './vocab';
import { ACTION_KINDS, type ActionKind, type CaseAction, type CaseError, type CaseFile } from './caseFile';
import { boardDealer, boardVulnerability, isCall, readAuction } from './auction';

const seat = z.enum(SEATS);
const suit = z.enum(SUITS);
const card = z.string().check(z.refine(isCard, { error: 'not a card such as "SQ", "H5", "DT"' })) as unknown as z.ZodMiniType<Card>;
const tricks = z.int().check(z.minimum(0), z.maximum(13));

/** One action of the timeline; each is an object with exactly one key naming it. */
const actionSchemas: { readonly [K in ActionKind]: z.ZodMiniType } = {
  play: z.strictObject({ play: card, by: z.optional(seat) }),
  attention: z.strictObject({ attention: z.strictObject({ seat, trick: z.optional(z.int().check(z.minimum(1), z.maximum(13))), by: z.optional(seat) }) }),
  correct: z.strictObject({ correct: card, by: z.optional(seat) }),
  replace: z.strictObject({ replace: z.strictObject({ seat, card }) }),
  designate: z.strictObject({ designate: card, by: seat }),
  claim: z.strictObject({ claim: z.strictObject({ by: seat, tricks }) }),
  concede: z.strictObject({ concede: z.strictObject({ by: seat, tricks }) }),
  agree: z.strictObject({ agree: z.strictObject({ by: seat }) }),
  dispute: z.strictObject({ dispute: z.strictObject({ by: seat }) }),
  award: z.strictObject({ award: z.strictObject({ tricks }) }),
  leadOption: z.strictObject({
    leadOption: z.union([z.strictObject({ by: seat, require: suit }), z.strictObject({ by: seat, forbid: suit }), z.strictObject({ by: seat, none: z.literal(true) })]),
  }),
  face: z.strictObject({ face: z.strictObject({ seat }) }),
  handsReturned: z.strictObject({ handsReturned: z.literal(true) }),
  nextBoardCall: z.strictObject({ nextBoardCall: z.strictObject({ by: seat }) }),
  roundEnd: z.strictObject({ roundEnd: z.literal(true) }),
};

/** Own keys only: "constructor", "toString" or "__proto__" name no action (Object.prototype is not a list of kinds). */
const isActionKind = (k: string): k is ActionKind => (ACTION_KINDS as readonly string[]).includes(k);

export const TITLE_MAX = 300;
const SYSTEM_ID = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,59}$/;

const topSchema = z.object({
  format: z.literal('revoke-case/1'),
  title: z.optional(z.string().check(z.maxLength(TITLE_MAX, { error: `at most ${TITLE_MAX} characters` }))),
  edition: z.enum(EDITIONS),
  board: z.optional(z.int().check(z.minimum(1))),
  dealer: z.optional(seat),
  auction: z.optional(z.array(z.string().check(z.refine(isCall, { error: 'not a call such as "1C", "3NT", "P", "X" or "XX"' })))),
  system: z.optional(z.string().check(z.regex(SYSTEM_ID, { error: 'a short id of letters, digits and - _ . + (at most 60), e.g. "natural-5M-15-17"' }))),
  deal: z.string(),
  contract: z.string(),
  declarer: seat,
  vulnerable: z.enum(VULNERABILITIES),
  facts: z.optional(z.strictObject({ dummyForfeitedRights: z.optional(z.boolean()), defendersMayAskEachOther: z.optional(z.boolean()) })),
  timeline: z.array(z.unknown()),
  expect: z.optional(z.unknown()),
});

/** A value as a message quotes it: strings in quotes, others as written. */
const quote = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : typeof v === 'bigint' ? `${v}n` : String(v));
/** What a JSON value is, in the words of the messages ("array", "null", "number"). */
const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isNaN(v) ? 'nan' : typeof v);

/** A message for each kind of issue the schemas above can raise (their own words where they give them). */
const issueMessage = (issue: core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Invalid input: expected ${quote(issue.values[0])}` : `Invalid option: expected one of ${issue.values.map(quote).join('|')}`;
    case 'too_big':
      return `Too big: expected ${issue.origin} to be ${issue.inclusive ? '<=' : '<'}${String(issue.maximum)}`;
    case 'too_small':
      return `Too small: expected ${issue.origin} to be ${issue.inclusive ? '>=' : '>'}${String(issue.minimum)}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map(quote).join(', ')}`;
    // A union none of whose options fits (leadOption), and kinds these schemas never raise or word
    // themselves (a refine's or a pattern's own message is used before this one).
    case 'invalid_union':
    case 'custom':
    case 'invalid_format':
    case 'invalid_element':
    case 'invalid_key':
    case 'not_multiple_of':
      return 'Invalid input';
  }
};
const PARSE = { error: issueMessage } as const;

const describeIssue = (issue: core.$ZodIssue): string => {
  const where = issue.path.length ? issue.path.join('.') + ': ' : '';
  return where + issue.message;
};

/** Shape-check one timeline action. */
export const parseAction = (raw: unknown, index: number): Result<CaseAction, CaseError> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err({ code: 'bad-action', action: index, message: `action ${index} is not an object with one key such as "play"` });
  }
  const keys = Object.keys(raw).filter((k) => k !== 'by');
  const kind = keys.find(isActionKind);
  if (!kind) {
    return err({ code: 'unknown-action', action: index, message: `action ${index} has no known key (got ${JSON.stringify(Object.keys(raw))}; known: ${ACTION_KINDS.join(', ')})` });
  }
  const parsed = actionSchemas[kind].safeParse(raw, PARSE);
  if (!parsed.success) {
    return err({ code: 'bad-action', action: index, message: `action ${index} (${kind}): ${parsed.error.issues.map(describeIssue).join('; ')}` });
  }
  // The schema for `kind` has just checked the shape CaseAction gives that key.
  return ok(parsed.data as CaseAction);
};

/** The board number, dealer and auction agree with each other and with the contract (docs/case-format.md). */
const checkBoard = (c: CaseFile): CaseError | null => {
  if (c.board !== undefined) {
    if (c.dealer !== undefined && c.dealer !== boardDealer(c.board)) {
      return { code: 'bad-field', field: 'dealer', message: `dealer: board ${c.board} is dealt by ${boardDealer(c.board)} in the standard rotation, not ${c.dealer}` };
    }
    if (c.vulnerable !== boardVulnerability(c.board)) {
      return { code: 'bad-field', field: 'vulnerable', message: `vulnerable: board ${c.board} is "${boardVulnerability(c.board)}" in the standard rotation, not "${c.vulnerable}"` };
    }
  }
  if (c.auction === undefined) return null;
  const dealer = c.dealer ?? (c.board !== undefined ? boardDealer(c.board) : undefined);
  if (dealer === undefined) return { code: 'bad-auction', field: 'auction', message: 'auction: the calls start with the dealer, so the file needs "dealer" (or "board")' };
  const a = readAuction(c.auction, dealer);
  if (!a.ok) return { code: 'bad-auction', field: 'auction', message: `auction: ${a.error.message}` };
  if (a.value.passedOut) return { code: 'bad-auction', field: 'auction', message: 'auction: the board was passed out, so there is no contract to play' };
  if (a.value.contract !== c.contract) return { code: 'bad-auction', field: 'auction', message: `auction: the calls end in ${a.value.contract}, but "contract" is ${c.contract}` };
  if (a.value.declarer !== c.declarer) return { code: 'bad-auction', field: 'auction', message: `auction: the calls make ${a.value.declarer} declarer, but "declarer" is ${c.declarer}` };
  return null;
};

/** From parsed JSON to a shape-checked case file. Replaying the timeline (replay.ts) checks the rest. */
export const parseCaseFile = (raw: unknown): Result<CaseFile, CaseError> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err({ code: 'bad-format', message: 'a case file is a JSON object with "format": "revoke-case/1"' });
  }
  const format = Object.hasOwn(raw, 'format') ? (raw as { format?: unknown }).format : undefined;
  if (format !== 'revoke-case/1') {
    return err({ code: 'bad-format', field: 'format', message: `"format" must be "revoke-case/1" (got ${JSON.stringify(format) ?? 'nothing'})` });
  }
  const top = topSchema.safeParse(raw, PARSE);
  if (!top.success) {
    const issue = top.error.issues[0];
    return err({ code: 'bad-field', field: String(issue.path[0] ?? ''), message: describeIssue(issue) });
  }
  const timeline: CaseAction[] = [];
  for (const [i, a] of top.data.timeline.entries()) {
    const parsed = parseAction(a, i);
    if (!parsed.ok) return parsed;
    timeline.push(parsed.value);
  }
  const c: CaseFile = { ...top.data, timeline };
  const bad = checkBoard(c);
  return bad ? err(bad) : ok(c);
};

/** From text (a file, a paste) to a shape-checked case file. A leading byte-order mark (as Windows
 *  editors write) is not part of the JSON. */
export const parseCaseText = (text: string): Result<CaseFile, CaseError> => {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return err({ code: 'not-json', message: `not valid JSON: ${(e as Error).message}` });
  }
  return parseCaseFile(json);
};
