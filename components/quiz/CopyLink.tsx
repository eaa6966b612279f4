// "Copy link": copies the board's address to the clipboard and says so, instead of following it.
import { useState } from 'react';
import { useTranslations } from 'next-intl';

export function CopyLink({ href }: { readonly href: string }) {
  const t = useTranslations('scenarios');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    const url = new URL(href, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): show the address to copy by hand.
      setState('failed');
    }
  };
  return (
    <span className="copy-link">
      <button type="button" className="button" onClick={() => void copy()}>
        {t('copyLink')}
      </button>
      <span role="status" className="copy-link__status">
        {state === 'copied' && t('linkCopied')}
        {state === 'failed' && (
          <>
            {t('copyByHand')} <input readOnly value={new URL(href, window.location.href).href} aria-label={t('copyLink')} onFocus={(e) => e.currentTarget.select()} />
          </>
        )}
      </span>
    </span>
  );
}
