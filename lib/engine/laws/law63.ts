// Law 63A: when a revoke becomes established. Only the offending side's own acts count;
// nothing the non-offending side does establishes it.
import { sameSide, type Seat } from '../vocab';
import type { RevokeFact } from '../table';

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
