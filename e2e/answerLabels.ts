// What a learner reads on each answer of the quiz, from the real catalogues: the e2e tests find
// the radio buttons by these names (independently of components/quiz, which they test).
import type { makeTranslator } from '@/lib/i18n/messages';
import type { AnyQuestion } from '@/lib/quiz';

const STATUS_KEY = { established: 'statusEstablished', corrected: 'statusCorrected', 'trick12-corrected': 'statusTrick12' } as const;

export const answerLabel = (t: ReturnType<typeof makeTranslator>, q: Pick<AnyQuestion, 'ask'>, option: string): string => {
  switch (q.ask) {
    case 'status':
      return t(`quiz.${STATUS_KEY[option as keyof typeof STATUS_KEY]}`);
    case 'penaltyCard':
      return t(option === 'major' ? 'quiz.penaltyYes' : 'quiz.penaltyNo');
    case 'transfer':
      return t('quiz.transferCount', { count: Number(option) });
    case 'mayAsk':
      return t(option === 'allowed' ? 'quiz.mayAskAllowed' : 'quiz.mayAskNotAllowed');
  }
};
