// /study: self-study with spaced repetition (components/study).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { StudyPage } from '@/components/study/StudyPage';
import { FAMILY_INFO } from '@/components/study/quizSeam';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale)) } });

export default function Study() {
  const t = useTranslations('study.page');
  return (
    <main className="page">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <StudyPage families={FAMILY_INFO} />
    </main>
  );
}
