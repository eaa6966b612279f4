// Issue 11: declarer's and the defenders' play against double dummy (libdds), on seeds the other
// tests do not use, every family and edition: the mean distance of the policy's tricks from
// perfect play, and the situations that lose most (printed, so the next change starts there).
import { describe, expect, it } from 'vitest';
import { ddsAvailable, solveFrom, type DdsStrain } from './index';
import { FAMILIES, generateScenario } from '../generator';
import { cardIndex, parseContract, parseDeal, SEATS, SUITS, suitIndex } from '../engine';
import { Sim } from '../generator/sim';
import { makeDealText, cardName } from '../generator/cards';
import { measurePlay } from '../generator/play/situations';


/** Declarer's tricks with perfect play from the table as it stands (those won so far included). */
const solve = (sim: Sim): number => {
  if (sim.done) return sim.declarerTricks();
  const strain = (sim.trump < 0 ? 'NT' : SUITS[sim.trump]) satisfies DdsStrain;
  const cur = sim.current;
  const leader = cur ? cur.leader : sim.toPlay;
  const side = solveFrom(makeDealText(sim.hands), strain, SEATS[leader], cur ? cur.cards.map(cardName) : []);
  const complete = sim.tricks.filter((t) => t.cards.length === 4).length;
  return sim.declarerTricks() + (sim.isDeclaringSide(sim.toPlay) ? side : 13 - complete - side);
};

// Issue 11's goal is within one trick of double dummy; the policy reaches 0.80-0.83 over 1,017
// boards on each of seeds 31,000,000+ and 47,000,000+ (1.00 before declarer stopped leading trumps
// he could not draw). The floor had been 0.8 over one board a family and edition (113): that
// sample read 0.62, then 0.75, then 0.81 as the generator's boards changed while the 1,017-board
// figures stayed (0.827/0.801 -> 0.817/0.799), so it failed on which boards were dealt, not on the
// play. Three boards each (339; a board's distance spreads 0.80 tricks, so the mean's standard
// error is 0.044) and 0.9: two standard errors over what the policy reaches, and a policy at the
// goal's one trick would read over it nearly every time.
const FLOOR = { natural: 0.9 };
const PER_EDITION = 3;

describe.skipIf(!ddsAvailable())('the play policy against double dummy', () => {
  it('declarer and defenders play a board out within a trick of perfect play on average (seeds 5,000,000+, three boards of every family and edition)', () => {
    const totals = new Map<string, { cards: number; lost: number }>();
    let boards = 0;
    let distance = 0;
    for (const f of FAMILIES) {
      for (const e of f.editions) for (let k = 0; k < PER_EDITION; k++) {
        const r = generateScenario(f.name, 5_000_000 + 104_729 * f.editions.indexOf(e) + 7_919 * k, e);
        if (!r.ok) throw new Error(r.error.message);
        const c = r.value;
        const deal = parseDeal(c.deal);
        const contract = parseContract(c.contract, c.declarer);
        if (!deal.ok || !contract.ok) throw new Error(`unreadable board ${c.deal} ${c.contract}`);
        const trump = contract.value.strain === 'NT' ? -1 : suitIndex(contract.value.strain);
        // the dealt board played without the revoke: the policy alone
        const m = measurePlay(new Sim({ hands: SEATS.map((s) => deal.value[s].map(cardIndex)), trump, declarer: SEATS.indexOf(c.declarer) }), solve);
        boards++;
        distance += Math.abs(m.final - m.start);
        for (const [k, v] of m.losses) {
          const t = totals.get(k) ?? { cards: 0, lost: 0 };
          t.cards += v.cards;
          t.lost += v.lost;
          totals.set(k, t);
        }
      }
    }
    const rows = [...totals].sort((a, b) => b[1].lost - a[1].lost);
    console.log(
      `play: ${boards} boards, ${(distance / boards).toFixed(2)} tricks from double dummy; tricks lost per board, by situation:\n` +
        rows.map(([k, v]) => `  ${(v.lost / boards).toFixed(2)}  ${k} (${v.cards} cards)`).join('\n'),
    );
    expect(distance / boards).toBeLessThan(FLOOR.natural);
    // every situation is met on these boards, and perfect play never loses to the policy overall
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.reduce((n, [, v]) => n + v.lost, 0)).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
