// Home: the five ways in.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { Icon } from '@/components/quiz/Icon';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), ['home']) } });

const ENTRIES = [
  { href: '/learn', title: 'course', text: 'courseText', symbol: '♠', suit: 'S' },
  { href: '/scenarios', title: 'scenarios', text: 'scenariosText', symbol: '♥', suit: 'H' },
  { href: '/study', title: 'study', text: 'studyText', symbol: '♦', suit: 'D' },
  { href: '/club', title: 'club', text: 'clubText', symbol: '♣', suit: 'C' },
  { href: '/case', title: 'openCase', text: 'openCaseText', symbol: null, suit: 'S' },
] as const;

export default function Home() {
  const t = useTranslations('home');
  return (
    <main className="page home">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ul className="home__entries">
        {ENTRIES.map((e) => (
          <li key={e.href}>
            <Link href={e.href} className="home__entry">
              <span className={`home__symbol suit-${e.suit}`} aria-hidden="true">{e.symbol ?? <Icon name="file" />}</span>
              <span className="home__entry-title">{t(e.title)}</span>
              <span className="home__entry-text">{t(e.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
