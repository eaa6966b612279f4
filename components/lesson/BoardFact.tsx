// <BoardFact board="case:seed-example-1" fact="transfer" />: a value of an embedded board's
// ruling, in the reader's letters, so the prose can never disagree with the board beside it.
import { useLocale, useTranslations } from 'next-intl';
import { formatContract, formatLaw, seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import type { FactName } from '@/lib/lessons/tags';
import { useLesson } from './LessonContext';

/** One number format a language: making one is dear (a lesson's facts rendered each their own). */
const numberFormats = new Map<string, Intl.NumberFormat>();
const formatNumber = (value: number, locale: string): string => {
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f.format(value);
};

export function BoardFact({ board, fact }: { board: string; fact: FactName }) {
  const t = useTranslations('lessons.fact');
  const locale = toLocale(useLocale());
  const facts = useLesson().facts[board];
  const value = facts?.[fact] ?? null;
  if (value === null) return <span>{t('missing')}</span>;
  switch (fact) {
    case 'contract':
      return <span>{formatContract(String(value), locale)}</span>;
    case 'declarer':
    case 'revokeSeat':
      return <span>{seatName(facts[fact] ?? 'N', locale)}</span>;
    case 'rule':
      return <span>{formatLaw(String(value), locale)}</span>;
    case 'status':
      // ICU select keys cannot hold a hyphen: 'trick12-corrected' is asked for as 'trick12'.
      return <span>{t('status', { status: String(value).replace('-corrected', '') })}</span>;
    case 'transfer':
    case 'revokeTrick':
    case 'tricksPlayed':
    case 'tricksFinal':
    case 'scorePlayed':
    case 'scoreFinal':
      return <span>{formatNumber(Number(value), locale)}</span>;
  }
}
