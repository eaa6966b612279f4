// A player's remaining cards: face up as four suit rows (the diagram every bridge player reads),
// or face down as a row of backs. Penalty cards lie apart, face up, in front of the player.
import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { SUITS, suitOf, type Card, type Seat } from '@/lib/engine';
import { suitName, suitSymbol, seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { useLocale } from 'next-intl';
import { PlayingCard } from './PlayingCard';

export interface HandProps {
  readonly seat: Seat;
  readonly cards: readonly Card[];
  readonly faceUp: boolean;
  readonly highlightedCards: ReadonlySet<Card>;
  /** After play: the cards as dealt, for review (Law 66D), without flying cards. */
  readonly dealt?: boolean;
}

export function Hand({ seat, cards, faceUp, highlightedCards, dealt }: HandProps) {
  const t = useTranslations('table');
  const locale = toLocale(useLocale());
  const name = seatName(seat, locale);
  if (!faceUp) {
    return (
      <div className="hand hand--hidden" role="img" aria-label={t('handHidden', { seat: name, count: cards.length })}>
        {cards.map((c) => (
          <PlayingCard key={c} card={null} layoutId={`card-${c}`} />
        ))}
      </div>
    );
  }
  return (
    <ul className={dealt ? 'hand hand--dealt' : 'hand'} aria-label={t(dealt ? 'handDealt' : 'hand', { seat: name })}>
      {SUITS.map((s) => {
        const inSuit = cards.filter((c) => suitOf(c) === s);
        return (
          // --n: how many cards the suit holds, so a layout can overlap a long suit more (the club's room screen bounds a hand's width by it).
          <li key={s} className={`hand__suit suit-${s}`} style={{ '--n': inSuit.length } as CSSProperties} aria-label={`${suitName(s, locale)}: ${inSuit.length}`}>
            <span className="hand__symbol" aria-hidden="true">{suitSymbol(s)}</span>
            {inSuit.length === 0 && <span className="hand__void" aria-hidden="true">—</span>}
            {inSuit.map((c) => (
              <PlayingCard key={c} card={c} layoutId={dealt ? undefined : `card-${c}`} highlighted={highlightedCards.has(c)} />
            ))}
          </li>
        );
      })}
    </ul>
  );
}
