// The board as a player reads it first: its number with dealer and vulnerability, the system
// and the auction. Shown only where the case file carries them (imported cases may not).
import { useLocale, useTranslations } from 'next-intl';
import { isSeat, type CaseFile, type Seat } from '@/lib/engine';
import { seatName, vulnerabilityKey } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { Auction, dealerOfBoard } from './Auction';

/** The optional board fields (docs/TEAM.md "Interfaces"); read loosely until the engine's type has them. */
type BoardFields = { readonly board?: unknown; readonly dealer?: unknown; readonly auction?: unknown; readonly system?: unknown };

export const boardOf = (caseFile: CaseFile): { board: number | null; dealer: Seat | null; auction: readonly string[] | null; system: string | null } => {
  const c = caseFile as CaseFile & BoardFields;
  const board = typeof c.board === 'number' && Number.isInteger(c.board) && c.board >= 1 ? c.board : null;
  const dealer = isSeat(c.dealer) ? c.dealer : board !== null ? dealerOfBoard(board) : null;
  const auction = Array.isArray(c.auction) && c.auction.every((x) => typeof x === 'string') ? c.auction : null;
  const system = typeof c.system === 'string' && c.system.length > 0 ? c.system : null;
  return { board, dealer, auction, system };
};

export function BoardInfo({ caseFile }: { readonly caseFile: CaseFile }) {
  const t = useTranslations('table');
  const locale = toLocale(useLocale());
  const { board, dealer, auction, system } = boardOf(caseFile);
  if (dealer === null && auction === null) return null;
  return (
    <section className="board-info" aria-label={board !== null ? t('boardNumber', { board }) : t('auction')}>
      {dealer !== null && (
        <p className="board-info__line">
          {board !== null && <strong>{t('boardNumber', { board })}</strong>}
          {board !== null && ' · '}
          {t('dealerIs', { seat: seatName(dealer, locale) })}
          {' · '}
          {t('vulnerability', { v: vulnerabilityKey(caseFile.vulnerable) })}
        </p>
      )}
      {auction !== null && dealer !== null && <Auction dealer={dealer} calls={auction} />}
      {system !== null && <p className="board-info__system">{t('system', { system: t.has(`systems.${system}` as never) ? t(`systems.${system}` as never) : system })}</p>}
    </section>
  );
}
