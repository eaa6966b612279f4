// Law 63A predicates on their own: who establishes a revoke, and with what.
import { describe, expect, it } from 'vitest';
import { agreementConcerns, establishedByClaim, establishedByDesignation, establishedByPlay } from './law63';

const eastOnTrick6 = { seat: 'E', trick: 6, established: null, correction: null } as const;

describe('Law 63A', () => {
  it.each([
    ['63A1: East, the offender, leads to trick 7', establishedByPlay(eastOnTrick6, 'E', 7), true],
    ['63A1: West, his partner, plays to trick 7', establishedByPlay(eastOnTrick6, 'W', 7), true],
    ['63A1: South, the non-offending side, plays to trick 7: not established', establishedByPlay(eastOnTrick6, 'S', 7), false],
    ['63A1: West plays to the revoke trick itself: not established', establishedByPlay(eastOnTrick6, 'W', 6), false],
    ['63A2: West names a card for trick 7', establishedByDesignation(eastOnTrick6, 'W', 7), true],
    ['63A2: declarer names dummy\'s card: the non-offending side, not established', establishedByDesignation(eastOnTrick6, 'S', 7), false],
    ['63A3: East-West concede or claim', establishedByClaim(eastOnTrick6, 'W'), true],
    ['63A3: North-South claim: not by the offending side', establishedByClaim(eastOnTrick6, 'N'), false],
    ['63A3/63A4: West agrees to the opponents\' claim', agreementConcerns(eastOnTrick6, 'W'), true],
    ['63A: a corrected revoke is never established afterwards', establishedByPlay({ ...eastOnTrick6, correction: { at: 30, card: 'H2', penaltyCard: true, swapped: false } }, 'E', 7), false],
  ] as const)('%s', (_name, actual, expected) => expect(actual).toBe(expected));
});
