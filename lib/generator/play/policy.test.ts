// Issue 11: the play policy does what a club player recognises, position by position. Cards are
// "SA", "H2"...; seats N E S W are 0-3; a position is set up as a few cards each with the rest of
// the deck already played, and the seat on lead given by a finished trick.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Sim, openingLeadOf } from '../sim';
import { type C, suitOf } from '../cards';
import { cardAt, cardIndex, isCard } from '../../engine';
import { dealBoard } from '../dealer';
import { makeRng } from '../rng';

/** A card by name ("SK") as the engine's card number (vocab.ts), the one encoding the generator uses. */
const c = (name: string): C => {
  if (!isCard(name)) throw new Error(`${name} is not a card`);
  return cardIndex(name);
};
const cs = (names: string): C[] => (names ? names.split(' ').map(c) : []);
const name = (x: C): string => cardAt(x);
const [E, S, W] = [1, 2, 3];
const SPADES = 0;
const NT = -1;

/** A table with these hands (N E S W), `onLead` to lead after a trick already played. */
const table = (hands: readonly string[], trump: number, declarer: number, onLead: number): Sim => {
  const sim = new Sim({ hands: hands.map(cs), trump, declarer });
  // a finished first trick of cards nobody holds (the deck's other cards count as played)
  sim.tricks.push({ leader: onLead, seats: [0, 1, 2, 3], cards: [], winner: onLead });
  return sim;
};
const next = (sim: Sim): string => name(sim.natural());
const play = (sim: Sim, card: string): void => sim.play(c(card));

describe('declarer', () => {
  it('draws trumps when nothing needs ruffing: the ace first', () => {
    const sim = table(['S5 S4 S3 H3 H2', 'SJ ST H6 H5 H4', 'SA SK SQ S2 HA', 'S9 HT H9 H8 H7'], SPADES, S, S);
    expect(next(sim)).toBe('SA');
  });

  it('ruffs a loser in the short trump hand before drawing trumps', () => {
    // South holds the diamond two, dummy none: the diamond goes first, dummy ruffs
    const sim = table(['S5 S4 S3 H3 H2', 'SJ ST D6 D5 D4', 'SA SK SQ S2 D2', 'S9 H8 H7 D8 D7'], SPADES, S, S);
    expect(next(sim)).toBe('D2');
    play(sim, 'D2');
    play(sim, next(sim));
    expect(next(sim)).toBe('S3');
  });

  it('draws trumps with the bottom of a sequence: the jack from KQJ drives out the ace', () => {
    const sim = table(['S5 S4 H4 H5 H6', 'SA S9 S8 H7 H8', 'SK SQ SJ S2 H2', 'S7 S6 D2 D3 D4'], SPADES, S, S);
    expect(next(sim)).toBe('SJ');
  });

  it('does not lead a lone low trump into the defenders\' higher one (it draws nothing and wins nothing)', () => {
    // hearts are trumps: dummy's two of hearts is the side's last trump, East holds the ten
    const sim = table(['H2 D5 D2 C6 C5', 'HT D8 D7 C8 C7', 'DA DQ DT CA CK', 'S8 S7 DK D6 C9'], 1, S, 0);
    expect(suitOf(sim.natural())).not.toBe(1);
  });

  it('keeps a trump winner once the defenders have none, and sets up the long suit first', () => {
    const sim = table(['C2 C3 C4 C5', 'HA H9 D6 D7', 'SA HK HQ HJ', 'H8 H7 D8 D9'], SPADES, S, S);
    expect(next(sim)).toBe('HK');
  });

  it('leads toward the ace-queen and finesses the queen when second hand plays low', () => {
    const sim = table(['HA HQ', 'H9 H8', 'H3 H2', 'HK H4'], NT, S, S);
    expect(next(sim)).toBe('H2');
    play(sim, 'H2');
    expect(next(sim)).toBe('H4'); // second hand low
    play(sim, 'H4');
    expect(next(sim)).toBe('HQ');
  });

  it('plays the short hand\'s honour first, so the long suit is not blocked', () => {
    const sim = table(['SQ H2 H3 H4 H5', 'SJ ST S9 H6 H7', 'SA SK S4 S3 S2', 'S8 S7 S6 H8 H9'], NT, S, S);
    expect(next(sim)).toBe('S2');
    play(sim, 'S2');
    play(sim, next(sim));
    expect(next(sim)).toBe('SQ');
  });
});

describe('the defenders', () => {
  it('lead the top of a sequence and fourth best from a long suit', () => {
    // at no trump from the longest suit; against a suit contract a side-suit sequence first
    expect(name(openingLeadOf(cs('SK SQ SJ S5 S2 H9 H4 D7 D3 C8 C6 C4 C3'), NT))).toBe('SK');
    expect(name(openingLeadOf(cs('SK S9 S7 S5 S2 H9 H4 D7 D3 C8 C6 C4 C3'), NT))).toBe('S5');
    expect(name(openingLeadOf(cs('S9 S7 S5 S4 S2 HQ HJ H4 D7 D3 C8 C6 C3'), 3))).toBe('HQ');
  });

  it('cover declarer\'s ten with the queen (never duck the queen under the ten)', () => {
    const sim = table(['H4 H3', 'H9 H8', 'HT H2', 'HQ H5'], NT, S, S);
    play(sim, 'HT');
    expect(next(sim)).toBe('HQ');
  });

  it('play second hand low on a small card', () => {
    const sim = table(['H4 H3', 'H9 H8', 'HA H2', 'HK H5'], NT, S, S);
    play(sim, 'H2');
    expect(next(sim)).toBe('H5');
  });

  it('play third hand high, the lower of touching honours, and count dummy\'s king as gone once dummy has played', () => {
    // West leads, dummy (North) plays low, East with KQ plays the queen
    const a = table(['H5 H4 D2', 'HK HQ H3', 'HA H6 D3', 'H9 H8 D4'], NT, S, W);
    play(a, 'H9');
    play(a, 'H4');
    expect(next(a)).toBe('HQ');
    // West leads, dummy holds the king and plays low: East's queen is as good as his ace
    const b = table(['HK H4 D2', 'HA HQ H3', 'HJ H5 D3', 'H9 H2 D4'], NT, S, W);
    play(b, 'H2');
    play(b, 'H4');
    expect(next(b)).toBe('HQ');
  });

  it("third hand does not ruff partner's winner when dummy, playing last, can neither beat it nor ruff it", () => {
    // East leads the heart eight, declarer (South) plays low keeping his king, West is void: with
    // dummy's hearts all lower West throws a club; with dummy void and holding a trump he ruffs
    const safe = table(['H4 H3 D2', 'HA H8 D3', 'HK H2 D4', 'S5 C2 C3'], SPADES, S, E);
    play(safe, 'H8');
    expect(next(safe)).toBe('H2');
    play(safe, 'H2');
    expect(next(safe)).toBe('C2');
    const ruffable = table(['S2 D2 D5', 'HA H8 D3', 'HK H2 D4', 'S5 C2 C3'], SPADES, S, E);
    play(ruffable, 'H8');
    play(ruffable, 'H2');
    expect(next(ruffable)).toBe('S5');
  });

  it("return partner's suit: low from three, the top of two", () => {
    const three = table(['S5 S4 H5 H4', 'SQ HQ H7 H3', 'SA S2 HA H2', 'S9 S8 H9 H8'], NT, S, E);
    three.markLed(W, 1); // West led hearts earlier
    expect(next(three)).toBe('H3');
    const two = table(['S5 S4 H5 H4', 'SQ S3 HQ H3', 'SA S2 HA H2', 'S9 S8 H9 H8'], NT, S, E);
    two.markLed(W, 1);
    expect(next(two)).toBe('HQ');
  });
});

describe('discards', () => {
  it('no one throws an established winner while he has a loser to throw (random deals, fast-check prints the seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, suit) => {
        const b = dealBoard(makeRng('policy-test', seed), suit ? { minHcp: 23, maxHcp: 29, suit: true } : { minHcp: 23, maxHcp: 29 });
        const sim = new Sim(b);
        while (!sim.done) {
          sim.beforeLead();
          const seat = sim.toPlay;
          const x = sim.natural();
          if (sim.current && suitOf(x) !== sim.ledSuit && suitOf(x) !== sim.trump) {
            const loser = sim.hands[seat].some((y) => suitOf(y) !== sim.trump && suitOf(y) !== sim.ledSuit && !sim.isMaster(y, seat));
            if (loser) expect(sim.isMaster(x, seat), `seed ${seed}: ${name(x)} thrown on trick ${sim.trickNo}`).toBe(false);
          }
          sim.play(x);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the simulation's shortcuts change no play", () => {
  it('isLegal agrees with legal() for every card of every hand, penalty cards and a required lead included (random deals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const sim = new Sim(dealBoard(makeRng('legal-test', seed), { minHcp: 23, maxHcp: 29 }));
        const check = (): void => {
          for (let seat = 0; seat < 4; seat++) {
            const legal = sim.legal(seat);
            const wrong = sim.hands[seat].filter((x) => sim.isLegal(seat, x) !== legal.includes(x));
            if (wrong.length > 0) expect(wrong.map(name), `seed ${seed}: seat ${seat} on trick ${sim.trickNo}`).toEqual([]);
          }
        };
        while (!sim.done) {
          sim.beforeLead();
          check();
          const seat = sim.toPlay;
          const x = sim.natural();
          // now and then a defender's revoke, corrected with a penalty card, and a lead required of his partner
          const pool = sim.current && sim.isDefender(seat) && sim.penalty[seat].length === 0 ? sim.hands[seat].filter((y) => suitOf(y) !== sim.ledSuit) : [];
          if (pool.length > 0 && pool.length < sim.hands[seat].length && (seed + sim.trickNo) % 3 === 0) {
            const rec = sim.playRevoke(pool[0]);
            check();
            sim.correct(rec, rec.legal[0], { penaltyCard: true });
            sim.leadReq = { seat: (seat + 2) % 4, suit: suitOf(rec.card) };
          } else sim.play(x);
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it("a table on the deal's natural line plays the policy's cards, and leaves the line at a revoke (random deals)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 40 }), (seed, at) => {
        const b = dealBoard(makeRng('line-test', seed), { minHcp: 23, maxHcp: 29 });
        // the first table asks the policy and keeps the line; the second, the same deal, reads it
        const first = new Sim(b);
        first.playOut();
        const asked = new Sim(b);
        const kept = new Sim(b);
        while (!asked.done) {
          asked.beforeLead();
          asked.play(asked.natural());
          kept.playNatural();
        }
        expect(kept.timeline).toEqual(asked.timeline);
        // a revoke part way: the rest is played by the policy from the table as it is, not the line
        const r = new Sim(b);
        r.playOut(Math.ceil(at / 4));
        const ask = r.clone();
        const seat = r.toPlay;
        const other = r.current ? r.hands[seat].find((x) => suitOf(x) !== r.ledSuit) : undefined;
        if (other === undefined || r.legal(seat).includes(other)) return;
        r.playRevoke(other);
        ask.playRevoke(other);
        r.playOut();
        while (!ask.done) ask.play(ask.natural());
        expect(r.timeline).toEqual(ask.timeline);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it("a table that leaves the line with a legal card goes on with the policy's cards, shared by the tables that play the same card (random deals)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 39 }), fc.nat(), (seed, at, pick) => {
        const b = dealBoard(makeRng('branch-test', seed), { minHcp: 23, maxHcp: 29 });
        new Sim(b).playOut();
        const upTo = (t: Sim): Sim => {
          for (let i = 0; i < at; i++) {
            t.beforeLead();
            t.playNatural();
          }
          return t;
        };
        const first = upTo(new Sim(b));
        const next = first.natural();
        const others = first.legal(first.toPlay).filter((x) => x !== next);
        // up to two cards other than the line's next, each played by two tables of the deal (the
        // first makes a branch, the second reads it) and by one off any line (leadReq set: the
        // policy asked at every card)
        for (let k = 0; k < 2 && k < others.length; k++) {
          const card = others[(pick + k) % others.length];
          const off = new Sim(b);
          off.leadReq = null;
          const tables = [upTo(new Sim(b)), upTo(new Sim(b)), upTo(off)];
          for (const t of tables) {
            t.play(card);
            t.playOut();
          }
          expect(tables[0].timeline).toEqual(tables[2].timeline);
          expect(tables[1].timeline).toEqual(tables[2].timeline);
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it("a clone's correction leaves the table it was cloned from as it was (finished tricks are shared until changed)", () => {
    const sim = new Sim(dealBoard(makeRng('clone-test', 7), { minHcp: 23, maxHcp: 29 }));
    sim.playOut(3);
    const before = JSON.stringify(sim.tricks);
    const b = sim.clone();
    // West's card on trick 2 withdrawn for another of his (a replaced card, Law 62C), on the clone only
    const t2 = b.tricks[1];
    const w = t2.seats.indexOf(W);
    const other = b.hands[W][0];
    b.replace(2, W, other, false);
    expect(b.tricks[1].cards[w]).toBe(other);
    expect(JSON.stringify(sim.tricks)).toBe(before);
    expect(sim.tricks[2]).toBe(b.tricks[2]);
  });
});

describe('what a player counts as a winner', () => {
  // South declares, North is dummy, West defends
  const N = 0;
  it("a defender's king is no winner while dummy, in sight, holds the ace", () => {
    const sim = table(['SA S2 H2 H3', 'S3 H4 H5 H6', 'S4 H7 H8 H9', 'SK S5 HT HJ'], NT, S, W);
    expect(sim.isMaster(c('SK'), W)).toBe(false);
  });

  it("a defender's king is a winner once the ace is gone and no hand holds a higher card", () => {
    const sim = table(['SQ S2 H2 H3', 'S3 H4 H5 H6', 'S4 H7 H8 H9', 'SK S5 HT HJ'], NT, S, W);
    expect(sim.isMaster(c('SK'), W)).toBe(true);
  });

  it('declarer counts only the defenders\' cards against his own side\'s', () => {
    // dummy's ace does not stop declarer's king being a winner for his side; West's ace would
    const sim = table(['SA S2 H2 H3', 'S3 H4 H5 H6', 'SK H7 H8 H9', 'S4 S5 HT HJ'], NT, S, S);
    expect(sim.isMaster(c('SK'), S)).toBe(true);
    expect(sim.isMaster(c('SK'), N)).toBe(true);
  });
});
