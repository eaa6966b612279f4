// The four hands as text lines, in the reader's letters: enough to follow a board on paper.
import { useLocale } from 'next-intl';
import { SEATS, SUITS, type Rank, type Seat } from '@/lib/engine';
import { rankLetter, seatName, suitSymbol } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import styles from './exam.module.css';

const clockwiseFrom = (first: Seat): Seat[] => {
  const i = SEATS.indexOf(first);
  return [0, 1, 2, 3].map((k) => SEATS[(i + k) % 4]);
};

export const DealText = ({ deal }: { deal: string }) => {
  const locale = toLocale(useLocale());
  const [first, hands] = deal.split(':');
  const seats = SEATS.includes(first as Seat) ? clockwiseFrom(first as Seat) : [...SEATS];
  const parts = (hands ?? '').trim().split(/\s+/);
  return (
    <dl className={styles.deal}>
      {seats.map((seat, i) => (
        <div key={seat}>
          <dt>{seatName(seat, locale)}</dt>
          <dd>
            {(parts[i] ?? '').split('.').map((ranks, j) => (
              <span key={SUITS[j]} className={styles.suit}>
                {suitSymbol(SUITS[j])}
                {ranks ? [...ranks].map((r) => rankLetter(r as Rank, locale)).join('') : '–'}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
};
