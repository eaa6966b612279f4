// /join: a phone types the code shown on the room screen (components/club).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/locales';
// Every catalogue, compiled like every page's (lib/i18n/compiled.ts); club is one of NAMESPACES.
import { loadMessages } from '@/lib/i18n/messages';
import { JoinCodePage } from '@/components/club/JoinCodePage';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale)) } });

export default function Join() {
  const t = useTranslations('club');
  return (
    <main className="page">
      <Head>
        <title>{t('join.heading')}</title>
      </Head>
      <JoinCodePage />
    </main>
  );
}
