// Between case files and the formats clubs keep their deals in: a PBN game becomes the start of
// a case (deal, contract, auction, the cards played), and any board goes out as PBN or as a BBO
// handviewer link (LIN). Pure: it runs in the browser.
import {
  nextSeat,
  ok,
  err,
  parseCaseFile,
  makeDeal,
  makeHand,
  parseDeal,
  replayCase,
  ruleCase,
  type Card,
  type CaseFile,
  type Edition,
  type Result,
  type Seat,
  type TableState,
  type Vulnerability,
} from '@/lib/engine';
import { dealerOfBoard, vulnerableOfBoard, type PbnError, type PbnGame } from './pbn';

/** Why a PBN game cannot start a case, beyond what the PBN reader itself finds. */
export type ImportErrorCode = 'passed-out' | 'no-contract' | 'illegal-play' | 'not-a-case';
export interface ImportError {
  readonly code: ImportErrorCode;
  readonly line: number;
  readonly text: string;
}

/** The longest title a case keeps: the UI shows it as a heading, never as HTML. */
export const MAX_TITLE = 300;

/** The case's title: the game's event, where the file names one (the board number has a field). */
const titleOf = (game: PbnGame): string | undefined => {
  const event = game.tags.Event?.trim();
  return event && event !== '?' ? event.slice(0, MAX_TITLE) : undefined;
};

/** A PBN game as a case file: the deal, contract and the cards played, in order, ready for the
 *  director's facts (attention, corrections) to be added on /case. */
export const pbnToCase = (game: PbnGame, edition: Edition = '2017'): Result<CaseFile, ImportError> => {
  if (!game.contract) {
    const tag = game.tags.Contract;
    return err({ code: tag?.toLowerCase() === 'pass' ? 'passed-out' : 'no-contract', line: game.line, text: tag ?? '' });
  }
  if (!game.declarer) return err({ code: 'no-contract', line: game.line, text: game.tags.Declarer ?? '' });
  const vulnerable: Vulnerability = game.vulnerable ?? (game.board ? vulnerableOfBoard(game.board) : 'None');
  const dealer = game.dealer ?? (game.board ? dealerOfBoard(game.board) : null);
  // A case's board number implies its dealer and vulnerability (the standard rotation). Files
  // whose boards were renumbered break that; they keep their dealer and vulnerability, and the
  // number stays in the title only.
  const board = game.board && dealerOfBoard(game.board) === (dealer ?? dealerOfBoard(game.board)) && vulnerableOfBoard(game.board) === vulnerable ? game.board : null;
  const raw: Record<string, unknown> = {
    format: 'revoke-case/1',
    title: titleOf(game),
    edition,
    deal: game.deal,
    contract: game.contract,
    declarer: game.declarer,
    vulnerable,
    ...(board ? { board } : {}),
    ...(dealer ? { dealer } : {}),
    ...(game.auction.length && dealer ? { auction: game.auction } : {}),
    timeline: game.play.map((p) => ({ play: p.card, by: p.seat })),
    source: 'pbn',
  };
  const parsed = parseCaseFile(raw);
  if (!parsed.ok) return err({ code: 'not-a-case', line: game.line, text: parsed.error.message });
  // Replay it now, so a card that cannot be played is reported at its line of the PBN file.
  const replay = replayCase(parsed.value);
  if (!replay.ok) {
    const at = replay.error.action;
    const play = typeof at === 'number' ? game.play[at] : undefined;
    if (play) return err({ code: 'illegal-play', line: play.line, text: `${play.seat} ${play.card}` });
    return err({ code: 'not-a-case', line: game.line, text: replay.error.message });
  }
  return ok(parsed.value);
};

export type ExportError = { readonly code: 'not-playable'; readonly text: string };

const quote = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')}"`;
const tag = (name: string, value: string): string => `[${name} ${quote(value)}]`;


/** The board's dealer: as the case says, from its board number, or, for a case that says
 *  neither, declarer (the invented auction then starts with declarer's bid). */
const dealerOf = (c: CaseFile): Seat => c.dealer ?? (c.board ? dealerOfBoard(c.board) : c.declarer);

/** The calls of the case's auction, or, where the case has none, the shortest auction that
 *  reaches its contract from `dealerOf` (the handviewer needs one to know the contract). */
const callsOf = (c: CaseFile): string[] => {
  if (c.auction?.length) return [...c.auction];
  const dealer = dealerOf(c);
  const calls: string[] = [];
  for (let s = dealer; s !== c.declarer; s = nextSeat(s)) calls.push('P');
  const m = /^([1-7](?:C|D|H|S|NT))(X{0,2})$/.exec(c.contract);
  calls.push(m ? m[1] : c.contract);
  if (m?.[2]) calls.push('X');
  if (m?.[2] === 'XX') calls.push('XX');
  calls.push('P', 'P', 'P');
  return calls;
};

const tricksOf = (c: CaseFile): Result<TableState, ExportError> => {
  const replay = replayCase(c);
  return replay.ok ? ok(replay.value) : err({ code: 'not-playable', text: replay.error.message });
};

/** The board as a PBN game (export format tags in their order, then Auction and Play). */
export const caseToPbn = (c: CaseFile): Result<string, ExportError> => {
  const table = tricksOf(c);
  if (!table.ok) return table;
  const deal = parseDeal(c.deal);
  if (!deal.ok) return err({ code: 'not-playable', text: deal.error });
  const dealer = c.dealer ?? (c.board ? dealerOfBoard(c.board) : null);
  const lines: string[] = [
    '% PBN 2.1',
    '% EXPORT',
    tag('Event', (c.title ?? '').slice(0, MAX_TITLE)),
    tag('Site', ''),
    tag('Date', ''),
    tag('Board', c.board ? String(c.board) : ''),
    tag('West', ''),
    tag('North', ''),
    tag('East', ''),
    tag('South', ''),
    tag('Dealer', dealer ?? ''),
    tag('Vulnerable', c.vulnerable),
    tag('Deal', makeDeal(deal.value, 'N')),
    tag('Scoring', ''),
    tag('Declarer', c.declarer),
    tag('Contract', c.contract),
  ];
  const ruled = ruleCase(c);
  const won = ruled.ok ? ruled.value.tricks?.declarer.won : null;
  lines.push(tag('Result', won == null ? '' : String(won)));
  if (c.auction?.length && dealer) {
    lines.push(tag('Auction', dealer));
    for (let i = 0; i < c.auction.length; i += 4) lines.push(c.auction.slice(i, i + 4).map((x) => (x === 'P' ? 'Pass' : x)).join(' '));
  }
  const tricks = table.value.tricks.filter((t) => t.plays.length > 0);
  if (tricks.length) {
    const leader = nextSeat(c.declarer);
    lines.push(tag('Play', leader));
    for (const t of tricks) {
      const row = [0, 1, 2, 3].map((k) => t.plays.find((p) => p.seat === nextSeat(leader, k))?.card ?? '-');
      lines.push(row.join(' '));
    }
    if (tricks.length < 13 || tricks[tricks.length - 1].plays.length < 4) lines.push('*');
  }
  return ok(lines.join('\n') + '\n');
};

const LIN_DEALER: Readonly<Record<Seat, string>> = { S: '1', W: '2', N: '3', E: '4' };
const LIN_VUL: Readonly<Record<Vulnerability, string>> = { None: 'o', NS: 'n', EW: 'e', All: 'b' };
const linHand = (cards: readonly Card[]): string => {
  const h = makeHand(cards).split('.');
  return `S${h[0]}H${h[1]}D${h[2]}C${h[3]}`;
};
const linCall = (call: string): string => (call === 'P' ? 'p' : call === 'X' ? 'd' : call === 'XX' ? 'r' : call.replace('NT', 'N'));
/** LIN separates fields with `|`; a title keeps everything but that. */
const linText = (text: string): string => text.replace(/[|\r\n]+/g, ' ').slice(0, 80);

/** The board in BBO's LIN: deal (`md`, dealer digit then South, West, North, East), vulnerability
 *  (`sv`), calls (`mb`), cards played (`pc`) and the title (`ah`). */
export const caseToLin = (c: CaseFile): Result<string, ExportError> => {
  const table = tricksOf(c);
  if (!table.ok) return table;
  const deal = parseDeal(c.deal);
  if (!deal.ok) return err({ code: 'not-playable', text: deal.error });
  const d = deal.value;
  const parts = [
    `pn|South,West,North,East|st||md|${LIN_DEALER[dealerOf(c)]}${linHand(d.S)},${linHand(d.W)},${linHand(d.N)},${linHand(d.E)}|rh||`,
    `ah|${linText(c.title ?? (c.board ? `Board ${c.board}` : 'Board'))}|`,
    `sv|${LIN_VUL[c.vulnerable]}|`,
    ...callsOf(c).map((call) => `mb|${linCall(call)}|`),
    ...table.value.tricks.flatMap((t) => t.plays.map((p) => `pc|${p.card}|`)),
  ];
  return ok(parts.join(''));
};

/** A link that opens the board in BBO's handviewer. */
export const handviewerUrl = (c: CaseFile): Result<string, ExportError> => {
  const lin = caseToLin(c);
  return lin.ok ? ok(`https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(lin.value)}`) : lin;
};

export type { PbnError };
