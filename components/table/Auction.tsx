// The auction as a bidding diagram, West North East South, from the dealer on, with the calls in
// the reader's words (glossary.md: Pass/Double/Redouble, pass/dubbelt/redubbelt, Passe/Kontra/Rekontra)
// and the no-trump strain as each language writes it (NT, NT, SA).
import { useLocale, useTranslations } from 'next-intl';
import { SEATS, type Seat } from '@/lib/engine';
import { contractName, formatContract, seatName } from '@/lib/i18n/format';
import { toLocale, type Locale } from '@/lib/i18n/locales';

const COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

/** One call in the reader's words: the diagram text and what a screen reader says. */
const useCall = () => {
  const t = useTranslations('table');
  const locale: Locale = toLocale(useLocale());
  return (call: string): { text: string; name: string } => {
    switch (call) {
      case 'P':
        return { text: t('callPass'), name: t('callPass') };
      case 'X':
        return { text: t('callDouble'), name: t('callDouble') };
      case 'XX':
        return { text: t('callRedouble'), name: t('callRedouble') };
      default:
        return { text: formatContract(call, locale), name: contractName(call, locale) };
    }
  };
};

export function Auction({ dealer, calls }: { readonly dealer: Seat; readonly calls: readonly string[] }) {
  const t = useTranslations('table');
  const locale = toLocale(useLocale());
  const say = useCall();
  // Blank cells before the dealer's first call, then the calls in turn.
  const lead = (COLUMNS.indexOf(dealer) + 4) % 4;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...calls];
  const rows: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  return (
    <table className="auction">
      <caption>{t('auction')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((s) => (
            <th key={s} scope="col">
              {seatName(s, locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {COLUMNS.map((s, j) => {
              const c = row[j] ?? null;
              if (c === null) return <td key={s} />;
              const { text, name } = say(c);
              return (
                <td key={s} className={c === 'P' ? 'auction__pass' : undefined}>
                  <span aria-hidden="true">{text}</span>
                  <span className="visually-hidden">{name}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dealer of a numbered board under the standard rotation (board 1 North, 2 East, ...). */
export const dealerOfBoard = (board: number): Seat => SEATS[(board - 1) % 4];
