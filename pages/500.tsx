// Server error, in the reader's language, with the header (so the app's messages must be here too).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), []) } });

export default function ServerError() {
  const t = useTranslations('app');
  return (
    <main className="page">
      <Head>
        <title>{t('serverError')}</title>
      </Head>
      <h1>{t('serverError')}</h1>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </main>
  );
}
