// The trick being played, in the middle of the table: each card in front of the seat that played it,
// and read with that seat ("West: queen of spades") by a screen reader.
import { useLocale, useTranslations } from 'next-intl';
import { cardName, seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import type { Trick } from '@/lib/engine';
import type { Card } from '@/lib/engine';
import { PlayingCard } from './PlayingCard';

export interface TrickAreaProps {
  readonly trick: Trick | null;
  readonly highlightedCards: ReadonlySet<Card>;
  readonly highlightedTricks: ReadonlySet<number>;
}

export function TrickArea({ trick, highlightedCards, highlightedTricks }: TrickAreaProps) {
  const t = useTranslations('table');
  const locale = toLocale(useLocale());
  const hl = trick ? highlightedTricks.has(trick.number) : false;
  return (
    <section className={`trick ${hl ? 'is-highlighted' : ''}`} aria-label={trick ? t('currentTrick', { trick: trick.number }) : t('noTrick')}>
      {trick && <span className="trick__number" aria-hidden="true">{trick.number}</span>}
      {trick?.plays.map((p) => (
        <span key={p.card} className={`trick__slot trick__slot--${p.seat}`}>
          <PlayingCard card={p.card} size="trick" layoutId={`card-${p.card}`} highlighted={hl || highlightedCards.has(p.card)} label={t('playedBy', { seat: seatName(p.seat, locale), card: cardName(p.card, locale) })} />
        </span>
      ))}
    </section>
  );
}
