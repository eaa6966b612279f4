// <Diagram case="seed-example-1" /> or <Diagram deal="N:…" contract="4S" declarer="S"
// vulnerable="None" highlight="SQ H5" />: the four hands drawn statically, for reading, printing
// and projecting an example without playing it. A deal may be an end position, every hand
// holding the same number of cards (lib/lessons/endPosition.ts), with lead="N" for who leads.
import { useLocale, useTranslations } from 'next-intl';
import { SEATS, SUITS, suitOf, rankOf, type Card, type Seat, type Suit, type Vulnerability } from '@/lib/engine';
import { parsePosition } from '@/lib/lessons/endPosition';
import { contractName, formatContract, rankLetter, seatName, suitName, suitSymbol, vulnerabilityKey } from '@/lib/i18n/format';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { useLesson } from './LessonContext';
import styles from './lesson.module.css';

export interface DiagramProps {
  readonly case?: string;
  readonly deal?: string;
  readonly contract?: string;
  readonly declarer?: Seat;
  readonly vulnerable?: Vulnerability;
  readonly highlight?: string;
  /** Who leads to the next trick, shown in an end position. */
  readonly lead?: Seat;
}

const RED: ReadonlySet<Suit> = new Set(['H', 'D']);

function Hand({ seat, cards, marked, locale }: { seat: Seat; cards: readonly Card[]; marked: ReadonlySet<string>; locale: Locale }) {
  const t = useTranslations('lessons.diagram');
  return (
    <div className={styles[`hand${seat}`]}>
      <p className={styles.handSeat}>{seatName(seat, locale)}</p>
      <ul className={styles.handSuits} aria-label={seatName(seat, locale)}>
        {SUITS.map((s) => {
          const held = cards.filter((c) => suitOf(c) === s);
          return (
            <li key={s} className={RED.has(s) ? styles.red : undefined}>
              <span aria-label={suitName(s, locale)}>{suitSymbol(s)}</span>{' '}
              {held.length === 0 ? <span aria-label={t('void')}>—</span> : held.map((c) => {
                const r = rankLetter(rankOf(c), locale);
                return marked.has(c) ? (
                  <mark key={c} className={styles.marked} title={t('highlighted')}>{r}</mark>
                ) : (
                  <span key={c}>{r} </span>
                );
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Diagram(props: DiagramProps) {
  const t = useTranslations('lessons.diagram');
  const locale = toLocale(useLocale());
  const { cases } = useLesson();
  const kase = props.case ? cases[props.case] : undefined;
  const dealText = props.deal ?? kase?.deal ?? '';
  const parsed = parsePosition(dealText);
  if (!parsed.ok) return <p className={styles.boardError}>{t('bad', { reason: props.case && !kase ? props.case : parsed.error })}</p>;
  const contract = props.contract ?? kase?.contract;
  const declarer = props.declarer ?? kase?.declarer;
  const vulnerable = props.vulnerable ?? kase?.vulnerable;
  const marked = new Set((props.highlight ?? '').split(/\s+/).filter(Boolean));
  const v = vulnerable ? t('vulnerability', { v: vulnerabilityKey(vulnerable) }) : '';
  const { hands, cards } = parsed.value;
  // An end position says which trick it stands at: two cards each is trick twelve.
  const position = cards < 13 ? t('endPosition', { trick: 14 - cards, cards }) : '';
  const lead = props.lead ? t('lead', { seat: seatName(props.lead, locale) }) : '';
  const label = [contract && declarer ? (v ? t('label', { contract: contractName(contract, locale), declarer: seatName(declarer, locale), vulnerable: v }) : t('labelPlain', { contract: contractName(contract, locale), declarer: seatName(declarer, locale) })) : t('noContract'), position, lead].filter(Boolean).join(', ');
  return (
    <figure className={styles.diagram} aria-label={label}>
      <div className={styles.diagramGrid}>
        {SEATS.map((s) => (
          <Hand key={s} seat={s} cards={hands[s]} marked={marked} locale={locale} />
        ))}
        <div className={styles.diagramCentre} aria-hidden="true">
          {contract && <p className={styles.diagramContract}>{formatContract(contract, locale)}{declarer ? ` ${seatName(declarer, locale)}` : ''}</p>}
          {v && <p>{v}</p>}
          {position && <p>{position}</p>}
          {lead && <p>{lead}</p>}
        </div>
      </div>
    </figure>
  );
}
