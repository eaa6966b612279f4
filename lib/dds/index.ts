// A double-dummy solver for tests and scripts only: Debian's libdds0 (Bo Haglund's DDS 2.9)
// through koffi. It measures how well the generator's contracts and play fit the hands; it is
// never imported by browser code (it loads a native library), and the generator never needs it.
import koffi from 'koffi';
import { existsSync } from 'node:fs';

/** Where Debian installs the library (`dpkg -L libdds0`). */
export const DDS_PATH = '/usr/lib/x86_64-linux-gnu/libdds.so.0';

/** Whether the solver can be loaded here (a test skips, with a message, where it cannot). */
export const ddsAvailable = (): boolean => existsSync(DDS_PATH);

interface Bound {
  calcTable: (deal: { cards: string }, out: { resTable?: ArrayLike<number> }) => number;
  solve: (deal: DealPbn, target: number, solutions: number, mode: number, out: FutureTricks, thread: number) => number;
}

interface DealPbn {
  trump: number;
  first: number;
  currentTrickSuit: number[];
  currentTrickRank: number[];
  remainCards: string;
}

interface FutureTricks {
  nodes: number;
  cards: number;
  suit: number[];
  rank: number[];
  equals: number[];
  score: number[];
}

let bound: Bound | null = null;

const bind = (): Bound => {
  if (bound) return bound;
  const lib = koffi.load(DDS_PATH);
  // libdds's static destructors crash a process that has loaded it as it exits (a segmentation
  // fault after the last line of output, even when nothing was solved): leave through _exit,
  // which skips them. Node has flushed its output by the 'exit' event (pipes and files are
  // synchronous on Linux).
  const exitNow = koffi.load('libc.so.6').func('void _exit(int)') as (code: number) => void;
  process.once('exit', (code) => exitNow(typeof process.exitCode === 'number' ? process.exitCode : code));
  // the structs of dll.h, DDS 2.9 (DDS_STRAINS 5, DDS_HANDS 4, 80-character PBN deals)
  const ddTableDealPBN = koffi.struct('ddTableDealPBN', { cards: koffi.array('char', 80, 'String') });
  const ddTableResults = koffi.struct('ddTableResults', { resTable: koffi.array('int', 20) }); // int[5][4], flat
  const dealPBN = koffi.struct('dealPBN', {
    trump: 'int',
    first: 'int',
    currentTrickSuit: koffi.array('int', 3),
    currentTrickRank: koffi.array('int', 3),
    remainCards: koffi.array('char', 80, 'String'),
  });
  const futureTricks = koffi.struct('futureTricks', {
    nodes: 'int',
    cards: 'int',
    suit: koffi.array('int', 13),
    rank: koffi.array('int', 13),
    equals: koffi.array('int', 13),
    score: koffi.array('int', 13),
  });
  const setMaxThreads = lib.func('void SetMaxThreads(int)');
  // one thread: the tests and scripts call it from one JavaScript thread, and CI has two cores
  setMaxThreads(1);
  bound = {
    calcTable: lib.func('int CalcDDtablePBN(ddTableDealPBN, _Out_ ddTableResults *)') as unknown as Bound['calcTable'],
    solve: lib.func('int SolveBoardPBN(dealPBN, int, int, int, _Out_ futureTricks *, int)') as unknown as Bound['solve'],
  };
  void ddTableDealPBN;
  void ddTableResults;
  void dealPBN;
  void futureTricks;
  return bound;
};

/** Strains in DDS order: spades, hearts, diamonds, clubs, no trump. */
export const DDS_STRAINS = ['S', 'H', 'D', 'C', 'NT'] as const;
export type DdsStrain = (typeof DDS_STRAINS)[number];
const SEATS = ['N', 'E', 'S', 'W'] as const;
export type DdsSeat = (typeof SEATS)[number];

/**
 * Tricks each seat makes as declarer in each strain, double dummy, for a full deal in PBN
 * (`N:AKQ.xxx... ...`): `table[strain][seat]`.
 */
export const ddTable = (pbn: string): Record<DdsStrain, Record<DdsSeat, number>> => {
  const b = bind();
  const out: { resTable?: ArrayLike<number> } = {};
  const rc = b.calcTable({ cards: pbn }, out);
  const t = out.resTable;
  if (rc !== 1 || !t) throw new Error(`DDS CalcDDtablePBN returned ${rc} for ${pbn}`);
  const res = {} as Record<DdsStrain, Record<DdsSeat, number>>;
  DDS_STRAINS.forEach((st, i) => {
    res[st] = { N: t[i * 4], E: t[i * 4 + 1], S: t[i * 4 + 2], W: t[i * 4 + 3] };
  });
  return res;
};

const RANK_VALUE: Record<string, number> = { '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, T: 10, J: 11, Q: 12, K: 13, A: 14 };
const SUIT_INDEX: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };

/**
 * The most tricks the side of `leader` can take from here, double dummy: `remaining` is the
 * unplayed cards in PBN (`N:...`, each hand as it stands), `played` the cards already in the
 * current trick ("SQ", "H5"), led by `leader`. Strain as in a contract ('S'..'C', 'NT').
 * Returns the tricks, from this trick on, for the side of the seat now to play (the leader when
 * `played` is empty, else the seat after the last card played).
 */
export const solveFrom = (remaining: string, strain: DdsStrain, leader: DdsSeat, played: readonly string[] = []): number => {
  // libdds answers a position it cannot solve with an error code and writes dump.txt into the
  // working directory: after the last trick (no cards left, its -2) nothing is left to win, and
  // hands of unequal size (-14) are a caller's mistake said here, before the solver sees them
  const sizes = handSizes(remaining, leader);
  if (played.length === 0 && sizes.every((n) => n === 0)) return 0;
  const first = sizes[0] + (played.length > 0 ? 1 : 0);
  if (played.length > 3 || first === 0 || sizes.some((n, i) => n !== (i < played.length ? first - 1 : first))) {
    throw new Error(`solveFrom: ${played.length} card(s) in the trick and hands of ${sizes.join(', ')} cards from ${leader} on (${remaining}) is not a position`);
  }
  const b = bind();
  const suit = [0, 0, 0];
  const rank = [0, 0, 0];
  played.forEach((c, i) => {
    suit[i] = SUIT_INDEX[c[0]];
    rank[i] = RANK_VALUE[c[1]];
  });
  const deal: DealPbn = { trump: DDS_STRAINS.indexOf(strain), first: SEATS.indexOf(leader), currentTrickSuit: suit, currentTrickRank: rank, remainCards: remaining };
  const out: FutureTricks = { nodes: 0, cards: 0, suit: [], rank: [], equals: [], score: [] };
  const rc = b.solve(deal, -1, 1, 1, out, 0);
  if (rc !== 1) throw new Error(`DDS SolveBoardPBN returned ${rc} for ${remaining}`);
  return out.score[0];
};

/** Cards in each hand of a PBN position (`N:AK.. ...`), from `leader` round the table. */
const handSizes = (pbn: string, leader: DdsSeat): number[] => {
  const first = SEATS.indexOf(pbn[0] as DdsSeat);
  const hands = pbn.slice(2).trim().split(/\s+/);
  if (first < 0 || pbn[1] !== ':' || hands.length !== 4) throw new Error(`solveFrom: not a PBN deal: ${pbn}`);
  const bySeat = SEATS.map((_, s) => hands[(s - first + 4) % 4].replace(/\./g, '').length);
  const l = SEATS.indexOf(leader);
  return [0, 1, 2, 3].map((i) => bySeat[(l + i) % 4]);
};

/** Declarer's tricks double dummy in a contract, the opening lead from his left-hand opponent. */
export const declarerTricksDD = (pbn: string, strain: DdsStrain, declarer: DdsSeat): number => {
  const leader = SEATS[(SEATS.indexOf(declarer) + 1) % 4];
  return 13 - solveFrom(pbn, strain, leader);
};
