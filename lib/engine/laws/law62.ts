// Law 62: correcting a revoke before it is established.
import type { Role } from '../ruling';
import type { RevokeFact } from '../table';
import type { EditionRules } from './editions';

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

/**
 * Whether a revoke must now be put right: attention has been drawn and it is not established (62A),
 * or it is on trick twelve and the hands are not yet back in the board (62D1: even if established),
 * or (2017) both sides revoked on this trick and only one side had played on (62C3).
 */
export const awaitsCorrection = (
  rules: EditionRules,
  r: Pick<RevokeFact, 'attention' | 'correction' | 'established' | 'trick' | 'bothSidesSameTrick'>,
  handsReturnedAt: number | null,
): boolean => {
  if (r.attention.length === 0 || r.correction) return false;
  if (!r.established) return true;
  if (r.trick === 12 && (handsReturnedAt === null || r.attention[0].at < handsReturnedAt)) return true;
  return rules.bothSidesSameTrickCorrected && r.bothSidesSameTrick;
};
