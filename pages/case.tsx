// Open a case file of one's own (components/case/OpenCase.tsx does the work).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { loadMessages, type Section } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { OpenCase } from '@/components/case/OpenCase';

// The page's own texts and the player's (table, controls, quiz, the engine's steps).
const SECTIONS: readonly Section[] = ['case', 'platform', 'formats', 'table', 'controls', 'action', 'quiz', 'steps'];

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), SECTIONS) } });

export default function CasePage() {
  const t = useTranslations('case');
  return (
    <main className="page case">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <OpenCase />
    </main>
  );
}
