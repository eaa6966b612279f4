// What the table has just decided, in words: attention drawn to a revoke (by whom), and what the
// offender failed to do, named exactly (not following suit, a penalty card not played, a lead
// declarer required or forbade).
import { useLocale } from 'next-intl';
import type { CaseFile, Card, RevokeRuling, Seat } from '@/lib/engine';
import { failureOf } from '@/lib/quiz';
import { formatCard, seatName, suitName, suitSymbol } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { useLooseT } from './useLooseT';

export interface BannerProps {
  readonly caseFile: CaseFile;
  readonly revokes: readonly RevokeRuling[];
  /** Who drew attention to each revoke, or null for nobody (then the revoke came to light after play). */
  readonly askerOf: (r: RevokeRuling) => { readonly drawn: boolean; readonly by: Seat | null };
}

export function Banner({ caseFile, revokes, askerOf }: BannerProps) {
  const t = useLooseT('quiz');
  const locale = toLocale(useLocale());
  if (revokes.length === 0) return <p className="player__banner" role="status">{t('noRevoke')}</p>;
  return (
    <div className="player__banner" role="status">
      {revokes.map((r) => {
        const { failure, penaltyCard } = failureOf(caseFile, r);
        const suit = r.failure.kind === 'requiredLead' || r.failure.kind === 'forbiddenLead' ? r.failure.suit : r.suitLed;
        const { drawn, by } = askerOf(r);
        const who = { seat: seatName(r.seat, locale), trick: r.trick };
        const lead = drawn
          ? by
            ? by === r.seat
              ? t('attentionBySelf', who)
              : t('attentionBy', { ...who, asker: seatName(by, locale) })
            : t('attentionDrawn', who)
          : t('endOfPlay', who);
        const what = t(`failure.${failure}`, {
          seat: who.seat,
          card: formatCard(r.card, locale),
          penaltyCard: penaltyCard ? formatCard(penaltyCard as Card, locale) : '',
          suit: `${suitSymbol(suit)} ${suitName(suit, locale)}`,
        });
        return (
          <p key={`${r.seat}${r.trick}`}>
            {lead} {what}
          </p>
        );
      })}
    </div>
  );
}
