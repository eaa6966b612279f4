// Not found, in the reader's language, with the header and the ways back into the app.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), []) } });

const WAYS_ON = [
  { href: '/learn', key: 'course' },
  { href: '/scenarios', key: 'scenarios' },
  { href: '/study', key: 'study' },
  { href: '/club', key: 'club' },
  { href: '/case', key: 'openCase' },
] as const;

export default function NotFound() {
  const t = useTranslations('app');
  const th = useTranslations('header');
  return (
    <main className="page">
      <Head>
        <title>{t('notFound')}</title>
      </Head>
      <h1>{t('notFound')}</h1>
      <ul className="not-found__ways">
        <li>
          <Link href="/">{t('home')}</Link>
        </li>
        {WAYS_ON.map((w) => (
          <li key={w.href}>
            <Link href={w.href}>{th(w.key)}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
