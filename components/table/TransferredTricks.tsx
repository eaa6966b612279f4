// The end of the board: transferred tricks slide across to the non-offending side.
import { useTranslations } from 'next-intl';
import type { Side } from '@/lib/engine';
import { useMotion } from './Motion';

export function TransferredTricks({ count, to }: { readonly count: number; readonly to: Side }) {
  const t = useTranslations('table');
  const side = t(to === 'NS' ? 'sideNS' : 'sideEW');
  // N-S sit top and bottom, E-W left and right: the tricks come from the other axis.
  const from = to === 'NS' ? { x: 160, y: 0 } : { x: 0, y: 120 };
  // Before framer-motion has arrived (it comes after the load event) the tokens are simply there.
  const m = useMotion();
  return (
    <div className={`transfer transfer--${to}`} role="status">
      <span className="transfer__tokens" aria-hidden="true">
        {Array.from({ length: count }, (_, i) =>
          m ? (
            <m.span key={i} className="transfer__token" initial={{ ...from, opacity: 0 }} animate={{ x: 0, y: 0, opacity: 1 }} transition={{ duration: 0.8, delay: 0.3 + i * 0.3 }} />
          ) : (
            <span key={i} className="transfer__token" />
          ),
        )}
      </span>
      <span className="transfer__text">{t('transferred', { count, side })}</span>
    </div>
  );
}
