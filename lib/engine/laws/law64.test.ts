// Law 64A counted on synthetic trick records: who won each trick, and with what.
import { describe, expect, it } from 'vitest';
import { automaticTransfer, type Aftermath } from './law64';
import { EDITION_RULES } from './editions';
import type { RevokeFact } from '../table';
import type { Role } from '../ruling';
import type { Card, Edition, Seat } from '../vocab';

const revoke = (seat: Seat, trick: number, legalCards: Card[] = ['H2']): RevokeFact => ({
  seat, trick, card: 'S2', suitRequired: 'H', kind: 'follow', leadOption: null, at: 0, legalCards,
  failedFacedCard: false, failedPenaltyCard: false, handFaced: false, cardWasFaced: false,
  attention: [{ at: 99, by: null }], established: { at: 1, by: 'play', seat, trick: trick + 1 }, bothSidesSameTrick: false, agreementPendingAt: null, correction: null,
});

/** `w` spells trick winners 1..13, e.g. "NNSE…"; `cards` gives the offender's card per trick where it matters. */
const after = (w: string, cards: Record<number, Card> = {}, claimed = { NS: 0, EW: 0 }): Aftermath => ({
  winners: [...w.padEnd(13, '-')].map((c) => (c === '-' ? null : (c as Seat))),
  cardOf: (t) => cards[t] ?? null,
  claimed, playFinished: true, revokes: [], nextBoardCalls: [], roundEndAt: null,
});

const transfer = (edition: Edition, r: RevokeFact, a: Aftermath, role: Role = 'defender') => automaticTransfer({ rules: EDITION_RULES[edition], revoke: r, role, after: a });

describe('64A: the automatic transfer', () => {
  it.each([
    // name, edition, revoke, winners, cards, role, expected transfer, rule
    ['64A1: offender (E) won the revoke trick (5) and E-W won trick 9 later: two', '2017', revoke('E', 5), 'NNNNESSSWSSSS', {}, 'defender', 2, '64A1'],
    ['64A1: offender won the revoke trick, his side nothing later: the revoke trick only', '2017', revoke('E', 5), 'NNNNESSSSSSSS', {}, 'defender', 1, '64A1'],
    ['64A1: tricks before the revoke trick do not count (E-W won tricks 1-2, then only the revoke trick)', '2007', revoke('E', 5), 'EWNNESSSSSSSS', {}, 'defender', 1, '64A1'],
    ['64A2: partner (W) won the revoke trick: one', '2017', revoke('E', 5), 'NNNNWSSSSSSSS', {}, 'defender', 1, '64A2'],
    ['64A2: declarer won the revoke trick, E-W won a later one: one', '2017', revoke('E', 5), 'NNNNSSSWSSSSS', {}, 'defender', 1, '64A2'],
    ['64B1: the offending side won neither the revoke trick nor a later one: none', '2017', revoke('E', 5), 'EWEWSSSSSSSSS', {}, 'defender', 0, '64B1'],
    ['64A footnote: declarer (S) revoked and dummy (N) won the revoke trick: one, not two', '2017', revoke('S', 5), 'EEEENSSSNSSSS', {}, 'declarer', 1, '64A2'],
    ['1997 64A2: the offender later wins a trick with a card he could have played to the revoke trick: two', '1997', revoke('E', 5, ['H2', 'HQ']), 'NNNNSSSESSSWS', { 8: 'HQ' }, 'defender', 2, '64A2'],
    ['1997 64A2 near miss: the later trick was won with a card he could not have played to the revoke trick: one', '1997', revoke('E', 5, ['H2']), 'NNNNSSSESSSWS', { 8: 'S9' }, 'defender', 1, '64A2'],
    ['2007 64A2: the 1997 extra trick is gone: one', '2007', revoke('E', 5, ['H2', 'HQ']), 'NNNNSSSESSSWS', { 8: 'HQ' }, 'defender', 1, '64A2'],
    ['1997 64A2: the extra trick needs a trick to take: only one trick was won from the revoke on', '1997', revoke('E', 5, ['HQ']), 'NNNNSSSESSSSS', { 8: 'HQ' }, 'defender', 1, '64A2'],
    ['1997 64A2: a trick won by partner with such a card is not the offender\'s', '1997', revoke('E', 5, ['HQ']), 'NNNNSSSWSSSWS', { 8: 'HQ' }, 'defender', 1, '64A2'],
  ] as const)('%s', (_n, edition, r, w, cards, role, expected, rule) => {
    const t = transfer(edition, r, after(w, cards), role);
    expect(t.transfer).toBe(expected);
    expect(t.reason.rule).toBe(rule);
  });

  it('64A1: a later trick taken by a claim counts as a later trick', () => {
    const t = transfer('2017', revoke('E', 5), after('NNNNESSS', {}, { NS: 3, EW: 2 }));
    expect(t).toMatchObject({ transfer: 2, reason: { rule: '64A1', laterTrick: null } });
  });

  it('64A2: the extra 1997 trick reports which trick and card earned it', () => {
    const t = transfer('1997', revoke('E', 5, ['H2', 'HQ']), after('NNNNSSSESSSWS', { 8: 'HQ' }));
    expect(t.reason).toMatchObject({ extra: { trick: 8, card: 'HQ' } });
  });
});
