// The trick being played, in the middle of the table: each card in front of the seat that played it.
import { useTranslations } from 'next-intl';
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
  const hl = trick ? highlightedTricks.has(trick.number) : false;
  return (
    <section className={`trick ${hl ? 'is-highlighted' : ''}`} aria-label={trick ? t('currentTrick', { trick: trick.number }) : t('noTrick')}>
      {trick && <span className="trick__number" aria-hidden="true">{trick.number}</span>}
      {trick?.plays.map((p) => (
        <span key={p.card} className={`trick__slot trick__slot--${p.seat}`}>
          <PlayingCard card={p.card} size="trick" layoutId={`card-${p.card}`} highlighted={hl || highlightedCards.has(p.card)} />
        </span>
      ))}
    </section>
  );
}
