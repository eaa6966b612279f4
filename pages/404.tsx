// Not found, in the reader's language, with the header and the ways back into the app. The
// language is the address's (/sv/..., /de/...): Next prerenders this page once per language, but
// its server answers a missing page of a dynamic route built ahead (/sv/learn/nope) with the
// default language's copy. Our server (server/notFound.ts) sends the address's copy instead; a
// static host has one not-found file for every address. For those, the page checks the address
// once it runs and, if it is another language's, switches to that language's copy through the
// router (the same page, its data in that language, the address kept). public/locale-pending.js
// keeps the page hidden until then, so no wrong language flashes.
import { useEffect } from 'react';
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/sw/pages';
import { SECTIONS } from '@/components/layout/Header';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), []) } });

export default function NotFound() {
  const t = useTranslations('app');
  const th = useTranslations('header');
  const router = useRouter();
  useEffect(() => {
    const shown = () => document.documentElement.removeAttribute('data-locale-pending');
    const { pathname, search, hash } = window.location;
    const wanted = localeOfPath(pathname);
    if (router.locale === wanted) {
      shown();
      return;
    }
    // The address stays as typed; only the page's language changes. If that copy cannot be had
    // (offline and never saved), the page shows in the language it has.
    router.replace('/404', pathname + search + hash, { locale: wanted, scroll: false }).then(shown, shown);
  }, [router]);
  return (
    <main className="page">
      <Head>
        <title>{t('notFound')}</title>
        {/* Before the body is painted (see the comment at the top); a file of this site, as the
            Content-Security-Policy asks. */}
        <script src="/locale-pending.js" />
      </Head>
      <h1>{t('notFound')}</h1>
      <ul className="not-found__ways">
        <li>
          <Link href="/">{t('home')}</Link>
        </li>
        {SECTIONS.map((w) => (
          <li key={w.href}>
            <Link href={w.href}>{th(w.key)}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
