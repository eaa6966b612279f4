// Every page: the messages for its locale (from getStaticProps), settings, reduced motion, header,
// and what makes the app installable (manifest in the reader's language, icons, theme colour).
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { NextIntlClientProvider } from 'next-intl';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { uncompiledKeys } from '@/lib/i18n/uncompiled';
import type { Alternates } from '@/components/layout/LanguageSwitch';
import { SettingsProvider } from '@/components/settings/SettingsContext';
import { Header } from '@/components/layout/Header';
import '@/styles/globals.css';

const MANIFEST: Readonly<Record<Locale, string>> = { en: '/manifest.webmanifest', sv: '/manifest-sv.webmanifest', de: '/manifest-de.webmanifest' };

// framer-motion is not here: only the table animates, and it brings its own LazyMotion
// (components/table/Motion.tsx), so pages without a table load none of it.

export default function App({ Component, pageProps }: AppProps<{ messages?: Messages; alternates?: Alternates }>) {
  const locale = toLocale(useRouter().locale);
  // Prerendering (the build) stops at a page whose catalogue reached it uncompiled: the browser's
  // format-only runtime would show that text with its braces (lib/i18n/compiled.ts).
  if (typeof window === 'undefined' && process.env.REVOKE_PRECOMPILED_MESSAGES === '1') {
    const raw = uncompiledKeys(pageProps.messages);
    if (raw.length > 0) throw new Error(`messages not compiled ahead of time (use loadMessages): ${raw.slice(0, 5).join(', ')}`);
  }
  return (
    <NextIntlClientProvider locale={locale} messages={pageProps.messages} timeZone="UTC">
      <SettingsProvider>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0f2f22" />
          <link rel="manifest" href={MANIFEST[locale]} />
          <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        </Head>
        <Header alternates={pageProps.alternates} />
        <div id="content" className="site-content">
          <Component {...pageProps} />
        </div>
      </SettingsProvider>
    </NextIntlClientProvider>
  );
}
