// Revokes put right before they are established (Law 62), and the trick-12 exception (Law 62D).
import type { FamilyName } from '../familyNames';
import { type C, cardName as nameOf, SEAT_WORD, SUIT_WORD, bitCount, countSuit, inSuit, lho, lowest, partner, rankOf, suitOf } from '../cards';
import { GAME, type FamilyDef, type Intent, type RevokeSpec, type Scenario, attention, expectRevoke, noticer, orBent, playOnWithPenaltyCard, revokeBranches, single, slipWords, transfer64A } from '../common';
import type { Board } from '../dealer';
import { transferRestoresEquity } from '../equity';
import { type Rng, int } from '../rng';
import { DECLARER_HOLD } from '../shape';
import { Sim, type RevokeRec } from '../sim';
import { BENT_SPREADS, orDefendersSwapped, shapeHidden } from './established-lines';
import type { Edition } from '../../engine';

/** Whether the continuation never needed a Law 50D lead option (the penalty card went before partner led). */
const noLeadOption = (sim: Sim): boolean => !sim.timeline.some((a) => 'leadOption' in a);

/**
 * The card a player changes to under Law 62C, now that the offender's real card is in the trick:
 * another card of the suit led, the cheapest that now wins for his side, else his lowest.
 * Null when he has no other card of the suit (changing one discard for another teaches nothing).
 */
const changedCard = (sim: Sim, trick: number, seat: number): C | null => {
  const t = sim.tricks[trick - 1];
  const led = suitOf(t.cards[0]);
  const follow = inSuit(sim.hands[seat], led);
  if (follow.length === 0 || suitOf(t.cards[t.seats.indexOf(seat)]) !== led) return null;
  const others = t.cards.filter((c, i) => t.seats[i] !== seat && suitOf(c) === led);
  const ruffed = sim.trump >= 0 && led !== sim.trump && t.cards.some((c) => suitOf(c) === sim.trump);
  const top = Math.max(...others.map(rankOf));
  const winners = ruffed ? [] : follow.filter((c) => rankOf(c) > top);
  return winners.length ? lowest(winners) : lowest(follow);
};

const trick12Target: Intent = () => ({ status: 'trick12-corrected', transfer: 0, rule: '62D' });

/** The tricks the side of `seat` takes from here on when the policy plays out. */
const sideTricksOn = (sim: Sim, seat: number): number => {
  const rest = sim.clone();
  const from = rest.trickNo;
  rest.playOut();
  return rest.sideTricksFrom(seat, from);
};

/**
 * The plays into trick 12 worth trying for a slip there: the natural one, those where the
 * leader to trick 11 or 12 cashes his last cards in another order that gives his side the same
 * tricks (with three cards or two left the order is a matter of taste, and a club player plays
 * either), and those where a player who cannot follow to trick 11 keeps another two of his three
 * cards for the same tricks (otherDiscards). A trick-12 slip needs a player left with one card of
 * the suit led and one of another: on most deals the natural order offers none, and another order
 * of the same cards often does.
 */
function* endings(board: Board): Generator<Sim> {
  const base = new Sim(board);
  base.playOut(10);
  // the natural play first (the walk to trick 12 starts here: nothing before trick 12 is tried)
  // (the positions are only read: revokeBranches walks a copy of each)
  for (const led of leadsTo11(base)) {
    const at11 = led.clone();
    at11.playOut(11);
    yield at11;
    yield* otherOrders(at11, 12);
    for (const other of otherDiscards(led)) {
      yield other;
      yield* otherOrders(other, 12);
    }
  }
}

/** The natural lead to trick 11, then the others for the same tricks (otherOrders). */
function* leadsTo11(base: Sim): Generator<Sim> {
  const natural = base.clone();
  natural.playNatural();
  yield natural;
  yield* otherOrders(base, 11);
}

/**
 * The positions after trick 11 from its lead (`led`) on, played naturally but for a player (not
 * dummy) who cannot follow and discards another suit than the policy's, for the same tricks to
 * his side, keeping two cards of different suits: the holding a trick-12 slip needs. After
 * every lead to trick 11, not only the natural one: trick12-too-late (1997, seeds 1000-1199)
 * 4.04 -> 3.66 deals a board and 286 -> 275 cards played, fewer deals being played through.
 */
function* otherDiscards(led: Sim): Generator<Sim> {
  const sim = led.clone();
  for (let k = 1; k < 4; k++) {
    const seat = sim.toPlay;
    const hand = sim.hands[seat];
    if (seat !== sim.dummy && sim.held(seat, sim.ledSuit) === 0) {
      const natural = sim.natural();
      let mine = -1;
      for (const c of sim.legal(seat)) {
        if (suitOf(c) === suitOf(natural)) continue;
        const [a, b] = hand.filter((x) => x !== c);
        if (suitOf(a) === suitOf(b)) continue;
        if (mine < 0) mine = sideTricksOn(sim, seat);
        const alt = sim.clone();
        alt.play(c);
        if (sideTricksOn(alt, seat) !== mine) continue;
        alt.playOut(11);
        yield alt;
      }
    }
    sim.playNatural();
  }
}

/**
 * A deal's endings, kept as they come: the families that try a discard and then a ruff read them
 * twice, and the second pass had found every one of them again (each a copy of the table and the
 * play of its tricks to the end, twice, for its side's tricks).
 */
const keptEndings = (board: Board): (() => Generator<Sim>) => {
  const got: Sim[] = [];
  const source = endings(board);
  let more = true;
  return function* () {
    for (let i = 0; ; i++) {
      if (i === got.length) {
        const n = more ? source.next() : null;
        if (n === null || n.done) {
          more = false;
          return;
        }
        got.push(n.value);
      }
      yield got[i];
    }
  };
};

/** The natural play's position after trick 11 alone, as keptEndings gives a deal's endings. */
const naturalEnding = (board: Board): (() => Iterable<Sim>) => {
  const at11 = new Sim(board);
  at11.playOut(11);
  return () => [at11];
};

/**
 * The positions after the leader to trick `trick` leads another of his cards than the policy's,
 * for the same tricks to his side; at trick 12 only leads that leave another player one card of
 * the suit led beside one of another suit (the slip's position: the rest are not played out).
 */
function* otherOrders(at: Sim, trick: 11 | 12): Generator<Sim> {
  const leader = at.toPlay;
  const natural = at.natural();
  let mine = -1;
  for (const c of at.legal(leader)) {
    if (c === natural) continue;
    if (trick === 12 && ![1, 2, 3].some((k) => countSuit(at.hands[(leader + k) % 4], suitOf(c)) === 1)) continue;
    if (mine < 0) mine = sideTricksOn(at, leader);
    const alt = at.clone();
    alt.play(c);
    if (sideTricksOn(alt, leader) === mine) yield alt;
  }
}

/** Every trick-12 slip of `spec` along the endings above, the natural play's first. */
function* trick12Branches(ends: Iterable<Sim>, spec: RevokeSpec): Generator<{ sim: Sim; rec: RevokeRec }> {
  for (const start of ends) yield* revokeBranches(start, spec);
}

/**
 * Declarer's or dummy's slip (from a trick drawn between 2 and 9 on), found at once by the
 * defender on the offender's left and put right: no penalty card for the declaring side (Law 62B1).
 */
const correctedNoPenalty =
  (role: 'declarer' | 'dummy', title: (sim: Sim, rec: RevokeRec) => string) =>
  (board: Board, rng: Rng): Scenario | null => {
    const from = int(rng, 2, 9);
    const once = (): Scenario | null => {
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: [role], kind: 'discard', from, to: 11, maxHold: DECLARER_HOLD })) {
        attention(sim, rec, lho(rec.seat));
        sim.correct(rec, rec.legal[0], { penaltyCard: false });
        sim.playOut();
        return {
          board, sim,
          title: title(sim, rec),
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: null })] },
        };
      }
      return null;
    };
    // a deal whose play offers the player no slip (the only reason these families dealt again) is
    // tried bent for one (shape.ts's way: his short suit, or two small cards hidden at no trump)
    return orBent(board, once, [(b) => void shapeHidden(b, role === 'declarer' ? b.declarer : partner(b.declarer))], BENT_SPREADS);
  };

export const CORRECTED: Partial<Record<FamilyName, FamilyDef>> = {
  'corrected-defender-penalty-card': {
    difficulty: 1,
    teaches: "A defender's corrected revoke card becomes a major penalty card, to be played at the first legal opportunity.",
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: (board, rng) => {
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 8), to: 10 })) {
        attention(sim, rec, sim.declarer);
        sim.correct(rec, rec.legal[0], { penaltyCard: true });
        sim.playOut();
        if (!noLeadOption(sim)) continue;
        return {
          board, sim,
          title: `${slipWords(sim, rec)}; declarer asks, the ${SUIT_WORD[suitOf(rec.card)]} stays face up`,
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: 'major' })] },
        };
      }
      return null;
    },
  },

  'corrected-declarer-card': {
    difficulty: 1,
    teaches: "Declarer corrects a revoke found in time by replacing the card; there is no penalty card for declarer.",
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: correctedNoPenalty('declarer', (sim, rec) => `${slipWords(sim, rec)}; a defender asks and declarer puts it right`),
  },

  'corrected-dummy-card': {
    difficulty: 2,
    teaches: "A revoke from dummy found in time is corrected by playing dummy's card of the suit led; no penalty.",
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: correctedNoPenalty('dummy', (_sim, rec) => `Dummy's ${SUIT_WORD[rec.suit]} was hidden: declarer calls a ${SUIT_WORD[suitOf(rec.card)]}, a defender points it out`),
  },

  'corrected-defender-faced-card': {
    difficulty: 4,
    teaches: 'A defender who revokes by playing his face-up penalty card replaces it without further rectification.',
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: (board, rng) => {
      // he may forget two cards of the suit hidden among its colour-mate as well as one (play/slips.ts):
      // with one, he had none left when the suit was led again, and the penalty card was legal there
      // (323 of 653 slips of the deals that made no board, seeds 1000-1399); 2.05 -> 1.27 deals a board
      // and 75 -> 40 cards played over seeds 1000-1399 (1997, 2017)
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 7), to: 10, maxHold: 2 })) {
        attention(sim, rec, sim.declarer);
        sim.correct(rec, rec.legal[0], { penaltyCard: true });
        const x = rec.seat;
        const p = rec.card;
        // on to his next turn (partner on lead first: a Law 50D option would come first)
        if (playOnWithPenaltyCard(sim, x, (s) => s.toPlay === x) !== 'stop') continue;
        const led = sim.ledSuit;
        if (led < 0 || led === suitOf(p) || inSuit(sim.hands[x], led).length === 0) continue; // the penalty card is legal here
        const second = sim.playRevoke(p);
        attention(sim, second, sim.declarer);
        sim.correct(second, lowest(second.legal), { penaltyCard: true });
        return {
          board, sim,
          title: `${SEAT_WORD[x]} plays his penalty card on a ${SUIT_WORD[second.suit]} lead although he holds one`,
          expect: {
            revokes: [
              expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: 'major' }),
              expectRevoke(second, { status: 'corrected', transfer: 0 }, { penaltyCard: null }),
            ],
          },
        };
      }
      return null;
    },
  },

  'withdrawals-62c': {
    difficulty: 4,
    teaches:
      "After a revoke is corrected, each opponent may take back a card played after it; then the offender's side may too, and a defender's withdrawn card becomes a penalty card.",
    target: single({ status: 'corrected', transfer: 0, rule: null }),
    deal: GAME,
    build: (board, rng) => {
      // the offender plays second (place 1): both others play after him; he may forget two cards
      // of the suit hidden among its colour-mate as well as one (play/slips.ts: 3.19 -> 1.98 deals a
      // board over seeds 1000-1199, every edition, where 2.0 of 3.0 slips a board had failed the holdings below)
      for (const { sim, rec } of revokeBranches(new Sim(board), { roles: ['defender'], kind: 'discard', from: int(rng, 2, 9), to: 11, place: 1, maxHold: 2 })) {
        const third = (rec.seat + 1) % 4;
        const fourth = partner(rec.seat);
        // each changes to another card of the suit led, so each holds two now (one to follow with):
        // asked before the trick is played on and corrected (of 2.9 second-hand slips a board, 1.9 failed it after that)
        if (bitCount(sim.held(third, rec.suit)) < 2 || bitCount(sim.held(fourth, rec.suit)) < 2) continue;
        sim.playOut(rec.trick);
        attention(sim, rec, sim.declarer);
        sim.correct(rec, rec.legal[0], { penaltyCard: true });
        const c3 = changedCard(sim, rec.trick, third);
        if (c3 === null || c3 === sim.cardIn(rec.trick, third)) continue;
        sim.replace(rec.trick, third, c3, false);
        const c4 = changedCard(sim, rec.trick, fourth);
        if (c4 === null || c4 === sim.cardIn(rec.trick, fourth)) continue;
        sim.replace(rec.trick, fourth, c4, true);
        return {
          board, sim,
          title: `${slipWords(sim, rec)}; after the correction both players after him change their cards`,
          expect: { revokes: [expectRevoke(rec, { status: 'corrected', transfer: 0 }, { penaltyCard: 'major' })] },
        };
      }
      return null;
    },
  },

  'trick12-corrected-not-established': {
    difficulty: 3,
    teaches: 'A revoke on trick 12 noticed at once is corrected like any other.',
    target: trick12Target,
    deal: GAME,
    build: (board) => {
      const ends = keptEndings(board);
      for (const kind of ['discard', 'ruff'] as const) {
        for (const { sim, rec } of trick12Branches(ends(), { roles: ['defender', 'declarer'], kind, from: 12, to: 12, honours: true })) {
          attention(sim, rec, noticer(sim, rec));
          sim.correct(rec, rec.legal[0], { penaltyCard: sim.isDefender(rec.seat) });
          sim.playOut();
          return {
            board, sim,
            title: `${slipWords(sim, rec)} at trick 12; noticed at once`,
            expect: { revokes: [expectRevoke(rec, trick12Target('2017'))] },
          };
        }
      }
      return null;
    },
  },

  'trick12-corrected-established': {
    difficulty: 3,
    teaches: 'A revoke on trick 12 must be corrected even when established, if found before the hands go back in the board; no trick is transferred.',
    target: trick12Target,
    deal: GAME,
    build: (board) => {
      const ends = keptEndings(board);
      for (const kind of ['discard', 'ruff'] as const) {
        for (const { sim, rec } of trick12Branches(ends(), { roles: ['defender', 'declarer'], kind, from: 12, to: 12, honours: true })) {
          sim.playOut();
          attention(sim, rec, noticer(sim, rec));
          sim.push({ correct: nameOf(sim.cardIn(13, rec.seat)) });
          return {
            board, sim,
            title: `${slipWords(sim, rec)} at trick 12; found after the last trick`,
            expect: { revokes: [expectRevoke(rec, trick12Target('2017'))] },
          };
        }
      }
      return null;
    },
  },

  'trick12-too-late': {
    difficulty: 4,
    teaches: 'Once the hands are back in the board, a trick-12 revoke can no longer be corrected; from 2007 no trick is transferred (64B6), under 1997 Law 64A applies.',
    target: (e) => (e === '1997' ? { status: 'established', transfer: 1, rule: '64A2' } : { status: 'established', transfer: 0, rule: '64B6' }),
    // no fit over eight cards (dealer.ts trimFits): the defence keeps the trumps it needs to take
    // one of the last tricks. Seeds 1-100 in each edition, deals a board 2.26 -> 1.83 (five or
    // more 10.7 -> 3.3 %); 201 boards from seed 21,000,000: declarer's play from double dummy
    // 1.055 -> 1.075 tricks, the contract test 100 -> 99.5 %. (Every GAME family so had cost the
    // play 0.93 -> 1.01 tricks from double dummy over 26 families: kept to the three that gain most.)
    deal: () => ({ ...GAME(), longestFit: 8 }),
    build: (board, _rng, edition) => {
      // (tooLate below) Where the defence takes none of the last three tricks in the natural play, it takes none
      // in any ending above (each gives every side the same tricks), and a slip there transferred a
      // trick on 1 build in 16 (mostly declarer's): such a deal (1.6 of 3.5 builds a board over
      // seeds 1000-1199) is tried for declarer's slip in the natural play alone, before any other
      // ending is played. The endings move along this play without putting its cards again (sim.ts,
      // the deal's natural line). (Deals bent toward a late defence trick cut the deals a board
      // but not the first board's cold cost: a trump fit of nine or more shortened toward the
      // defence, 3.54 -> 2.96 deals, 4.30 -> 4.35 ms in a fresh node --no-lazy over seeds 1-30;
      // with the defenders' hands also exchanged on a deal that failed, 2.03 deals, 19.5 -> 20.9 M
      // instructions uncompiled over seeds 1-10. A bent deal that reaches the endings and fails
      // costs more than a defenceless one, and a deal costs less than its play.)
      return orDefendersSwapped(board, () => tooLate(board, edition));
    },
  },
};

/** trick12-too-late's board from this deal as it stands, or null (see there). */
const tooLate = (board: Board, edition: Edition): Scenario | null => {
  const natural = new Sim(board);
  natural.playOut();
  const defenceOut = natural.sideTricksFrom(lho(natural.declarer), 11) === 0;
  const ends = defenceOut && edition === '1997' ? naturalEnding(board) : keptEndings(board);
  const roles = defenceOut ? (['declarer'] as const) : (['defender', 'declarer'] as const);
  for (const kind of edition === '1997' ? (['discard'] as const) : (['discard', 'ruff'] as const)) {
    for (const { sim, rec } of trick12Branches(ends(), { roles, kind, from: 12, to: 12, honours: true })) {
      sim.playOut();
      // 1997: the 64A2 single trick; later editions: any board where 64B1 would not decide first
      const as1997 = transfer64A(sim, rec, '1997');
      if (edition === '1997' ? as1997.transfer !== 1 || as1997.rule !== '64A2' : as1997.transfer === 0) continue;
      sim.push({ handsReturned: true });
      attention(sim, rec, noticer(sim, rec));
      const t = edition === '1997' ? transfer64A(sim, rec, edition) : { transfer: 0, rule: '64B6' as const };
      const expect = { revokes: [expectRevoke(rec, { status: 'established', ...t })] };
      // where the revoke gained its side a trick no transfer gives back (from 2007), the deal's
      // next slip, not a new deal (index.ts had dealt again for 0.15 boards in 2007 and 2017)
      if (!transferRestoresEquity(board, sim, expect)) continue;
      return {
        board, sim, expect, equityChecked: true,
        title: `${slipWords(sim, rec)} at trick 12; found after the hands are back in the board`,
      };
    }
  }
  return null;
};
