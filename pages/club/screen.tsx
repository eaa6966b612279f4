// /club/screen: the projector window of a club evening (components/club).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { CLUB_SECTIONS } from '@/components/quiz/sections';
import { toLocale } from '@/lib/i18n/locales';
import { ClubScreenPage } from '@/components/club/ClubScreenPage';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), CLUB_SECTIONS) } });

export default function ClubScreen() {
  const t = useTranslations('study.club');
  return (
    <main>
      <Head>
        <title>{t('title')}</title>
      </Head>
      <ClubScreenPage />
    </main>
  );
}
