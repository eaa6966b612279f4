// /club/live: the presenter's window of a live evening with phones (components/club).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { CLUB_SECTIONS } from '@/components/quiz/sections';
import { LivePresenterPage } from '@/components/club/LivePresenterPage';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), CLUB_SECTIONS) } });

export default function ClubLive() {
  const t = useTranslations('club');
  const { locale, defaultLocale } = useRouter();
  const clubHref = `${locale && locale !== defaultLocale ? `/${locale}` : ''}/club`;
  return (
    <main className="page">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <LivePresenterPage clubHref={clubHref} locale={toLocale(locale)} />
    </main>
  );
}
