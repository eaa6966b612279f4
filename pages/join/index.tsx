// /join: a phone types the code shown on the room screen (components/club).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { CLUB_SECTIONS } from '@/components/quiz/sections';
import { JoinCodePage } from '@/components/club/JoinCodePage';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), CLUB_SECTIONS) } });

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
