// The right answers to a club board's two poll questions, for the presenter's notes and the
// projector's reveal. Apart from ./deck.ts: it needs the quiz model and the engine, which the
// windows fetch after their load event with the board views (./presenterKit.ts, ./screenKit.ts).
import type { CaseFile, Ruling } from '@/lib/engine';
import { targetRevoke } from '@/components/quiz/model';
import { valueOf } from '@/lib/quiz';
import { TRANSFER_ANSWERS, type StatusAnswer, type TransferAnswer } from './deck';

/**
 * The right answers to the two poll questions: the ruling's own values, as the quiz asks them
 * (lib/quiz). A trick-12 correction counts as "must be corrected". A question the ruling cannot
 * answer yet is left out.
 */
export const answersOf = (caseFile: CaseFile, ruling: Ruling): { status?: StatusAnswer; transfer?: TransferAnswer } => {
  const r = targetRevoke(caseFile, ruling);
  if (!r) return {};
  const status = valueOf(r, 'status');
  const transfer = valueOf(r, 'transfer');
  return {
    status: status === null ? undefined : status === 'established' ? 'established' : 'corrected',
    transfer: TRANSFER_ANSWERS.find((a) => a === transfer),
  };
};
