// The table as a compass diagram, North on top: each seat with its hand, its penalty cards and its
// quitted tricks; the current trick in the middle; contract, declarer and vulnerability in a corner.
import { useLocale, useTranslations } from 'next-intl';
import type { TableState } from '@/lib/engine';
import type { CaseFile } from '@/lib/engine';
import { SEATS, partnerOf, sideOf, type Seat, type Side } from '@/lib/engine';
import { cardName, contractName, formatContract, seatName, vulnerabilityKey } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import type { Highlights } from '@/components/quiz/model';
import { Hand } from './Hand';
import { TrickArea } from './TrickArea';
import { QuittedTricks } from './QuittedTricks';
import { PlayingCard } from './PlayingCard';
import { TransferredTricks } from './TransferredTricks';
import { TableMotion } from './Motion';
import styles from './table.module.css';

export interface TableProps {
  readonly state: TableState;
  readonly caseFile: Pick<CaseFile, 'contract' | 'declarer' | 'vulnerable'>;
  readonly showAllHands: boolean;
  readonly highlights: Highlights;
  /** At the end: tricks moving across to the non-offending side. */
  readonly transfer?: { readonly count: number; readonly to: Side } | null;
}

export const tricksWon = (state: TableState, side: Side): number =>
  state.tricks.filter((t) => t.winner !== null && sideOf(t.winner) === side).length;

export function Table({ state, caseFile, showAllHands, highlights, transfer }: TableProps) {
  const t = useTranslations('table');
  const locale = toLocale(useLocale());
  const dummy = partnerOf(caseFile.declarer);
  const dummyVisible = state.tricks.length > 0 && state.tricks[0].plays.length > 0;
  const current = state.tricks.length ? state.tricks[state.tricks.length - 1] : null;
  const quitted = state.tricks.slice(0, -1);
  const faceUp = (s: Seat) => showAllHands || (s === dummy && dummyVisible) || state.facedHands[s];
  // Every card played: show the deal as it was, so the learner can check the revoke (Law 66D).
  const playedOut = SEATS.every((s) => state.hands[s].length === 0);
  // The role beside a seat's name reads as running text ("East (declarer)"), not as the label "Declarer:".
  const role = (s: Seat) => (s === caseFile.declarer ? t('declarerRole') : s === dummy ? t('dummy') : null);

  return (
    <TableMotion>
      <div className={`table ${styles.root}`} role="group" aria-label={t('label')}>
        <dl className="table__info">
          <div>
            <dt>{t('contract')}</dt>
            <dd>
              <span aria-hidden="true">{formatContract(caseFile.contract, locale)}</span>
              <span className="visually-hidden">{contractName(caseFile.contract, locale)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('declarer')}</dt>
            <dd>{seatName(caseFile.declarer, locale)}</dd>
          </div>
          <div>
            <dt>{t('vulnerable')}</dt>
            <dd>{t('vulnerability', { v: vulnerabilityKey(caseFile.vulnerable) })}</dd>
          </div>
        </dl>
        <dl className="table__count">
          {(['NS', 'EW'] as const).map((side) => (
            <div key={side}>
              <dt>{t(side === 'NS' ? 'sideNS' : 'sideEW')}</dt>
              <dd>{t('tricks', { count: tricksWon(state, side) })}</dd>
            </div>
          ))}
          {state.claims.map((c) => (
            <div key={c.at} className="table__claim">
              <dd>{t('claimLine', { seat: seatName(c.by, locale), kind: c.kind, count: c.tricks })}</dd>
            </div>
          ))}
        </dl>
        {SEATS.map((s) => (
          <section key={s} className={`seat seat--${s} ${highlights.seats.has(s) ? 'is-highlighted' : ''}`} aria-label={seatName(s, locale)}>
            <h3 className="seat__name">
              {seatName(s, locale)}
              {role(s) && <span className="seat__role"> ({role(s)})</span>}
              {state.toPlay === s && (
                <span className="seat__turn">
                  <span aria-hidden="true"> ●</span>
                  <span className="visually-hidden">{t('toPlay', { seat: seatName(s, locale) })}</span>
                </span>
              )}
            </h3>
            {state.penaltyCards[s].length > 0 && (
              <div className="seat__penalty" role="group" aria-label={t('penaltyCardOf', { seat: seatName(s, locale) })}>
                <span className={styles.penaltyLabel} aria-hidden="true">
                  {t('penaltyCardLabel')}
                </span>
                <span className={styles.penaltyCards}>
                  {state.penaltyCards[s].map((c) => (
                    <PlayingCard key={c} card={c} layoutId={`card-${c}`} highlighted label={`${t('penaltyCardLabel')}: ${cardName(c, locale)}`} />
                  ))}
                </span>
              </div>
            )}
            {playedOut ? (
              <Hand seat={s} cards={state.deal[s]} faceUp dealt highlightedCards={highlights.cards} />
            ) : (
              <Hand seat={s} cards={state.hands[s].filter((c) => !state.penaltyCards[s].includes(c))} faceUp={faceUp(s)} highlightedCards={highlights.cards} />
            )}
            <QuittedTricks seat={s} tricks={quitted} highlightedTricks={highlights.tricks} highlightedCards={highlights.cards} />
          </section>
        ))}
        <div className="table__center">
          <TrickArea trick={current} highlightedCards={highlights.cards} highlightedTricks={highlights.tricks} />
          {transfer && transfer.count > 0 && <TransferredTricks count={transfer.count} to={transfer.to} />}
        </div>
      </div>
    </TableMotion>
  );
}
