// /club/room#code=CODE: the projector of a live evening (components/club).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/locales';
import { clubPageMessages } from '@/server/pageMessages';
import { LiveScreenPage } from '@/components/club/LiveScreenPage';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: clubPageMessages(toLocale(locale)) } });

export default function ClubRoom() {
  const t = useTranslations('club');
  return (
    <main>
      <Head>
        <title>{t('title')}</title>
      </Head>
      <LiveScreenPage />
    </main>
  );
}
