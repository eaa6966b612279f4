// Every page: the messages for its locale (from getStaticProps), settings, reduced motion, header,
// and what makes the app installable (manifest in the reader's language, icons, theme colour).
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { NextIntlClientProvider } from 'next-intl';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { Alternates } from '@/components/layout/LanguageSwitch';
import { SettingsProvider } from '@/components/settings/SettingsContext';
import { Header } from '@/components/layout/Header';
import '@/styles/globals.css';

const MANIFEST: Readonly<Record<Locale, string>> = { en: '/manifest.webmanifest', sv: '/manifest-sv.webmanifest', de: '/manifest-de.webmanifest' };

// Components animate through `m` (never `motion`, which `strict` refuses): the features arrive in
// their own chunk after the first paint.
const loadMotionFeatures = () => import('@/components/layout/motionFeatures').then((m) => m.default);

export default function App({ Component, pageProps }: AppProps<{ messages?: Messages; alternates?: Alternates }>) {
  const locale = toLocale(useRouter().locale);
  return (
    <NextIntlClientProvider locale={locale} messages={pageProps.messages} timeZone="UTC">
      <SettingsProvider>
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">
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
          </MotionConfig>
        </LazyMotion>
      </SettingsProvider>
    </NextIntlClientProvider>
  );
}
