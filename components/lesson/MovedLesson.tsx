// The page at a lesson's old address (/sv/learn/<id>): forwards to its address in the reader's
// language, keeping the #section. A static page, so it works from any host and offline; the
// link and <noscript> refresh cover a browser without scripts.
import { useEffect } from 'react';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import styles from './lesson.module.css';

export function MovedLesson({ address, title }: { address: string; title: string }) {
  const t = useTranslations('lessons.redirect');
  const router = useRouter();
  const href = `/learn/${address}`;
  useEffect(() => {
    void router.replace(href + window.location.hash);
  }, [router, href]);
  const localised = `${router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : ''}${href}`;
  return (
    <main className={styles.article}>
      <Head>
        <title>{t('title')}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={localised} />
        <noscript>
          <meta httpEquiv="refresh" content={`0; url=${localised}`} />
        </noscript>
      </Head>
      <h1>{t('title')}</h1>
      <p>
        <Link href={href}>{t('link', { title })}</Link>
      </p>
    </main>
  );
}
