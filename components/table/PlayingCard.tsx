// One card: rank in the reader's letters and the suit symbol (never colour alone), named for screen
// readers ("queen of spades" / "spader dam" / "Pik Dame"). layoutId lets framer-motion fly the same
// card from hand to trick to the quitted pile, once it has arrived (Motion.tsx).
import { useLocale } from 'next-intl';
import { rankOf, suitOf, type Card } from '@/lib/engine';
import { cardName, rankLetter, suitSymbol } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { useMotion } from './Motion';

export interface PlayingCardProps {
  readonly card: Card | null;
  readonly size?: 'hand' | 'trick' | 'quitted';
  readonly highlighted?: boolean;
  readonly layoutId?: string;
  /** Quitted tricks lie lengthwise towards the side that won them (Law 65B). */
  readonly orientation?: 'won' | 'lost';
  readonly label?: string;
}

export function PlayingCard({ card, size = 'hand', highlighted, layoutId, orientation, label }: PlayingCardProps) {
  const locale = toLocale(useLocale());
  const classes = ['card', `card--${size}`, card ? `suit-${suitOf(card)}` : 'card--back', highlighted ? 'is-highlighted' : '', orientation ? `card--${orientation}` : '']
    .filter(Boolean)
    .join(' ');
  const name = label ?? (card ? cardName(card, locale) : undefined);
  const m = useMotion();
  const props = { className: classes, role: 'img', 'aria-label': name, 'aria-hidden': name ? undefined : true, 'data-card': card ?? undefined } as const;
  const face = card && (
    <span className="card__face" aria-hidden="true">
      <span className={rankLetter(rankOf(card), locale).length > 1 ? 'card__rank card__rank--wide' : 'card__rank'}>{rankLetter(rankOf(card), locale)}</span>
      <span className="card__suit">{suitSymbol(suitOf(card))}</span>
    </span>
  );
  return m ? (
    <m.span layoutId={layoutId} layout={layoutId ? 'position' : undefined} {...props}>
      {face}
    </m.span>
  ) : (
    <span {...props}>{face}</span>
  );
}
