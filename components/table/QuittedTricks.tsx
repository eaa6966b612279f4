// Each player's played cards, turned face down in front of him in order, lengthwise towards the
// side that won the trick (Law 65B), so a learner can count them. A trick the explanation points
// at is turned face up and outlined.
import { useLocale, useTranslations } from 'next-intl';
import type { Trick } from '@/lib/engine';
import { sideOf, type Card, type Seat } from '@/lib/engine';
import { cardName, seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { PlayingCard } from './PlayingCard';

export interface QuittedTricksProps {
  readonly seat: Seat;
  readonly tricks: readonly Trick[];
  readonly highlightedTricks: ReadonlySet<number>;
  readonly highlightedCards: ReadonlySet<Card>;
}

export function QuittedTricks({ seat, tricks, highlightedTricks, highlightedCards }: QuittedTricksProps) {
  const t = useTranslations('table');
  const locale = toLocale(useLocale());
  return (
    <ol className="quitted" aria-label={t('quitted', { seat: seatName(seat, locale) })}>
      {tricks.map((trick) => {
        const play = trick.plays.find((p) => p.seat === seat);
        if (!play || !trick.winner) return null;
        const won = sideOf(trick.winner) === sideOf(seat);
        const shown = highlightedTricks.has(trick.number) || highlightedCards.has(play.card);
        const label = `${t(won ? 'trickWon' : 'trickLost', { trick: trick.number })}${shown ? `, ${cardName(play.card, locale)}` : ''}`;
        return (
          <li key={trick.number} className={`quitted__trick ${won ? 'is-won' : 'is-lost'} ${shown ? 'is-highlighted' : ''}`} data-trick={trick.number}>
            <PlayingCard card={shown ? play.card : null} size="quitted" orientation={won ? 'won' : 'lost'} layoutId={`card-${play.card}`} highlighted={shown} label={label} />
            <span className="quitted__number" aria-hidden="true">{trick.number}</span>
          </li>
        );
      })}
    </ol>
  );
}
