// Shown by the service worker for a page that was never saved on this device (lib/sw/sw.ts). Its
// data also lists every page of the dynamic routes, which the worker saves while it installs.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { DEFAULT_LOCALE, LOCALES, toLocale } from '@/lib/i18n/locales';
import { listDynamicPages, type DynamicRoute } from '@/lib/sw/routes';

// Every dynamic route whose pages are built ahead. (Old /scenarios/<family>/<edition>/<seed>
// addresses only redirect, so they are not saved.)
const DYNAMIC_ROUTES: readonly DynamicRoute[] = [
  { route: '/learn/[slug]', load: () => import('./learn/[slug]') },
  { route: '/scenarios/[family]/[edition]', load: () => import('./scenarios/[family]/[edition]/index') },
];

interface Props {
  readonly sitePages: readonly string[];
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: {
    messages: loadMessages(toLocale(locale), ['platform']),
    // Listed once, on the default locale's page (the worker reads that one).
    sitePages: toLocale(locale) === DEFAULT_LOCALE ? await listDynamicPages(DYNAMIC_ROUTES, LOCALES, DEFAULT_LOCALE) : [],
  },
});

export default function Offline() {
  const t = useTranslations('platform.offline');
  return (
    <main className="page">
      <Head>
        <title>{t('title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </main>
  );
}
