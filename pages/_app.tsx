// Every page: the messages for its locale (from getStaticProps), settings, reduced motion, header.
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { NextIntlClientProvider } from 'next-intl';
import { MotionConfig } from 'framer-motion';
import { toLocale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { SettingsProvider } from '@/components/settings/SettingsContext';
import { Header } from '@/components/layout/Header';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps<{ messages?: Messages }>) {
  const { locale } = useRouter();
  return (
    <NextIntlClientProvider locale={toLocale(locale)} messages={pageProps.messages} timeZone="UTC">
      <SettingsProvider>
        <MotionConfig reducedMotion="user">
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
          </Head>
          <Header />
          <div id="content" className="site-content">
            <Component {...pageProps} />
          </div>
        </MotionConfig>
      </SettingsProvider>
    </NextIntlClientProvider>
  );
}
