// Shown by the service worker for a page that was never saved on this device (lib/sw/sw.ts).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), ['platform']) } });

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
