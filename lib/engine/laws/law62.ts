// Law 62: correcting a revoke before it is established.
import { partnerOf, sameSide } from '../vocab';
import type { Role } from '../ruling';
import type { RevokeFact, Trick } from '../table';
import type { EditionRules } from './editions';
import { step, type Step } from '../steps';

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

/** What Law 62's steps read of the board for one revoke. */
export interface CorrectionContext {
  readonly rules: EditionRules;
  readonly revoke: RevokeFact;
  readonly role: Role;
  /** The revoke trick as it stands, with the cards withdrawn from it. */
  readonly trick: Trick;
  /** Trick 12's revoke put right after trick 13 (62D): the cards change places. */
  readonly swap: boolean;
  /** The trick-12 partner, where 62D2 restricts him (he had not played to trick 12 at the revoke). */
  readonly trickTwelvePartnerStillToPlay: boolean;
  /** Every revoke on the board: a card another revoker withdrew is his own correction, not a 62C withdrawal. */
  readonly revokes: readonly RevokeFact[];
}

/**
 * 62B-62D: the correction made (or still to make), what becomes of the withdrawn card, the cards
 * others took back (62C), and the information law. Returns whether the withdrawn card is a major
 * penalty card.
 */
export const correctionSteps = (steps: Step[], x: CorrectionContext): boolean => {
  const { rules, revoke: r, role } = x;
  const corr = r.correction;
  if (x.swap) steps.push(step('62D1', 'correction.trick12Swap', { seat: r.seat, card: r.card, newCard: corr?.card ?? r.legalCards[0], trick: 12 }));
  else if (corr) steps.push(step('62B', 'correction.made', { seat: r.seat, card: r.card, newCard: corr.card, trick: r.trick }));
  else steps.push(step('62A', 'correction.pending', { seat: r.seat, card: r.card, trick: r.trick, suit: r.suitRequired }));
  const penaltyCard = corr ? corr.penaltyCard : !x.swap && withdrawnRevokeCardIsPenaltyCard(role, r.cardWasFaced);
  if (penaltyCard) steps.push(step('62B1', 'correction.majorPenaltyCard', { seat: r.seat, card: r.card, partnerSeat: partnerOf(r.seat) }));
  else if (!x.swap) {
    if (role === 'declarer') steps.push(step('62B2', 'correction.declarerNoPenalty', { seat: r.seat, card: r.card }));
    else if (role === 'dummy') steps.push(step('62B2', 'correction.dummyNoPenalty', { seat: r.seat, card: r.card }));
    else steps.push(step('62B2', 'correction.facedCardNoPenalty', { seat: r.seat, card: r.card }));
  }
  // 62C: the cards others took back from the revoke trick after the correction (not another revoker's own correction).
  let withdrawals = 0;
  if (corr && !x.swap) {
    for (const w of x.trick.withdrawn) {
      if (w.seat === r.seat || w.at <= corr.at) continue;
      if (x.revokes.some((o) => o !== r && o.seat === w.seat && o.correction !== null && o.correction.at === w.at)) continue;
      const newCard = x.trick.plays.find((p) => p.seat === w.seat)?.card ?? w.card;
      steps.push(sameSide(w.seat, r.seat)
        ? step('62C2', 'withdrawal.offendingSide', { seat: w.seat, card: w.card, newCard, trick: r.trick, penalty: w.becamePenaltyCard ? 'yes' : 'no' })
        : step('62C1', 'withdrawal.nonOffender', { seat: w.seat, card: w.card, newCard, trick: r.trick }));
      withdrawals++;
    }
    // 16C/16D: what withdrawn cards showed; worth saying where others changed cards, or declarer's
    // card came back (a defender's is a penalty card, and dummy's was in view anyway).
    if (withdrawals > 0 || role === 'declarer') steps.push(step(rules.withdrawnCardInformationLaw, 'withdrawal.information', { seat: r.seat }));
  }
  if (x.trickTwelvePartnerStillToPlay) steps.push(step('62D2', 'trick12.partnerRestriction', { seat: r.seat, partnerSeat: partnerOf(r.seat), rule: rules.trickTwelvePartnerRule }));
  return penaltyCard;
};
