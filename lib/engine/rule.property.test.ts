// Properties of the engine over random legal deals and plays with revokes injected (fast-check
// prints the failing seed and the shrunk choices).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_CARDS, RANKS, SEATS, STRAINS, suitOf, sameSide, type Card, type Seat } from './vocab';
import { makeDeal } from './deal';
import { replayCase } from './replay';
import { ruleCase } from './rule';
import type { Action, CaseFile } from './caseFile';
import type { Edition } from './vocab';

/** Builds a legal-looking board from a list of choices: deal, contract, then play with slips. */
const boardFrom = (choices: readonly number[], edition: Edition): CaseFile => {
  let i = 0;
  const next = (n: number) => choices[i++ % choices.length] % n;
  const deck = [...ALL_CARDS];
  for (let k = deck.length - 1; k > 0; k--) {
    const j = next(k + 1);
    [deck[k], deck[j]] = [deck[j], deck[k]];
  }
  const deal = { N: deck.slice(0, 13), E: deck.slice(13, 26), S: deck.slice(26, 39), W: deck.slice(39) };
  const declarer = SEATS[next(4)];
  const strain = STRAINS[next(5)];
  const contract = `${1 + next(7)}${strain}${['', 'X', 'XX'][next(3)]}`;
  const base: CaseFile = { format: 'revoke-case/1', edition, deal: makeDeal(deal), contract, declarer, vulnerable: (['None', 'NS', 'EW', 'All'] as const)[next(4)], timeline: [] };
  const timeline: Action[] = [];
  const stopAt = 20 + next(40);
  for (let step = 0; step < 80; step++) {
    const t = replayCase({ ...base, timeline });
    if (!t.ok) throw new Error(t.error.message);
    const s = t.value;
    const seat = s.toPlay;
    if (!seat) break;
    // Now and then, attention to a revoke, and a correction where one is due.
    const open = s.revokes.filter((r) => r.attention.length === 0);
    if (open.length && next(6) === 0) {
      const r = open[next(open.length)];
      timeline.push({ attention: { seat: r.seat, trick: r.trick, by: SEATS[next(4)] } });
      const after = replayCase({ ...base, timeline });
      if (after.ok && next(3) > 0) {
        const awaiting = after.value.revokes.find((x) => x.seat === r.seat && x.trick === r.trick);
        const held = awaiting?.legalCards.filter((c) => after.value.hands[r.seat].includes(c)) ?? [];
        const trial = held.length ? [...timeline, { correct: held[0], by: r.seat }] : null;
        if (trial && replayCase({ ...base, timeline: trial }).ok) timeline.push(trial[trial.length - 1]);
      }
      continue;
    }
    if (timeline.length > stopAt && next(10) === 0) break;
    const hand = s.hands[seat];
    const trick = s.tricks[s.tricks.length - 1];
    const led = trick && !trick.winner ? suitOf(trick.plays[0].card) : null;
    const legal = s.penaltyCards[seat].length && !led ? s.penaltyCards[seat] : led && hand.some((c) => suitOf(c) === led) ? hand.filter((c) => suitOf(c) === led) : hand;
    const slip = next(12) === 0 ? hand.filter((c) => !legal.includes(c)) : [];
    const pool: readonly Card[] = slip.length ? slip : legal;
    timeline.push({ play: pool[next(pool.length)] });
  }
  // Sometimes the table goes on past the play: a call on the next board, the round's end.
  if (next(4) === 0) timeline.push({ nextBoardCall: { by: SEATS[next(4)] } });
  const unnoticed = replayCase({ ...base, timeline });
  if (unnoticed.ok) for (const r of unnoticed.value.revokes) if (r.attention.length === 0 && next(2) === 0) timeline.push({ attention: { seat: r.seat, trick: r.trick } });
  return { ...base, timeline };
};

const arbBoard = fc.tuple(fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), fc.constantFrom<Edition>('1997', '2007', '2017')).map(([c, e]) => boardFrom(c, e));

/** The winner of four cards, worked out the slow, obvious way (the replay keeps it card by card). */
const referenceWinner = (plays: readonly { seat: Seat; card: Card }[], trump: string | null): Seat => {
  const rank = (c: Card) => RANKS.indexOf(c[1] as (typeof RANKS)[number]);
  const trumps = plays.filter((p) => suitOf(p.card) === trump);
  const contenders = trumps.length ? trumps : plays.filter((p) => suitOf(p.card) === suitOf(plays[0].card));
  return [...contenders].sort((a, b) => rank(a.card) - rank(b.card))[0].seat;
};

describe('engine properties over random boards with revokes', () => {
  it('the replay: every card is in exactly one place, and every trick goes to its highest trump or highest card of the suit led', () => {
    fc.assert(fc.property(arbBoard, (c) => {
      const t = replayCase(c);
      if (!t.ok) return;
      const s = t.value;
      const places = [...SEATS.flatMap((seat) => s.hands[seat]), ...s.tricks.flatMap((x) => x.plays.map((p) => p.card))];
      expect([...places].sort()).toEqual([...ALL_CARDS].sort());
      const strain = c.contract.replace(/X/g, '').slice(1);
      for (const x of s.tricks) if (x.plays.length === 4) expect(x.winner).toBe(referenceWinner(x.plays, strain === 'NT' ? null : strain));
    }), { numRuns: 300 });
    // 300 boards on a shared, loaded machine (it took 6 s there): room enough, no timing asserted.
  }, 60_000);

  it('never throws and accepts every board the table allowed', () => {
    fc.assert(fc.property(arbBoard, (c) => {
      expect(ruleCase(c).ok).toBe(true);
    }), { numRuns: 300 });
  });

  it('tricks always sum to 13, before and after the transfers', () => {
    fc.assert(fc.property(arbBoard, (c) => {
      const r = ruleCase(c);
      if (!r.ok || !r.value.tricks) return;
      const t = replayCase(c);
      if (!t.ok) return;
      const played = t.value.tricks.filter((x) => x.winner).length;
      const claim = t.value.claims.length;
      if (!claim) expect(played).toBe(13);
      const { won, final } = r.value.tricks.declarer;
      expect(won).toBeGreaterThanOrEqual(0);
      expect(final).toBeGreaterThanOrEqual(0);
      expect(final).toBeLessThanOrEqual(13);
    }), { numRuns: 300 });
  });

  it('Law 64A: no revoke moves more than two tricks, nor any trick the offending side did not win from the revoke trick on', () => {
    fc.assert(fc.property(arbBoard, (c) => {
      const r = ruleCase(c);
      const t = replayCase(c);
      if (!r.ok || !t.ok) return;
      for (const x of r.value.revokes) {
        if (x.transfer === null) continue;
        expect(x.transfer).toBeLessThanOrEqual(2);
        const won = t.value.tricks.filter((tr) => tr.number >= x.trick && tr.winner && sameSide(tr.winner, x.seat)).length;
        expect(x.transfer).toBeLessThanOrEqual(won);
      }
      // All transfers of a side together never exceed what it won from its first revoke on.
      for (const side of ['N', 'E'] as const) {
        const mine = r.value.revokes.filter((x) => sameSide(x.seat, side) && x.transfer);
        if (!mine.length) continue;
        const from = Math.min(...mine.map((x) => x.trick));
        const won = t.value.tricks.filter((tr) => tr.number >= from && tr.winner && sameSide(tr.winner, side)).length;
        expect(mine.reduce((a, x) => a + (x.transfer ?? 0), 0)).toBeLessThanOrEqual(won);
      }
    }), { numRuns: 300 });
  });

  it('the same input always gives the same ruling', () => {
    fc.assert(fc.property(arbBoard, (c) => {
      expect(ruleCase(structuredClone(c))).toEqual(ruleCase(c));
    }), { numRuns: 100 });
  });

  it('every corrected revoke moves nothing unless the laws adjust as if established (43B2b, 1997 63B)', () => {
    fc.assert(fc.property(arbBoard, (c) => {
      const r = ruleCase(c);
      if (!r.ok) return;
      for (const x of r.value.revokes) {
        if (x.status === 'corrected' && x.rule !== '43B2b' && x.rule !== '63B') expect(x.transfer).toBe(0);
        if (x.status === 'unnoticed') expect(x.transfer).toBeNull();
      }
    }), { numRuns: 300 });
  });
});
