// Engine step keys and feedback keys are chosen at run time, so these translators take any string.
import { useTranslations } from 'next-intl';
import type { LooseTranslator } from '@/lib/i18n/translator';

export const useLooseT = (namespace?: string): LooseTranslator =>
  useTranslations(namespace as never) as unknown as LooseTranslator;
