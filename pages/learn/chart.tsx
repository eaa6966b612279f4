// The decision chart: the whole revoke procedure on one page, in the reader's language, to print
// on A4 for a teaching evening or to put on the projector (components/lesson/chart.module.css).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { DecisionChart } from '@/components/lesson/DecisionChart';
import styles from '@/components/lesson/chart.module.css';

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: { messages: loadMessages(toLocale(locale), ['lessons']) } });

export default function ChartPage() {
  const t = useTranslations('lessons.chart');
  return (
    <main className={styles.page}>
      <Head>
        <title>{t('title')}</title>
      </Head>
      <p className={styles.tools}>
        <Link href="/learn">← {t('course')}</Link>
        <PrintButton label={t('print')} />
      </p>
      <DecisionChart />
    </main>
  );
}

function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.printButton} onClick={() => window.print()}>
      {label}
    </button>
  );
}
