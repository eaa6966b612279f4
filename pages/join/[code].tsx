// /join/CODE: what the QR code on the room screen opens; the phone joins and plays there.
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/i18n/locales';
import { parseJoinCode } from '@/lib/live/code';
import { loadMessages } from '@/lib/i18n/messages';
import { CLUB_SECTIONS } from '@/components/quiz/sections';
import { JoinCodePage } from '@/components/club/JoinCodePage';
import { PhonePage } from '@/components/club/PhonePage';

interface Props {
  readonly code: string | null;
  readonly typed: string;
}

// Rendered per request: any code can arrive, and a live evening is never served from a cache.
export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, params }) => {
  const typed = typeof params?.code === 'string' ? params.code : '';
  return { props: { messages: loadMessages(toLocale(locale), CLUB_SECTIONS), code: parseJoinCode(typed), typed: typed.slice(0, 12) } };
};

export default function JoinCode({ code, typed }: Props) {
  const t = useTranslations('club');
  return (
    <main className="page">
      <Head>
        <title>{code ? t('join.evening', { code }) : t('join.heading')}</title>
      </Head>
      {code ? <PhonePage key={code} code={code} /> : <JoinCodePage initial={typed} invalid />}
    </main>
  );
}
