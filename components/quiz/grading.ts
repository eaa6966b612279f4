// The learner's answers graded against the ruling (lib/quiz), each wrong one with why the ruling
// is what it is, built from the ruling and the table (components/quiz/model).
import type { CaseFile, Ruling, TableState } from '@/lib/engine';
import { gradeAnswer, mayAskReasonOf, revokeOf, type AnyQuestion as Question, type Mistake } from '@/lib/quiz';
import { penaltyWhy, statusWhy, transferWhy, type Why } from './model';

export interface Graded {
  readonly question: Question;
  readonly chosen: string;
  readonly right: boolean;
  readonly mistake: Mistake | null;
  readonly why: readonly Why[];
}

export const gradeOne = (caseFile: CaseFile, ruling: Ruling, final: TableState, question: Question, chosen: string): Graded => {
  const { right, mistake } = gradeAnswer(question, chosen, ruling);
  const r = revokeOf(ruling, question);
  let why: readonly Why[] = [];
  if (r && !right) {
    switch (question.ask) {
      case 'status':
        why = statusWhy(caseFile, ruling, r, final, chosen);
        break;
      case 'penaltyCard':
        why = penaltyWhy(r, final);
        break;
      case 'transfer':
        why = transferWhy(ruling, r, final, chosen);
        break;
      case 'mayAsk': {
        // Law 61B: who may ask whom, as the engine's step on the question says.
        const m = mayAskReasonOf(r);
        why = m ? [{ key: `whyMayAsk.${m.reason}`, values: { law: m.law, edition: ruling.edition }, laws: ['law'] }] : [];
        break;
      }
    }
  }
  return { question, chosen, right, mistake, why };
};
