import { useTranslations } from 'next-intl';
import type { AnyAsk } from '@/lib/quiz';

const STATUS_KEY = { established: 'statusEstablished', corrected: 'statusCorrected', 'trick12-corrected': 'statusTrick12' } as const;

/** The words for an answer, the same in the form and in the feedback. */
export const useAnswerLabel = () => {
  const t = useTranslations('quiz');
  return (ask: AnyAsk, answer: string): string => {
    switch (ask) {
      case 'status':
        return answer in STATUS_KEY ? t(STATUS_KEY[answer as keyof typeof STATUS_KEY]) : answer;
      case 'transfer':
        return t('transferCount', { count: Number(answer) });
      case 'penaltyCard':
        return t(answer === 'major' ? 'penaltyYes' : 'penaltyNo');
      case 'mayAsk':
        return t(answer === 'allowed' ? 'mayAskAllowed' : 'mayAskNotAllowed');
    }
  };
};
