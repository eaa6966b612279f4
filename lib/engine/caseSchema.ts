// Raw JSON in, a shape-checked CaseFile out (docs/case-format.md). The only engine module that
// needs zod: ruling an already-typed CaseFile (the scenario page deals in the browser) does not
// import it. Validation returns a Result with a coded error naming the place; it never throws.
import { z } from 'zod';
import { SEATS, SUITS, EDITIONS, VULNERABILITIES, isCard, type Card, type Result, ok, err } from './vocab';
import { ACTION_KINDS, type ActionKind, type CaseAction, type CaseError, type CaseFile } from './caseFile';
import { boardDealer, boardVulnerability, isCall, readAuction } from './auction';

const seat = z.enum(SEATS);
const suit = z.enum(SUITS);
const card = z.string().refine(isCard, { message: 'not a card such as "SQ", "H5", "DT"' }) as unknown as z.ZodType<Card>;
const tricks = z.number().int().min(0).max(13);

/** One action of the timeline; each is an object with exactly one key naming it. */
const actionSchemas: { readonly [K in ActionKind]: z.ZodType } = {
  play: z.object({ play: card, by: seat.optional() }).strict(),
  attention: z.object({ attention: z.object({ seat, trick: z.number().int().min(1).max(13).optional(), by: seat.optional() }).strict() }).strict(),
  correct: z.object({ correct: card, by: seat.optional() }).strict(),
  replace: z.object({ replace: z.object({ seat, card }).strict() }).strict(),
  designate: z.object({ designate: card, by: seat }).strict(),
  claim: z.object({ claim: z.object({ by: seat, tricks }).strict() }).strict(),
  concede: z.object({ concede: z.object({ by: seat, tricks }).strict() }).strict(),
  agree: z.object({ agree: z.object({ by: seat }).strict() }).strict(),
  dispute: z.object({ dispute: z.object({ by: seat }).strict() }).strict(),
  award: z.object({ award: z.object({ tricks }).strict() }).strict(),
  leadOption: z.object({
    leadOption: z.union([
      z.object({ by: seat, require: suit }).strict(),
      z.object({ by: seat, forbid: suit }).strict(),
      z.object({ by: seat, none: z.literal(true) }).strict(),
    ]),
  }).strict(),
  face: z.object({ face: z.object({ seat }).strict() }).strict(),
  handsReturned: z.object({ handsReturned: z.literal(true) }).strict(),
  nextBoardCall: z.object({ nextBoardCall: z.object({ by: seat }).strict() }).strict(),
  roundEnd: z.object({ roundEnd: z.literal(true) }).strict(),
};

/** Own keys only: "constructor", "toString" or "__proto__" name no action (Object.prototype is not a list of kinds). */
const isActionKind = (k: string): k is ActionKind => (ACTION_KINDS as readonly string[]).includes(k);

export const TITLE_MAX = 300;
const SYSTEM_ID = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,59}$/;

const topSchema = z.object({
  format: z.literal('revoke-case/1'),
  title: z.string().max(TITLE_MAX, { message: `at most ${TITLE_MAX} characters` }).optional(),
  edition: z.enum(EDITIONS),
  board: z.number().int().min(1).optional(),
  dealer: seat.optional(),
  auction: z.array(z.string().refine(isCall, { message: 'not a call such as "1C", "3NT", "P", "X" or "XX"' })).optional(),
  system: z.string().regex(SYSTEM_ID, { message: 'a short id of letters, digits and - _ . + (at most 60), e.g. "natural-5M-15-17"' }).optional(),
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
export const parseAction = (raw: unknown, index: number): Result<CaseAction, CaseError> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err({ code: 'bad-action', action: index, message: `action ${index} is not an object with one key such as "play"` });
  }
  const keys = Object.keys(raw).filter((k) => k !== 'by');
  const kind = keys.find(isActionKind);
  if (!kind) {
    return err({ code: 'unknown-action', action: index, message: `action ${index} has no known key (got ${JSON.stringify(Object.keys(raw))}; known: ${ACTION_KINDS.join(', ')})` });
  }
  const parsed = actionSchemas[kind].safeParse(raw);
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
  const top = topSchema.safeParse(raw);
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
