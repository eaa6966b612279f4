// /club/room#code=CODE: the projector of a live evening (components/club).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { CLUB_SECTIONS } from '@/components/quiz/sections';
import { LiveScreenPage } from '@/components/club/LiveScreenPage';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), CLUB_SECTIONS) } });

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
