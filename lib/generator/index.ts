// The scenario generator (issue 3): complete revoke-case/1 boards, one teaching point per family,
// each carrying in `expect` what the engine must rule. Pure: the same family, seed and edition
// give the same board on any machine.
import type { CaseFile } from '../engine';
import { EDITIONS, type Edition, type Result, type Seat, ok, err } from '../engine';
import { FAMILY_NAMES, editionsOf, isFamilyName, type FamilyName } from './familyNames';
import { makeDealText, seatName, suitName } from './cards';
import { dealBoard, gameLevel, quietDefence, rebid } from './dealer';
import { SYSTEM, valuesForGame } from './auction';
import { SURE_SPREADS, contractMisfit, estimateSlack, noTrumpShape } from './contractTest';
import { transferRestoresEquity } from './equity';
import { biddingDeclarer, levelSettingDeclarer, numberedAuction } from './declarer';
import { chance, makeRng } from './rng';
import { quietAgainstPartScore } from './shape';
import type { FamilyDef, RevokeTarget, Scenario } from './common';
import { ESTABLISHED } from './families/established';
import { CORRECTED } from './families/corrected';
import { TRANSFERS } from './families/transfers';
import { SPECIAL } from './families/special';
import { SCORES } from './families/scores';

export type { FamilyName } from './familyNames';
export type { RevokeTarget } from './common';

export interface GeneratorError {
  readonly code: 'unknown-family' | 'edition-not-applicable' | 'bad-seed' | 'gave-up';
  readonly message: string;
}

export interface FamilyInfo {
  readonly name: FamilyName;
  readonly editions: readonly Edition[];
  /** 1 (first steps) to 5 (director exam). */
  readonly difficulty: 1 | 2 | 3 | 4 | 5;
  /** The teaching point, in English. */
  readonly teaches: string;
  /** The ruling the family aims at, for the revoke it is about (in the latest edition it exists in). */
  readonly target: RevokeTarget;
  /** The same, edition by edition, where editions differ. */
  readonly targetByEdition: Readonly<Partial<Record<Edition, RevokeTarget>>>;
}

const DEFS = { ...ESTABLISHED, ...CORRECTED, ...TRANSFERS, ...SPECIAL, ...SCORES } as Record<FamilyName, FamilyDef>;

export const FAMILIES: readonly FamilyInfo[] = FAMILY_NAMES.map((name): FamilyInfo => {
  const d = DEFS[name];
  const editions = editionsOf(name);
  const targetByEdition = Object.fromEntries(editions.map((e) => [e, d.target(e)])) as Partial<Record<Edition, RevokeTarget>>;
  return { name, editions, difficulty: d.difficulty, teaches: d.teaches, target: d.target(editions[editions.length - 1]), targetByEdition };
})
  .map((f, i) => [f, i] as const)
  .sort((a, b) => a[0].difficulty - b[0].difficulty || a[1] - b[1])
  .map(([f]) => f);

/** How often the first deals are shaped toward the slip (the rest show it wherever natural play offers it). */
const SHAPE_PERCENT = 40;

/** Deals tried before the generator gives up; families are built to need one or two. */
export const MAX_ATTEMPTS = 60;

/** The case file with issue 11's board fields (the engine parses and keeps them, and rules without them). */
export type GeneratedCase = CaseFile & {
  readonly board: number;
  readonly dealer: Seat;
  readonly auction: readonly string[];
  readonly system: string;
};

const makeCase = (s: Scenario, edition: Edition, auction: readonly string[]): GeneratedCase => {
  const b = s.board;
  return {
    format: 'revoke-case/1',
    title: s.title,
    edition,
    board: b.number,
    dealer: seatName(b.dealer),
    auction,
    system: SYSTEM,
    deal: makeDealText(b.hands),
    contract: `${b.level}${b.trump < 0 ? 'NT' : suitName(b.trump)}`,
    declarer: seatName(b.declarer),
    vulnerable: b.vul,
    ...(s.facts ? { facts: s.facts } : {}),
    // fresh objects: the simulation shares one object per play (card and seat) across all its
    // timelines; a play (every one is { play, by }) copied as a literal of that one shape, where a
    // spread over the timeline's many shapes took V8's slow generic copy
    timeline: s.sim.timeline.map((a) => ('play' in a ? { play: a.play, by: a.by } : { ...a })),
    expect: s.expect,
  };
};

/**
 * Issue 11's contract test as the generator can apply it without a solver: the fit and values,
 * and a level that double dummy meets unless it misses the estimate of the side's tricks by more
 * than SURE_SPREADS times the error expected on this deal (contractTest.ts, contractSlack).
 */
const fitsTheHands = (b: Scenario['board']): boolean => {
  if (contractMisfit(b) !== null || !noTrumpShape(b)) return false;
  return estimateSlack(b.hands, b.declarer, b.trump, b.level) >= SURE_SPREADS;
};

/** One board with the number of deals it took (the bench reports the share rejected). */
export const generateAttempts = (family: FamilyName, seed: number, edition: Edition): { result: Result<GeneratedCase, GeneratorError>; attempts: number } => {
  if (!isFamilyName(family)) return { result: err({ code: 'unknown-family', message: `unknown family "${String(family)}"; known: ${FAMILY_NAMES.join(', ')}` }), attempts: 0 };
  if (!Number.isSafeInteger(seed) || seed < 0) return { result: err({ code: 'bad-seed', message: `the seed must be a non-negative safe integer (got ${String(seed)})` }), attempts: 0 };
  if (!(EDITIONS as readonly string[]).includes(edition) || !editionsOf(family).includes(edition)) {
    return { result: err({ code: 'edition-not-applicable', message: `family "${family}" exists in ${editionsOf(family).join(', ')}, not in ${String(edition)}` }), attempts: 0 };
  }
  const def = DEFS[family];
  const rng = makeRng(`${family}/${edition}`, seed);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const board = dealBoard(rng, def.deal(rng));
    // shaping makes the slip certain but always on trick 1; unshaped deals give the slip elsewhere;
    // the cards it moved are bid again, so the check below reads the level the shaped hands bid
    if (def.shape && (def.shapeAlways === true || attempt > 2 || chance(rng, SHAPE_PERCENT))) {
      def.shape(board);
      rebid(board);
    }
    // the defenders of a part-score hold nothing that would have bid over it (a family that sets the level from the play may land on one)
    if ((def.setsLevel || board.level < gameLevel(board.trump)) && !quietDefence(board)) continue;
    // a deal whose contract cannot fit the hands is not worth playing through, nor a part-score
    // a 19-point hand of the side would not stop in (auction.ts stopsOnValues turns it down after)
    if (!def.setsLevel && (!fitsTheHands(board) || valuesForGame(board.hands, board.declarer, board.trump, board.level))) continue;
    // nor one no natural auction reaches, under any dealer of its vulnerability, for its declarer,
    // for his partner declaring instead or at a level beside (declarer.ts): asked again of the
    // built board below, as a build may bend the hands (seeds 1-100: 22,997 -> 20,727 builds,
    // 2.29 -> 2.32 deals a board, before the partner was asked)
    const bid = def.setsLevel ? levelSettingDeclarer(board) : biddingDeclarer(board, fitsTheHands);
    if (bid === null) continue;
    const built = def.build(bid, rng, edition);
    // a family that sets the level from the play (the score families) may land on one the hands do not bid
    if (built && !fitsTheHands(built.board)) continue;
    // where play without the revoke gives the non-offenders more than the transfer restores, Law 64C would apply
    if (built && !built.equityChecked && !transferRestoresEquity(built.board, built.sim, built.expect)) continue;
    // a family's own shaping inside build (values concentrated for a cashing defence) may have made one again
    if (built && !quietAgainstPartScore(built.board)) continue;
    if (!built) continue;
    // a contract no natural auction reaches on these hands is not one the room would believe (the
    // board renumbered for a dealer who lets the side open first where that is what it takes)
    const bidding = numberedAuction(built.board);
    if (bidding) return { result: ok(makeCase(bidding.board === built.board ? built : { ...built, board: bidding.board }, edition, bidding.auction)), attempts: attempt };
  }
  return { result: err({ code: 'gave-up', message: `no board for "${family}" after ${MAX_ATTEMPTS} deals (seed ${seed}, ${edition})` }), attempts: MAX_ATTEMPTS };
};

export const generateScenario = (family: FamilyName, seed: number, edition: Edition): Result<GeneratedCase, GeneratorError> =>
  generateAttempts(family, seed, edition).result;
