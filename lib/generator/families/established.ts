// When a revoke becomes established (Law 63A) and when it does not yet.
import { type FamilyName } from '../familyNames';
import type { Edition } from '../../engine';
import { SEAT_WORD, cardName, lho, partner, seatName } from '../cards';
import { GAME, type FamilyDef, type RevokeSpec, type RevokeTarget, type Scenario, attention, bentIfFits, expectRevoke, noticer, orBent, revokeBranches, sameTarget, single, slipWords, sureClaim, transfer64A } from '../common';
import { DECLARER_HOLD, openingLeadSuit, shapeDeclarerHidden, shapedSuit, shapeThirdHandSlip, shapeTrick1Ruff, slipOnOpeningLead } from '../shape';
import type { Board } from '../dealer';
import { type Rng, int } from '../rng';
import { Sim, type RevokeRec } from '../sim';
import { sureTricks } from '../play/slips';
import { laterSuit, orDefendersSwapped, shapeDefenderShort } from './established-lines';

/** What the claimer can see are his side's tricks from here: a claim no bigger is one a player makes and the others accept. */
const sureFor = (sim: Sim, seat: number): number => sureTricks(sim.hands, sim.trump, seat);

/** Play on until `seat` has played to the current trick number `trick`. */
const playUntilPlayed = (sim: Sim, trick: number, seat: number): void => {
  while (!(sim.tricks.length >= trick && sim.tricks[trick - 1].seats.includes(seat))) {
    sim.beforeLead();
    sim.playNatural();
  }
};

/** What establishedByPlay builds: see there. */
interface ByPlay {
  readonly spec: (rng: Rng) => RevokeSpec;
  readonly trick1Rare?: boolean;
  readonly wins: (sim: Sim, rec: RevokeRec) => boolean;
  readonly next: (rec: RevokeRec) => number;
  readonly target: RevokeTarget;
  readonly title: (sim: Sim, rec: RevokeRec) => string;
  readonly bend: (board: Board) => void;
}

/**
 * A defender's slip (`spec`: which, from which trick), its trick won as `wins` says, then `next`
 * (the offender or his partner) plays to the next trick, establishing it (Law 63A1); attention is
 * drawn there and the board played out, for the transfer `target`. A deal that offers no such
 * slip is tried again bent by `bend` (common.ts bendToFit: where the contract still fits): a deal
 * that makes a board as dealt pays for no bend (uncompiled, on a page's first board, a bend of
 * shape.ts costs about 0.7 M instructions, near what the deal itself does: callgrind), and one
 * that does not is tried bent instead of a new deal being dealt. `trick1Rare`: a slip the opening
 * lead offers on most deals comes on trick 1 only on the boards shape.ts says.
 */
const establishedByPlay =
  (o: ByPlay) =>
  (board: Board, rng: Rng, edition: Edition): Scenario | null => {
    const spec = o.spec(rng);
    return orBent(board, () => slipByPlay(board, spec, o, edition), [o.bend]);
  };

/** establishedByPlay's board from this deal as it stands, or null. */
const slipByPlay = (board: Board, spec: RevokeSpec, o: ByPlay, edition: Edition): Scenario | null => {
  // (a trick-1 slip where this board is not one for it is not even copied: the walk starts at trick 2)
  for (const { sim, rec } of revokeBranches(new Sim(board), o.trick1Rare && !slipOnOpeningLead(board) ? { ...spec, earliest: 2 } : spec)) {
    sim.playOut(rec.trick);
    if (!o.wins(sim, rec)) continue;
    playUntilPlayed(sim, rec.trick + 1, o.next(rec));
    attention(sim, rec, noticer(sim, rec));
    sim.playOut();
    const t = transfer64A(sim, rec, edition);
    if (!sameTarget(t, o.target)) continue;
    return {
      board, sim,
      title: o.title(sim, rec),
      expect: { revokes: [expectRevoke(rec, { status: 'established', ...t }, { establishedBy: 'play' })] },
    };
  }
  return null;
};

/**
 * Each defender's slip (from trick `from` on: the families draw it between 4 and 9) whose trick declarer's side wins,
 * after which declarer claims his sure tricks, conceding the rest (the defence's, at least `least`
 * and at most two, and any the play might still bring him), and both defenders agree.
 */
function* agreedClaims(board: Board, from: number, least: 0 | 1): Generator<{ sim: Sim; rec: RevokeRec }> {
  // (two cards of the suit hidden among its colour-mate as well as one, play/slips.ts: deals a board
  // over seeds 1000-1199, established-agree-claim 3.18 -> 2.74, agree-claim-not-yet-established 1.81 -> 1.57)
  for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from, to: 11, maxHold: 2 })) {
    sim.playOut(rec.trick);
    if (!sim.isDeclaringSide(sim.winnerOf(rec.trick))) continue;
    const remaining = 13 - rec.trick;
    // the claim below needs sure tricks to within one of all but the defence's two at most: a
    // position short of that is passed over before the rest is played out (the same boards)
    const sure = sureFor(sim, sim.declarer);
    if (sure < 1 || sure < remaining - 3) continue;
    const rest = sim.clone();
    rest.playOut();
    const theirs = rest.sideTricksFrom(rec.seat, rec.trick + 1);
    if (theirs < least || theirs > 2 || theirs >= remaining) continue;
    const claimed = Math.min(remaining - theirs, sure);
    if (claimed < 1 || claimed < remaining - theirs - 1) continue;
    sim.push({ claim: { by: seatName(sim.declarer), tricks: claimed } });
    sim.push({ agree: { by: seatName(rec.seat) } });
    sim.push({ agree: { by: seatName(partner(rec.seat)) } });
    yield { sim, rec };
  }
}

/**
 * Declarer's slip (the walk from trick `from`) on a trick dummy wins, then declarer names dummy's
 * card for the next trick, establishing it.
 */
const dummyCardNamed = (board: Board, from: number, edition: Edition): Scenario | null => {
  for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['declarer'], kind: 'discard', from, to: 11, maxHold: DECLARER_HOLD })) {
    sim.playOut(rec.trick);
    if (sim.winnerOf(rec.trick) !== sim.dummy) continue;
    const c = sim.natural();
    sim.push({ designate: cardName(c), by: seatName(sim.declarer) });
    sim.play(c);
    sim.playOut(rec.trick + 1);
    attention(sim, rec, noticer(sim, rec));
    sim.playOut();
    const t = transfer64A(sim, rec, edition);
    if (!sameTarget(t, { status: 'established', transfer: 1, rule: '64A2' })) continue;
    return {
      board, sim,
      title: `${slipWords(sim, rec)}; dummy wins and declarer calls dummy's next card`,
      expect: { revokes: [expectRevoke(rec, { status: 'established', ...t }, { establishedBy: 'designate' })] },
    };
  }
  return null;
};

/** The suit established-by-claim shapes declarer's slip in: shape.ts shapedSuit, but in a suit contract never the opening lead's (laterSuit). */
const claimSuit = (board: Board): number | null => (board.trump >= 0 ? laterSuit(board) : shapedSuit(board));

/**
 * established-by-claim's board from this deal as it stands, or null: declarer's slip (the walk
 * from trick `from`), then his claim at once.
 */
const claimedSlip = (board: Board, from: number, edition: Edition): Scenario | null => {
  // a trick-1 slip only on the boards whose shaped slip is on the opening lead (the walk starts at trick 2 on the others)
  for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['declarer'], kind: 'discard', from, to: 11, maxHold: DECLARER_HOLD, earliest: claimSuit(board) === openingLeadSuit(board) ? 1 : 2 })) {
    sim.playOut(rec.trick);
    // Dummy or a defender wins the revoke trick (declarer's discard cannot): declarer claims at
    // once, before the next lead, either way (with dummy's win only, the defence winning it
    // was the commonest reason a slip would not do: 501 of 1,250 deals that found none).
    const dummyWon = sim.winnerOf(rec.trick) === sim.dummy;
    const remaining = 13 - rec.trick;
    // the claim below is of his sure tricks and at least all but two of the rest: a position
    // with fewer sure tricks than that is passed over before the rest is played out (the same boards)
    if (Math.min(remaining, sureFor(sim, sim.declarer)) < Math.max(1, remaining - 2)) continue;
    const rest = sim.clone();
    rest.playOut();
    const mine = rest.sideTricksFrom(rec.seat, rec.trick + 1);
    if (mine < remaining - 2 || mine < 1) continue;
    // the transfer is counted on the claimed tricks, as if they were played as simulated
    const t = transfer64A(rest, rec, edition);
    if (!sameTarget(t, { status: 'established', transfer: 1, rule: '64A2' })) continue;
    // Declarer claims what he can count as sure, and only where the play would bring no more:
    // a claim of tricks the play happens to give, with losers in view, is not one a player makes.
    const claim = sureClaim(sim, mine);
    if (claim === null) continue;
    sim.push({ claim: { by: seatName(sim.declarer), tricks: claim } });
    sim.push({ agree: { by: seatName(lho(sim.declarer)) } });
    sim.push({ agree: { by: seatName(partner(lho(sim.declarer))) } });
    attention(sim, rec, lho(sim.declarer));
    return {
      board, sim,
      title: `${slipWords(sim, rec)}; ${dummyWon ? 'dummy wins and declarer claims' : 'the defence wins the trick and declarer claims'}`,
      expect: { revokes: [expectRevoke(rec, { status: 'established', ...t }, { establishedBy: 'claim' })] },
    };
  }
  return null;
};

export const ESTABLISHED: Partial<Record<FamilyName, FamilyDef>> = {
  'established-partner-plays': {
    difficulty: 1,
    teaches: "Once the offender's partner plays to the next trick, the revoke is established and can no longer be corrected.",
    target: single({ status: 'established', transfer: 1, rule: '64A2' }),
    deal: GAME,
    build: establishedByPlay({
      // a deal with no slip that will do is tried again with third hand short in a suit (shape.ts
      // shapeThirdHandSlip: the opening lead's, or one declarer runs later): 1.40 -> 1.28 deals a
      // board over seeds 1000-1399 (1997), 110 -> 113 cards played
      bend: (b) => void shapeThirdHandSlip(b, false),
      // two cards of the suit hidden among its colour-mate as well as one (play/slips.ts): 1.60 -> 1.36 deals a board over seeds 1000-1199
      spec: (rng) => ({ roles: ['defender'], kind: 'discard', from: int(rng, 2, 8), to: 11, maxHold: 2 }),
      wins: (sim, rec) => sim.winnerOf(rec.trick) === partner(rec.seat) || sim.winnerOf(rec.trick) === lho(rec.seat),
      next: (rec) => partner(rec.seat),
      target: { status: 'established', transfer: 1, rule: '64A2' },
      title: (sim, rec) => `${slipWords(sim, rec)}; ${SEAT_WORD[partner(rec.seat)]} plays to the next trick`,
    }),
  },

  'established-offender-leads': {
    difficulty: 1,
    teaches: 'A revoke is established when the offender himself leads to the next trick.',
    target: single({ status: 'established', transfer: 2, rule: '64A1' }),
    deal: () => ({ minHcp: 24, maxHcp: 29, suit: true }),
    build: establishedByPlay({
      // the deal as dealt first, then bent for third hand's ruff (where the contract still fits the
      // bent hands): a deal is bent only where it offers no ruff that will do, and tried twice
      // (every deal bent before: 2.43 -> 2.14 deals a board over seeds 1000-1399, 1997, and
      // 160 -> 191 cards played)
      bend: shapeTrick1Ruff,
      spec: (rng) => ({ roles: ['defender'], kind: 'ruff', from: int(rng, 2, 6), to: 11, maxHold: 2 }),
      trick1Rare: true,
      wins: (sim, rec) => sim.winnerOf(rec.trick) === rec.seat,
      next: (rec) => rec.seat,
      target: { status: 'established', transfer: 2, rule: '64A1' },
      title: (sim, rec) => `${slipWords(sim, rec)}, then leads to the next trick`,
    }),
  },

  'established-dummy-card-named': {
    difficulty: 2,
    teaches: "Declarer's revoke is established as soon as he names a card from dummy for the next trick.",
    target: single({ status: 'established', transfer: 1, rule: '64A2' }),
    deal: GAME,
    // as dealt, then bent for declarer's slip (establishedByPlay's way; every deal bent before:
    // 2.07 -> 1.92 deals a board over seeds 1000-1399, 1997, and 135 -> 165 cards played)
    build: (board, rng, edition) => {
      const from = int(rng, 2, 8);
      return orBent(board, () => dummyCardNamed(board, from, edition), [(b) => void shapeDeclarerHidden(b)]);
    },
  },

  'established-by-claim': {
    difficulty: 2,
    teaches: 'A claim by the offending side establishes its revoke.',
    target: single({ status: 'established', transfer: 1, rule: '64A2' }),
    // 28-32 rather than 27-32: more deals whose sure tricks make the claim (5.48 deals a board against 6.03 over 300),
    // the contract test double dummy 99.2 % against 96.7 % (120 boards)
    deal: () => ({ minHcp: 28, maxHcp: 32 }),
    // in a suit contract the slip shaped in a suit declarer runs once trumps are drawn, never the
    // opening lead's: before trumps are drawn declarer's side has no claim to make (play/slips.ts
    // sureTricks), and 55 of the 92 slips of the failed deals (1997-2017, seeds 1-40) were such
    // trick-1 slips
    shape: bentIfFits((b) => void shapeDeclarerHidden(b, claimSuit(b))),
    // every deal bent (2.3 of its 3.3 builds a board had found no slip that would do): 3.96 -> 3.50 deals a board over seeds 1000-1199
    shapeAlways: true,
    build: (board, rng, edition) => {
      const from = int(rng, 3, 8);
      return orDefendersSwapped(board, () => claimedSlip(board, from, edition));
    },
  },

  'established-agree-claim': {
    difficulty: 3,
    teaches:
      "Agreeing to the opponents' claim establishes the offending side's revoke (from 2017 only once the agreement stands: the round ends or the offenders call on the next board).",
    target: single({ status: 'established', transfer: 1, rule: '64A2' }),
    deal: GAME,
    build: (board, rng) => {
      const from = int(rng, 4, 9);
      const once = (): Scenario | null => {
        for (const { sim, rec } of agreedClaims(board, from, 1)) {
          sim.push({ nextBoardCall: { by: seatName(partner(rec.seat)) } });
          attention(sim, rec, sim.declarer);
          return {
            board, sim,
            title: `${slipWords(sim, rec)}; the defence accepts declarer's claim`,
            expect: { revokes: [expectRevoke(rec, { status: 'established', transfer: 1, rule: '64A2' }, { establishedBy: 'agree' })] },
          };
        }
        return null;
      };
      return orBent(board, once, [(b) => void shapeDefenderShort(b, partner(lho(b.declarer))), (b) => void shapeDefenderShort(b, lho(b.declarer))]);
    },
  },

  'agree-claim-not-yet-established': {
    difficulty: 4,
    teaches: "Under the 2017 laws, agreeing to the opponents' claim establishes a revoke only once the agreement stands; found before that, it is corrected.",
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: (board, rng) => {
      for (const { sim, rec } of agreedClaims(board, int(rng, 4, 9), 0)) {
        const winner = sim.winnerOf(rec.trick);
        attention(sim, rec, sim.declarer);
        sim.correct(rec, rec.legal[0], { penaltyCard: true });
        if (sim.winnerOf(rec.trick) !== winner) continue;
        return {
          board, sim,
          title: `${slipWords(sim, rec)}; found after the defence accepts a claim, before the round ends`,
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 })] },
        };
      }
      return null;
    },
  },

  'not-established-nos-played-on': {
    difficulty: 2,
    teaches: 'Only the offending side can establish a revoke: if only the opponents have played on, it is still corrected.',
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: (board, rng) => {
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 9), to: 11 })) {
        sim.playOut(rec.trick);
        const winner = sim.winnerOf(rec.trick);
        if (!sim.isDeclaringSide(winner)) continue;
        sim.playNatural(); // declarer's side leads to the next trick
        attention(sim, rec, rec.seat);
        sim.correct(rec, rec.legal[0], { penaltyCard: true });
        if (sim.winnerOf(rec.trick) !== winner) continue;
        return {
          board, sim,
          title: `${slipWords(sim, rec)}; declarer's side leads on, then ${SEAT_WORD[rec.seat]} notices`,
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: 'major' })] },
        };
      }
      return null;
    },
  },
};
