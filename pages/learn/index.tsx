// The course: the lessons in order, each with the learner's progress on its boards.
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { assertCourse } from '@/lib/lessons/check';
import { loadCourse } from '@/lib/lessons/load';
import { solvedCount } from '@/lib/lessons/solved';
import { useLessonProgress } from '@/components/lesson/useLessonProgress';
import { loadMessages } from '@/lib/i18n/messages';
import { formatLaw } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import styles from '@/components/lesson/lesson.module.css';

interface CourseEntry {
  readonly slug: string;
  /** The lesson's address in the reader's language. */
  readonly address: string;
  readonly order: number;
  readonly title: string;
  readonly summary: string;
  readonly laws: readonly string[];
  readonly boards: readonly string[];
}

interface Props {
  readonly lessons: readonly CourseEntry[];
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  assertCourse();
  const l = toLocale(locale);
  const lessons = loadCourse(l).map(({ slug, address, order, title, summary, laws, boards }) => ({ slug, address, order, title, summary, laws, boards }));
  return { props: { lessons, messages: loadMessages(l, ['lessons']) } };
};

export default function CoursePage({ lessons }: Props) {
  const t = useTranslations('lessons.course');
  const locale = toLocale(useLocale());
  const { progress } = useLessonProgress();

  return (
    <main className={styles.article}>
      <Head>
        <title>{t('title')}</title>
      </Head>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p>
        <Link href="/learn/chart">{t('chart')}</Link>
      </p>
      <ol className={styles.courseList}>
        {lessons.map((l) => {
          const solved = solvedCount(progress, l.slug, l.boards);
          const total = l.boards.length;
          return (
            <li key={l.slug} className={styles.courseItem}>
              <p className={styles.courseNumber}>{t('lessonNumber', { order: l.order })}</p>
              <h2 className={styles.courseTitle}>
                <Link href={`/learn/${l.address}`}>{l.title}</Link>
              </h2>
              <p className={styles.courseSummary}>{l.summary}</p>
              <p className={styles.courseLaws}>{l.laws.map((ref) => formatLaw(ref, locale)).join(' · ')}</p>
              <div className={styles.progressRow}>
                <progress className={styles.progress} max={total} value={solved} aria-label={t('progressLabel')} />
                <span>{solved === 0 ? t('notStarted') : solved >= total ? t('done') : t('progress', { solved, total })}</span>
              </div>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
