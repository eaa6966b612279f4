// "Copy link": copies the board's address to the clipboard and says so, instead of following it.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';

/** `href` is an address inside the app (no language); the copied link keeps the reader's language. */
export function CopyLink({ href }: { readonly href: string }) {
  const t = useTranslations('scenarios');
  const { locale, defaultLocale } = useRouter();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const localised = locale && locale !== defaultLocale ? `/${locale}${href}` : href;
  const absolute = () => new URL(localised, window.location.href).href;
  const copy = async () => {
    const url = absolute();
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
            {t('copyByHand')} <input readOnly value={absolute()} aria-label={t('copyLink')} onFocus={(e) => e.currentTarget.select()} />
          </>
        )}
      </span>
    </span>
  );
}
