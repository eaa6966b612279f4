// What every family shares: the intent it declares, the revoke opportunities along a natural
// line of play, and the Law 64A count the generator aims at.
import type { CaseFacts } from '../engine';
import type { EstablishedBy, RevokeStatus, TransferRule } from '../engine';
import type { Edition, Seat } from '../engine';
import { type S, SEAT_WORD, SUIT_WORD, RANK_COUNT, lho, partner, copyHands, putBackHands, rankOf, rho, seatName, suitOf } from './cards';
import { type Board, type DealSpec, rebid } from './dealer';
import type { Rng } from './rng';
import { Sim, type RevokeRec } from './sim';
import { type SlipKind, sameColour, slipKind, slipKindOf, sureTricks } from './play/slips';
import { SURE_SPREADS, contractMisfit, estimateSlack, noTrumpShape } from './contractTest';

/** What the engine must find for one revoke. */
export interface RevokeTarget {
  readonly status: RevokeStatus;
  readonly transfer: number | null;
  readonly rule: TransferRule | null;
}

export interface ExpectRevoke {
  readonly seat: Seat;
  readonly trick: number;
  readonly status: RevokeStatus;
  readonly transfer?: number | null;
  readonly rule?: TransferRule | null;
  readonly penaltyCard?: 'major' | null;
  readonly establishedBy?: EstablishedBy;
}

export interface Expect {
  readonly revokes: readonly ExpectRevoke[];
  readonly tricks?: { readonly declarer: { readonly final: number } };
  readonly score?: { readonly declarer: { readonly final: number } };
}

/** A built board: what the case file is made from. */
export interface Scenario {
  readonly board: Board;
  readonly sim: Sim;
  readonly title: string;
  readonly expect: Expect;
  readonly facts?: CaseFacts;
  /**
   * The build has checked equity itself (equity.ts transferRestoresEquity) and passed over the
   * lines of play that failed it for the deal's next one: index.ts does not replay it again.
   */
  readonly equityChecked?: boolean;
}

export type Role = 'defender' | 'declarer' | 'dummy';

export const roleOf = (sim: Sim, s: S): Role => (s === sim.declarer ? 'declarer' : s === sim.dummy ? 'dummy' : 'defender');

export interface RevokeSpec {
  readonly roles: readonly Role[];
  readonly kind: 'ruff' | 'discard';
  /** First and last trick on which the revoke may happen. */
  readonly from: number;
  readonly to: number;
  /** The earliest trick tried once `from` to `to` are (1 unless given): a family whose slip comes late goes back no further. */
  readonly earliest?: number;
  /** Most cards of the suit led the offender may hold (a forgotten singleton is the classic slip). */
  readonly maxHold?: number;
  /** Whether the forgotten cards may include an honour. */
  readonly honours?: boolean;
  /** Which suit led: trumps only, side suits only, or either. */
  readonly suit?: 'trump' | 'side' | 'any';
  /**
   * Only these seats (of the roles above): a family about one defender says which, so the other's
   * slips are not branched (transfer-64a1-required-card's third hand: 38 % of its branches were
   * the opening leader's).
   */
  readonly seats?: readonly S[];
  /**
   * Only slips by the player at this place in the trick (1 the second to play, 3 the fourth): a
   * family about the players after the offender says which, so the others' slips are not copied
   * (withdrawals-62c: 4.1 of its 7.0 branches a board were not the second player's).
   */
  readonly place?: 1 | 2 | 3;
  /**
   * Only discards whose trick the offender's partner may still win (partnerMayWin; a discard
   * never wins): the others are passed over before the table is copied
   * (transfer-64a2-partner-won: 6.6 of its 7.7 branches a board, all turned down after).
   */
  readonly partnerWins?: boolean;
  /**
   * In a side suit, only slips that forget an honour, for a family whose board needs the
   * forgotten card to win a later trick (transfer-1997-extra-trick: a side suit's small cards did
   * on 1 % of their branches, 2.4 of its 6.4 a board; a trump's small cards on 13 %, honours on 9-80 %).
   */
  readonly sideHonour?: boolean;
}

/**
 * Every place along the natural line of play where a player of the wanted role, holding few
 * cards of the suit led, could slip; each comes as a separate branch with the revoke played.
 * From `from` to `to` first, then the earlier tricks (from `earliest`), so a late random start
 * never leaves a deal unused: one walk, the earlier slips kept as it passes them (a second walk
 * from the opening lead had found them again for every deal whose later slips would not do).
 */
export function* revokeBranches(base: Sim, spec: RevokeSpec): Generator<{ sim: Sim; rec: RevokeRec }> {
  // the spec read once (specs come in many shapes: each read in the walk was a megamorphic load)
  const { from, to, kind, suit, honours, place, partnerWins, sideHonour } = spec;
  const earliest = spec.earliest ?? 1;
  const first = from > earliest && to > from ? earliest : from;
  const kept: { sim: Sim; rec: RevokeRec }[] = [];
  const sim = base.clone();
  const maxHold = spec.maxHold ?? 1;
  const seats = slipSeats(sim, spec);
  // (the table's place read once a card: done, trick and position; beforeLead acts only on a lead)
  for (let p = sim.place(); p < 52 && (p >> 2) < to; p = sim.place()) {
    const t = (p >> 2) + 1;
    if ((p & 3) === 0) sim.beforeLead();
    else if (t >= first && (place === undefined || (p & 3) === place) && (partnerWins !== true || partnerMayWin(sim, p & 3))) {
      const b = slipAt(sim, seats, suit, kind, maxHold, honours, sideHonour, t);
      if (b !== null) {
        if (t >= from) yield b;
        else kept.push(b);
      }
    }
    sim.playNatural();
  }
  yield* kept;
}

/**
 * revokeBranches' slips all at once, in its order, with the natural line played to the end beside
 * them: a family that can tell from the natural play's tricks that none of the slips will do turns
 * the deal down before any of them is played on. The walk is the one revokeBranches makes, carried
 * on to the last trick, so the natural line's count costs a few cards, not a second play.
 */
export const slipsAlong = (base: Sim, spec: RevokeSpec): { natural: Sim; slips: { sim: Sim; rec: RevokeRec }[] } => {
  const { from, to, kind, suit, honours, place, partnerWins, sideHonour } = spec;
  const earliest = spec.earliest ?? 1;
  const first = from > earliest && to > from ? earliest : from;
  const late: { sim: Sim; rec: RevokeRec }[] = [];
  const early: { sim: Sim; rec: RevokeRec }[] = [];
  const sim = base.clone();
  const maxHold = spec.maxHold ?? 1;
  const seats = slipSeats(sim, spec);
  for (let p = sim.place(); p < 52; p = sim.place()) {
    const t = (p >> 2) + 1;
    if ((p & 3) === 0) sim.beforeLead();
    else if (t >= first && t <= to && (place === undefined || (p & 3) === place) && (partnerWins !== true || partnerMayWin(sim, p & 3))) {
      const b = slipAt(sim, seats, suit, kind, maxHold, honours, sideHonour, t);
      if (b !== null) (t >= from ? late : early).push(b);
    }
    sim.playNatural();
  }
  for (const b of early) late.push(b);
  return { natural: sim, slips: late };
};

/**
 * Whether the partner of the player to play now, at position `pos` (not the lead), may still win
 * the trick: where he has played (from position 2 on) he is winning it; where he plays last
 * (position 1) he holds a card above the lead or, void in its suit, a trump.
 */
const partnerMayWin = (sim: Sim, pos: number): boolean => {
  const p = partner(sim.toPlay);
  if (pos >= 2) return sim.currentWinner() === p;
  const cur = sim.current;
  if (cur === null) return true;
  const lead = cur.cards[0];
  const led = suitOf(lead);
  const m = sim.held(p, led);
  return m !== 0 ? m >> ((lead % 13) + 1) !== 0 : sim.trump >= 0 && sim.held(p, sim.trump) !== 0;
};

/** The seats `spec` lets slip at this table, a bit each (its roles, and its seats if it names them). */
const slipSeats = (sim: Sim, spec: RevokeSpec): number => {
  let m = 0;
  for (let s = 0; s < 4; s++) if (spec.roles.includes(roleOf(sim, s)) && (spec.seats === undefined || spec.seats.includes(s))) m |= 1 << s;
  return m;
};

/** The revoke a spec allows (read by the walk: its `seats` by slipSeats) for the player to play now to trick `trick`, not leading it, played on a copy of the table; null if he has none. */
const slipAt = (sim: Sim, seats: number, suit: RevokeSpec['suit'], kind: RevokeSpec['kind'], maxHold: number, honours: boolean | undefined, sideHonour: boolean | undefined, trick: number): { sim: Sim; rec: RevokeRec } | null => {
  const seat = sim.toPlay;
  if ((seats & (1 << seat)) === 0) return null;
  const led = sim.ledSuit;
  const suitOk = suit === undefined || suit === 'any' || (suit === 'trump') === (led === sim.trump);
  if (!suitOk || !slipsIn(sim, seat, led, trick, maxHold, honours ?? false)) return null;
  if (sideHonour === true && led !== sim.trump && (sim.held(seat, led) & HONOURS) === 0) return null;
  // the card is chosen before the table is copied (choosing reads it only): no copy where there is none
  const c = kind === 'ruff' ? sim.revokeRuff(seat) : sim.revokeDiscard(seat);
  if (c === null) return null;
  const b = sim.clone();
  return { sim: b, rec: b.playRevoke(c) };
};

/** The jack, queen, king and ace in a rank mask. */
const HONOURS = 0xf << 9;

/**
 * Whether `seat`, to play to the current trick (not leading it), holds the suit led in a way a
 * player forgets: one card of it (up to `maxHold`), no honour unless `honours`, and a slip
 * (play/slips.ts slipKind: the last card of a suit, one hidden among its colour-mate, or in the end position).
 */
export const canSlip = (sim: Sim, seat: S, maxHold = 1, honours = false): boolean => {
  const led = sim.ledSuit;
  return led >= 0 && slipsIn(sim, seat, led, sim.trickNo, maxHold, honours);
};

/** canSlip with the suit led and the trick given (the walks know them). */
const slipsIn = (sim: Sim, seat: S, led: number, trick: number, maxHold: number, honours: boolean): boolean => {
  // (the lengths from the table's rank masks, not counted over the hand: this runs at every card of a walk)
  const m = sim.held(seat, led);
  const n = RANK_COUNT[m];
  return n >= 1 && n <= maxHold && (honours || (m & HONOURS) === 0) && slipKindOf(n, RANK_COUNT[sim.held(seat, sameColour(led))], trick) !== null;
};

/**
 * The claim of declarer's side from the position `sim` stands in: its sure tricks (play/slips.ts),
 * made only when the play from here would give it no more (`playTricks`, the policy's tricks
 * played out), so the defence sees no loser in it and the claim gives what the play would; null
 * when he would play on instead (issue 11: claims the size of the sure tricks).
 */
export const sureClaim = (sim: Sim, playTricks: number): number | null => {
  const sure = Math.min(13 - sim.tricks.length, sureTricks(sim.hands, sim.trump, sim.declarer));
  return sure < 1 || playTricks > sure ? null : sure;
};

/** Most tricks a disputed claim counts beyond the sure ones: a trump forgotten, a suit that may not run. */
export const OVERCLAIM_MAX = 2;

/**
 * A claim the defence disputes, as a director meets it: one or two tricks more than the claimer's
 * side has sure (a trump still out, a suit that may not run), and more than the play from here
 * would give it (`playTricks`), so the play after the dispute shows the trick the claim did not
 * account for; null when no such claim fits this position (issue 11).
 */
export const disputedClaim = (sim: Sim, playTricks: number): number | null =>
  disputedClaimOf(13 - sim.tricks.length, sureTricks(sim.hands, sim.trump, sim.declarer), playTricks);

/** disputedClaim from the tricks left, the claimer's side's sure tricks (play/slips.ts sureTricks) and what the play gives it. */
export const disputedClaimOf = (left: number, sureTricks: number, playTricks: number): number | null => {
  const sure = Math.min(left, sureTricks);
  const claim = Math.max(sure + 1, playTricks + 1);
  return sure < 1 || claim > sure + OVERCLAIM_MAX || claim > left ? null : claim;
};

/**
 * Whether the contract at `level` on this board fits the hands as index.ts checks every built
 * board (contractTest.ts: the fit and values, no trump on balanced hands, the level within
 * SURE_SPREADS expected errors of the estimate of the side's tricks). Families that set the
 * level themselves ask it first, before any play, instead of having the finished board turned
 * down after every slip of the deal was played out.
 */
export const levelFits = (board: Board, level: number, spreads = SURE_SPREADS): boolean => {
  const b = { hands: board.hands, declarer: board.declarer, trump: board.trump, level };
  return contractMisfit(b) === null && noTrumpShape(b) && estimateSlack(board.hands, board.declarer, board.trump, level) >= spreads;
};

/**
 * The board bent toward a family's slip (`bend`, shape.ts) and bid again, the bend kept only where
 * the contract still fits the bent hands (levelFits); otherwise put back as dealt, level and all
 * (where bending moves the defence's values or shortens the declaring side, it often turned a deal
 * that fitted into one that did not). Whether the board is now bent: a bend that moved no card is
 * not bid again.
 */
export const bendToFit = (board: Board, bend: (board: Board) => void, spreads = SURE_SPREADS): boolean => {
  const dealt = copyHands(board.hands);
  const level = board.level;
  bend(board);
  if (board.hands.some((h, s) => h.some((c, i) => c !== dealt[s][i]))) {
    rebid(board);
    if (levelFits(board, board.level, spreads)) return true;
  }
  putBackHands(board.hands, dealt);
  board.level = level;
  return false;
};

/**
 * A family's board from the deal bent by `bend` (kept only `spreads` expected errors inside the
 * contract test: bendToFit), or null with the hands and level put back as they were before the
 * bend: a bent deal whose play shows no board leaves the deal as it was for the next try.
 */
export const builtBent = <T>(board: Board, bend: (board: Board) => void, build: () => T | null, spreads = SURE_SPREADS): T | null => {
  const dealt = copyHands(board.hands);
  const level = board.level;
  if (!bendToFit(board, bend, spreads)) return null;
  const made = build();
  if (made === null) {
    putBackHands(board.hands, dealt);
    board.level = level;
  }
  return made;
};

/** A family's board from this deal (`build`), else from the deal bent each of `bends` ways in turn (builtBent), else null. */
export const orBent = <T>(board: Board, build: () => T | null, bends: readonly ((board: Board) => void)[], spreads = SURE_SPREADS): T | null => {
  const first = build();
  if (first !== null) return first;
  for (const bend of bends) {
    const made = builtBent(board, bend, build, spreads);
    if (made !== null) return made;
  }
  return null;
};

/** A family's bend of every dealt board index.ts bends (FamilyDef.shape), kept where it fits (bendToFit). */
export const bentIfFits =
  (bend: (board: Board) => void) =>
  (board: Board): void =>
    void bendToFit(board, bend);

/** Law 64A as the generator aims at it, on the tricks as played. */
export const transfer64A = (sim: Sim, rec: RevokeRec, edition: Edition): { transfer: number; rule: TransferRule } => {
  const os = sim.sideTricksFrom(rec.seat, rec.trick);
  if (os === 0) return { transfer: 0, rule: '64B1' };
  if (sim.winnerOf(rec.trick) === rec.seat) return { transfer: os >= 2 ? 2 : 1, rule: '64A1' };
  if (edition === '1997' && os >= 2 && laterWinWithLegalCard(sim, rec)) return { transfer: 2, rule: '64A2' };
  return { transfer: 1, rule: '64A2' };
};

/** The 1997 Law 64A2 extra trick: the offender himself later won a trick with a card he could have played. */
export const laterWinWithLegalCard = (sim: Sim, rec: RevokeRec): boolean => {
  for (let i = rec.trick; i < sim.tricks.length; i++) {
    const t = sim.tricks[i];
    if (t.cards.length === 4 && t.winner === rec.seat && rec.legal.includes(sim.winningCard(t))) return true;
  }
  return false;
};

/**
 * Play on after defender `x`'s corrected revoke while his penalty card lies on the table (it goes
 * at his first legal opportunity, Law 50D1), until his partner is to lead, where declarer has a
 * Law 50D2 lead option ('partner-leads'), or `stop` holds for the table ('stop': a turn the family
 * wants, looked at before each card); 'gone' when the card was played first or the hand ended.
 */
export const playOnWithPenaltyCard = (sim: Sim, x: S, stop?: (sim: Sim) => boolean): 'partner-leads' | 'stop' | 'gone' => {
  for (;;) {
    if (sim.done || sim.penalty[x].length === 0) return 'gone';
    if (sim.current === null && sim.toPlay === partner(x)) return 'partner-leads';
    if (stop?.(sim)) return 'stop';
    sim.playNatural();
  }
};

/** `by` draws attention to the revoke (a question such as "having none?", or otherwise). */
export const attention = (sim: Sim, rec: RevokeRec, by: S): void => {
  sim.push({ attention: { seat: seatName(rec.seat), trick: rec.trick, by: seatName(by) } });
};

/**
 * A non-offender who may draw attention, varied from board to board so the room sees different
 * players do it: against a defender, declarer (and once play is over, dummy too; during play
 * dummy may not draw attention to a defender's irregularity, Law 43A1); against declarer, either
 * defender, or dummy asking him "having none?" (Law 42B1). Never the offender's partner during
 * play, which Law 61B restricts, and never the offender himself: families that teach that say so.
 */
export const noticer = (sim: Sim, rec: RevokeRec): S => {
  const opts = sim.isDefender(rec.seat)
    ? sim.done
      ? [sim.declarer, sim.dummy]
      : [sim.declarer]
    : rec.seat === sim.declarer
      ? [lho(sim.declarer), rho(sim.declarer), sim.dummy]
      : [lho(sim.declarer), rho(sim.declarer)];
  return opts[(rec.trick + rankOf(rec.card)) % opts.length];
};

export const expectRevoke = (rec: RevokeRec, target: Partial<RevokeTarget>, extra: Partial<ExpectRevoke> = {}): ExpectRevoke => ({
  seat: seatName(rec.seat),
  trick: rec.trick,
  ...(target as RevokeTarget),
  ...extra,
});

export const sameTarget = (a: { transfer: number | null; rule: TransferRule | null }, b: RevokeTarget): boolean => a.transfer === b.transfer && a.rule === b.rule;

/** Why the offender missed the card (a card hidden among another suit, the last card of a suit, an end position), from his hand before the revoke. */
export const slipOf = (sim: Sim, rec: RevokeRec): SlipKind | null => (rec.suit < 0 ? null : slipKind(rec.hand, rec.suit, rec.trick));

/**
 * "East ruffs a heart, forgetting his last one" / "East discards on a heart lead with a heart
 * hidden among his diamonds": the slip as the table saw it, and which slip it was.
 */
export const slipWords = (sim: Sim, rec: RevokeRec): string => {
  const who = SEAT_WORD[rec.seat];
  const suit = SUIT_WORD[rec.suit];
  const ruffed = sim.trump >= 0 && suitOf(rec.card) === sim.trump && rec.suit !== sim.trump;
  const base = ruffed ? `${who} ruffs a ${suit}` : `${who} discards on a ${suit} lead`;
  switch (slipOf(sim, rec)) {
    case 'hidden':
      return `${base} with a ${suit} hidden among his ${SUIT_WORD[sameColour(rec.suit)]}s`;
    case 'last-card':
      return `${base}, forgetting his last ${suit}`;
    case 'end-position':
      return `${base} in the end position, still holding a ${suit}`;
    case null:
      return `${base} while holding one`;
  }
};

export type Intent = (edition: Edition) => RevokeTarget;
export interface FamilyDef {
  readonly difficulty: 1 | 2 | 3 | 4 | 5;
  readonly teaches: string;
  readonly target: Intent;
  readonly deal: (rng: Rng) => DealSpec;
  /** Bend the dealt board toward the slip (a best effort: a board it cannot bend is used as dealt). */
  readonly shape?: (board: Board) => void;
  /**
   * Bend every deal, not only some of the first two (index.ts SHAPE_PERCENT): for families whose
   * unbent deals mostly offer no slip that makes the board, and whose revokes stay spread over
   * the tricks when every deal is bent (shape.ts shapedSuit: the opening lead's suit on three
   * boards in ten, a suit played later on the others).
   */
  readonly shapeAlways?: boolean;
  /** The family sets the contract's level from the play (the score families): the deal is not checked before it is built. */
  readonly setsLevel?: boolean;
  /** Build one board from a dealt board, or null when this deal offers no fitting situation. */
  readonly build: (board: Board, rng: Rng, edition: Edition) => Scenario | null;
}

export const single = (t: RevokeTarget): Intent => () => t;
/** The usual deal: the declaring side has game values. */
export const GAME = (): DealSpec => ({ minHcp: 24, maxHcp: 29 });
