// Law 63A: when a revoke becomes established. Only the offending side's own acts count;
// nothing the non-offending side does establishes it.
import { sameSide, type Seat } from '../vocab';
import type { RevokeFact } from '../table';
import type { EditionRules } from './editions';
import { step, type Step } from '../steps';

type Open = Pick<RevokeFact, 'seat' | 'trick' | 'established' | 'correction'>;

/** A revoke neither established nor corrected yet. */
export const isOpen = (r: Open): boolean => !r.established && !r.correction;

/** 63A1: the offender or his partner leads or plays (legally or not) to a later trick. */
export const establishedByPlay = (r: Open, player: Seat, trick: number): boolean =>
  isOpen(r) && sameSide(r.seat, player) && trick > r.trick;

/** 63A2: the offender or his partner names or designates a card for a later trick
 *  (declarer naming dummy's card acts for the declaring side). */
export const establishedByDesignation = (r: Open, namer: Seat, trick: number): boolean =>
  isOpen(r) && sameSide(r.seat, namer) && trick > r.trick;

/** 63A3: a member of the offending side makes a claim or concession. */
export const establishedByClaim = (r: Open, claimer: Seat): boolean => isOpen(r) && sameSide(r.seat, claimer);

/** 63A3 (1997 "acquiesces", 2007 "agrees to") and 63A4 (2017): a member of the offending side agrees
 *  to the opponents' claim; in 2017 it counts only once the agreement stands under Law 69A. */
export const agreementConcerns = (r: Open, agreer: Seat): boolean => isOpen(r) && sameSide(r.seat, agreer);

/** 63A: the step saying how the offending side established the revoke. */
export const establishmentStep = (rules: EditionRules, r: RevokeFact): Step => {
  const e = r.established!;
  switch (e.by) {
    case 'play': return step('63A1', 'established.byPlay', { seat: e.seat, who: e.seat === r.seat ? 'offender' : 'partner', trick: e.trick ?? 0, revokeTrick: r.trick });
    case 'designate': return step('63A2', 'established.byDesignate', { seat: e.seat, trick: e.trick ?? 0, revokeTrick: r.trick });
    case 'claim': return step('63A3', 'established.byClaim', { seat: e.seat, revokeTrick: r.trick });
    case 'agree': return step(rules.agreementLaw, 'established.byAgree', { seat: e.seat, revokeTrick: r.trick, when: rules.agreementEstablishes === 'at-once' ? 'atOnce' : 'agreementStood' });
  }
};

/** 62A with 63A: attention drawn before the revoke was established, and why it was not yet
 *  (nobody of the offending side had played on; only the other side had; a 2017 agreement to a
 *  claim not yet standing): it must be corrected. */
export const attentionInTimeStep = (rules: EditionRules, r: RevokeFact, at: { readonly by: Seat | null }, nonOffendersPlayedOn: boolean): Step =>
  step(r.agreementPendingAt !== null ? '63A4' : '62A', 'attention.inTime', {
    askerSeat: at.by ?? '', hasAsker: at.by ? 'yes' : 'no', seat: r.seat, trick: r.trick, nextTrick: r.trick + 1, trigger: rules.correctionTrigger,
    why: r.agreementPendingAt !== null ? 'agreementPending' : nonOffendersPlayedOn ? 'onlyNonOffenders' : 'notPlayed',
  });
