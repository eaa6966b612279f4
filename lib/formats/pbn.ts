// Portable Bridge Notation (PBN 2.1): read the games of a PBN file, and write a board as one.
// Reading returns a Result whose error names the line and the problem as a code (the UI words it
// in the reader's language); nothing here throws for bad input. Pure: it runs in the browser.
import {
  SEATS,
  err,
  isCard,
  isSuit,
  nextSeat,
  ok,
  makeDeal,
  parseDeal,
  trickWinner,
  type Card,
  type Result,
  type Seat,
  type Suit,
  type Vulnerability,
} from '@/lib/engine';

/** A PBN file may hold thousands of boards, but a file over this size is not one a club needs. */
export const MAX_PBN_BYTES = 1024 * 1024;

export type PbnErrorCode =
  | 'too-large'
  | 'empty'
  | 'bad-tag'
  | 'unclosed-comment'
  | 'no-deal'
  | 'bad-deal'
  | 'bad-dealer'
  | 'bad-vulnerable'
  | 'bad-board'
  | 'bad-contract'
  | 'bad-declarer'
  | 'bad-call'
  | 'bad-card';

export interface PbnError {
  readonly code: PbnErrorCode;
  /** 1-based line of the file, or 0 for the whole file. */
  readonly line: number;
  /** The offending text, shown to the reader as it stands in the file. */
  readonly text: string;
}

/** One game of a PBN file, its values checked and normalised. */
export interface PbnGame {
  /** Every tag as written (after `#` inheritance), for fields this reader does not interpret. */
  readonly tags: Readonly<Record<string, string>>;
  /** The line of the game's first tag. */
  readonly line: number;
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  /** The deal as the engine writes it, `N:` first. */
  readonly deal: string;
  /** `4S`, `3NTX`; null when the tag is missing or the board was passed out. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  /** Calls from the dealer on: `1S`, `2NT`, `P`, `X`, `XX`. Empty when the file has no auction. */
  readonly auction: readonly string[];
  /** The cards in the order they were played, each with its player, and the line it came from. */
  readonly play: readonly { readonly seat: Seat; readonly card: Card; readonly line: number }[];
}

const fail = (code: PbnErrorCode, line: number, text: string): { ok: false; error: PbnError } => err({ code, line, text: text.slice(0, 80) });

const VULNERABLE_WORDS: Readonly<Record<string, Vulnerability>> = {
  None: 'None', Love: 'None', '-': 'None', NS: 'NS', EW: 'EW', All: 'All', Both: 'All',
};

const isSeatLetter = (x: string): x is Seat => (SEATS as readonly string[]).includes(x);

/** A call as the case format writes it, or null. PBN writes `Pass`, `X`, `XX`, `1NT`, `AP`. */
const normaliseCall = (token: string): string | null => {
  const t = token.toUpperCase();
  if (t === 'PASS' || t === 'P') return 'P';
  if (t === 'X' || t === 'XX') return t;
  return /^[1-7](C|D|H|S|NT)$/.test(t) ? t : null;
};

const CONTRACT = /^([1-7])(C|D|H|S|NT)(X{0,2})$/;

interface RawGame {
  line: number;
  tags: Map<string, { value: string; line: number }>;
  /** The section lines after each tag (auction calls, play rows), keyed by tag. */
  sections: Map<string, { text: string; line: number }[]>;
}

/** Split the file into games of tags and sections; comments and directives are dropped. */
const splitGames = (text: string): Result<RawGame[], PbnError> => {
  const games: RawGame[] = [];
  let game: RawGame | null = null;
  let lastTag: string | null = null;
  let inComment = 0; // the line an unclosed { comment opened on, or 0
  const previous = new Map<string, string>(); // for `#` inheritance
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = lines[i];
    const inCommentBefore = inComment !== 0;
    if (!inCommentBefore && (raw.startsWith('%') || raw.trimStart().startsWith(';'))) continue;
    // Drop { … } comments (which may span lines) and a ; comment to the end of the line, but
    // never inside a quoted tag value.
    let body = '';
    let quoted = false;
    for (let k = 0; k < raw.length; k++) {
      const ch = raw[k];
      if (inComment) {
        if (ch === '}') inComment = 0;
        continue;
      }
      if (quoted) {
        body += ch;
        if (ch === '\\' && k + 1 < raw.length) body += raw[++k];
        else if (ch === '"') quoted = false;
        continue;
      }
      if (ch === '{') inComment = lineNo;
      else if (ch === ';') break;
      else {
        if (ch === '"') quoted = true;
        body += ch;
      }
    }
    body = body.trim();
    if (raw.trim() === '' && !inCommentBefore) {
      // A blank line ends a game.
      if (game) games.push(game);
      game = null;
      lastTag = null;
      continue;
    }
    if (body === '') continue;
    const trimmed = raw.trim();
    if (body.startsWith('[')) {
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\](.*)$/.exec(body);
      if (!m) return fail('bad-tag', lineNo, trimmed);
      const [, name, rawValue, rest] = m;
      let value = rawValue.replace(/\\(.)/g, '$1');
      if (value.startsWith('#')) value = (previous.get(name) ?? '') + value.slice(value.startsWith('##') ? 2 : 1);
      previous.set(name, value);
      if (!game) game = { line: lineNo, tags: new Map(), sections: new Map() };
      game.tags.set(name, { value, line: lineNo });
      lastTag = name;
      if (rest.trim()) game.sections.set(name, [{ text: rest.trim(), line: lineNo }]);
      continue;
    }
    if (!game || !lastTag) return fail('bad-tag', lineNo, trimmed);
    const section = game.sections.get(lastTag) ?? [];
    section.push({ text: body, line: lineNo });
    game.sections.set(lastTag, section);
  }
  if (inComment) return fail('unclosed-comment', inComment, lines[inComment - 1]);
  if (game) games.push(game);
  return ok(games);
};

/** Section tokens with notes (`=1=`), annotations (`!`, `?`, `$12`) and irregularity marks dropped. */
const tokensOf = (rows: readonly { text: string; line: number }[]): { token: string; line: number }[] =>
  rows.flatMap(({ text, line }) =>
    text
      .split(/\s+/)
      .map((t) => t.replace(/[!?]+$/, ''))
      .filter((t) => t !== '' && !/^=\d+=$/.test(t) && !/^\$\d+$/.test(t) && !t.startsWith('^'))
      .map((token) => ({ token, line })),
  );

const readAuction = (game: RawGame): Result<string[], PbnError> => {
  const calls: string[] = [];
  for (const { token, line } of tokensOf(game.sections.get('Auction') ?? [])) {
    if (token === '*') break;
    if (token === '-') continue;
    if (token.toUpperCase() === 'AP') {
      calls.push('P', 'P', 'P');
      continue;
    }
    const call = normaliseCall(token);
    if (!call) return fail('bad-call', line, token);
    calls.push(call);
  }
  return ok(calls);
};

/** PBN writes play as rows of four columns in a fixed seat order (from the seat in the Play tag);
 *  the case format wants the order of play, so each trick starts with its leader. */
const readPlay = (
  game: RawGame,
  trump: Suit | null,
): Result<{ seat: Seat; card: Card; line: number }[], PbnError> => {
  const tag = game.tags.get('Play');
  if (!tag || tag.value === '' || tag.value === '-') return ok([]);
  if (!isSeatLetter(tag.value)) return fail('bad-declarer', tag.line, tag.value);
  const first = tag.value;
  const tokens = tokensOf(game.sections.get('Play') ?? []);
  const end = tokens.findIndex((x) => x.token === '*');
  const rows = end < 0 ? tokens : tokens.slice(0, end);
  const played: { seat: Seat; card: Card; line: number }[] = [];
  let leader: Seat = first;
  for (let t = 0; t < rows.length; t += 4) {
    const cards = new Map<Seat, { card: Card; line: number }>();
    const row = rows.slice(t, t + 4);
    for (let c = 0; c < row.length; c++) {
      const { token, line } = row[c];
      if (token === '-') continue;
      const card = token.toUpperCase();
      if (!isCard(card)) return fail('bad-card', line, token);
      cards.set(nextSeat(first, c), { card, line });
    }
    // In the order of play from the leader; an unfinished trick stops at the first seat without a card.
    const trick: { seat: Seat; card: Card }[] = [];
    let seat = leader;
    for (let k = 0; k < 4; k++, seat = nextSeat(seat)) {
      const c = cards.get(seat);
      if (!c) break;
      played.push({ seat, card: c.card, line: c.line });
      trick.push({ seat, card: c.card });
    }
    if (trick.length < 4) break;
    // The engine's own trick winner, so that PBN play and the replay cannot rank cards differently.
    leader = trickWinner(trick, trump);
  }
  return ok(played);
};

const readGame = (raw: RawGame): Result<PbnGame, PbnError> => {
  const tags: Record<string, string> = {};
  for (const [k, v] of raw.tags) tags[k] = v.value;
  const dealTag = raw.tags.get('Deal');
  if (!dealTag) return fail('no-deal', raw.line, [...raw.tags.keys()].join(' '));
  const deal = parseDeal(dealTag.value.trim());
  if (!deal.ok) return fail('bad-deal', dealTag.line, dealTag.value);
  const dealText = makeDeal(deal.value, 'N');

  let board: number | null = null;
  const boardTag = raw.tags.get('Board');
  if (boardTag && boardTag.value !== '') {
    if (!/^\d{1,4}$/.test(boardTag.value.trim()) || Number(boardTag.value) < 1) return fail('bad-board', boardTag.line, boardTag.value);
    board = Number(boardTag.value);
  }
  let dealer: Seat | null = null;
  const dealerTag = raw.tags.get('Dealer');
  if (dealerTag && dealerTag.value !== '' && dealerTag.value !== '?') {
    if (!isSeatLetter(dealerTag.value)) return fail('bad-dealer', dealerTag.line, dealerTag.value);
    dealer = dealerTag.value;
  }
  let vulnerable: Vulnerability | null = null;
  const vulTag = raw.tags.get('Vulnerable');
  if (vulTag && vulTag.value !== '' && vulTag.value !== '?') {
    const v = VULNERABLE_WORDS[vulTag.value];
    if (!v) return fail('bad-vulnerable', vulTag.line, vulTag.value);
    vulnerable = v;
  }
  let contract: string | null = null;
  let trump: Suit | null = null;
  const contractTag = raw.tags.get('Contract');
  if (contractTag && contractTag.value !== '' && contractTag.value !== '?' && contractTag.value.toLowerCase() !== 'pass') {
    const m = CONTRACT.exec(contractTag.value.toUpperCase());
    if (!m) return fail('bad-contract', contractTag.line, contractTag.value);
    contract = m[0];
    trump = isSuit(m[2]) ? m[2] : null;
  }
  let declarer: Seat | null = null;
  const declarerTag = raw.tags.get('Declarer');
  if (declarerTag && declarerTag.value !== '' && declarerTag.value !== '?') {
    // `^S` marks an irregular declarer in PBN; the seat is what matters here.
    const d = declarerTag.value.replace(/^\^/, '');
    if (!isSeatLetter(d)) return fail('bad-declarer', declarerTag.line, declarerTag.value);
    declarer = d;
  }
  const auction = readAuction(raw);
  if (!auction.ok) return auction;
  const play = readPlay(raw, trump);
  if (!play.ok) return play;
  return ok({ tags, line: raw.line, board, dealer, vulnerable, deal: dealText, contract, declarer, auction: auction.value, play: play.value });
};


/** Every game of a PBN file that has a deal. A malformed file gets the first problem, by line. */
export const parsePbn = (text: string): Result<PbnGame[], PbnError> => {
  if (text.length > MAX_PBN_BYTES) return fail('too-large', 0, `${Math.ceil(text.length / 1024)} KB`);
  const split = splitGames(text);
  if (!split.ok) return split;
  const games: PbnGame[] = [];
  for (const raw of split.value) {
    // A game with tags but no deal at all (a header game of event tags) is skipped, not an error,
    // unless no game in the file has a deal.
    if (!raw.tags.has('Deal')) continue;
    const game = readGame(raw);
    if (!game.ok) return game;
    games.push(game.value);
  }
  if (games.length === 0) {
    const first = split.value[0];
    return first ? fail('no-deal', first.line, [...first.tags.keys()].join(' ')) : fail('empty', 0, '');
  }
  return ok(games);
};

/** The standard rotation (board 1 North deals, nobody vulnerable; board 2 East, NS …), as the engine reads it. */
export { boardDealer as dealerOfBoard, boardVulnerability as vulnerableOfBoard } from '@/lib/engine';
