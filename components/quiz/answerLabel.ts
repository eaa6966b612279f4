import { useTranslations } from 'next-intl';
import type { Verdict } from './model';

const STATUS_KEY = { established: 'statusEstablished', corrected: 'statusCorrected', 'trick12-corrected': 'statusTrick12' } as const;

/** The words for an answer, the same in the form and in the feedback. */
export const useAnswerLabel = () => {
  const t = useTranslations('quiz');
  return (question: Verdict['question'], answer: string | undefined): string => {
    if (answer === undefined) return '—';
    switch (question) {
      case 'status':
        return t(STATUS_KEY[answer as keyof typeof STATUS_KEY]);
      case 'transfer':
        return answer === 'none' ? t('transferNone') : t('transferCount', { count: Number(answer) });
      case 'penalty':
        return t(answer === 'major' ? 'penaltyYes' : 'penaltyNo');
    }
  };
};
