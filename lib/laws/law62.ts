// Law 62: correcting a revoke before it is established.
import type { Role } from '../ruling';

/**
 * 62B1: a card withdrawn from a defender's unfaced hand becomes a penalty card, and a major one
 * (Law 50B: exposed through deliberate play; 2007 and 2017 say "major" outright).
 * 62B2: declarer's or dummy's card, or a defender's faced card, is replaced without further rectification.
 */
export const withdrawnRevokeCardIsPenaltyCard = (role: Role, cardWasFaced: boolean): boolean => role === 'defender' && !cardWasFaced;

/**
 * 62C2: after a non-offender withdraws his card, the offending side's player next in rotation may
 * withdraw his; a defender's card so withdrawn is a penalty card (2007 "major"; 1997 and 2017
 * "penalty card" classed by Law 50, which makes a deliberately played card major).
 */
export const partnerWithdrawnCardIsPenaltyCard = (role: Role): boolean => role === 'defender';
