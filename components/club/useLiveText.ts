// The live evening's words for questions, answers and refusals, from the `club` catalogue.
import { useTranslations } from 'next-intl';
import type { TransportError } from '@/lib/live/protocol';
import { MAX_PLAYERS, NICKNAME_MAX, type Ask, type LiveError } from '@/lib/live/session';

export const useLiveText = () => {
  const t = useTranslations('club');
  return {
    ask: (ask: Ask): string => t(`ask.${ask}`),
    option: (ask: Ask, option: string): string => {
      switch (ask) {
        case 'status':
          return t(`option.status.${option as 'established'}`);
        case 'penaltyCard':
          return t(`option.penaltyCard.${option as 'major'}`);
        case 'transfer':
          return t('option.transfer', { count: Number(option) });
      }
    },
    error: (error: LiveError | TransportError | 'badCode' | 'offline', values: { code?: string; nickname?: string } = {}): string =>
      t(`errors.${error}`, { code: values.code ?? '', nickname: values.nickname ?? '', max: error === 'room-full' ? MAX_PLAYERS : NICKNAME_MAX, example: 'KXDHM' }),
  };
};
