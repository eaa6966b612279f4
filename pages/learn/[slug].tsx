// One lesson: the compiled MDX run with the tag registry, a table of contents from the heading
// ids (the same in every language) and links to the previous and next lesson.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { assertCourse } from '@/lib/lessons/check';
import { listSlugs, loadCases, loadCourse, loadLesson, type LessonData } from '@/lib/lessons/load';
import { emptyProgress, markSolved, readProgress, type LessonProgress } from '@/lib/lessons/progress';
import type { CaseFile } from '@/lib/engine';
import { loadMessages } from '@/lib/i18n/messages';
import { formatLaw } from '@/lib/i18n/format';
import { LOCALES, toLocale } from '@/lib/i18n/locales';
import { LessonContext, type LessonContextValue } from '@/components/lesson/LessonContext';
import { MdxContent } from '@/components/lesson/MdxContent';
import { useReaderEdition } from '@/components/lesson/edition';
import styles from '@/components/lesson/lesson.module.css';

interface Neighbour {
  readonly slug: string;
  readonly title: string;
}

interface Props {
  readonly lesson: LessonData;
  readonly cases: Record<string, CaseFile>;
  readonly prev: Neighbour | null;
  readonly next: Neighbour | null;
}

export const getStaticPaths: GetStaticPaths = async ({ locales }) => ({
  paths: (locales ?? [...LOCALES]).flatMap((locale) => listSlugs('en').map((slug) => ({ params: { slug }, locale }))),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  assertCourse();
  const l = toLocale(locale);
  const slug = String(params?.slug);
  const lesson = await loadLesson(l, slug);
  const course = loadCourse(l);
  const i = course.findIndex((c) => c.slug === slug);
  const neighbour = (j: number): Neighbour | null => (course[j] ? { slug: course[j].slug, title: course[j].title } : null);
  return {
    props: { lesson, cases: loadCases(lesson.meta.boards), prev: neighbour(i - 1), next: neighbour(i + 1), messages: loadMessages(l) },
  };
};

export default function LessonPage({ lesson, cases, prev, next }: Props) {
  const t = useTranslations('lessons.lesson');
  const locale = toLocale(useLocale());
  const edition = useReaderEdition();
  const { slug, title, summary, laws } = lesson.meta;
  const [progress, setProgress] = useState<LessonProgress>(emptyProgress);
  useEffect(() => setProgress(readProgress()), []);
  const onSolved = useCallback((board: string) => setProgress(markSolved(slug, board)), [slug]);
  const context = useMemo<LessonContextValue>(
    () => ({ slug, edition, cases, solved: new Set(progress.solved[slug] ?? []), onSolved }),
    [slug, edition, cases, progress, onSolved],
  );

  return (
    <main className={styles.layout}>
      <Head>
        <title>{title}</title>
        <meta name="description" content={summary} />
      </Head>
      <header className={`${styles.article} ${styles.head}`}>
        <p className={styles.crumb}>
          <Link href="/learn">← {t('backToCourse')}</Link>
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lawsLine}>
          <span className={styles.visuallyHidden}>{t('lawsCovered')}: </span>
          {laws.map((ref) => formatLaw(ref, locale)).join(' · ')}
        </p>
      </header>
      <nav className={styles.toc} aria-label={t('contents')}>
        <p className={styles.tocTitle}>{t('contents')}</p>
        <ol>
          {lesson.headings
            .filter((h) => h.depth === 2)
            .map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
        </ol>
      </nav>
      <article className={`${styles.article} ${styles.body}`}>
        <LessonContext.Provider value={context}>
          <MdxContent code={lesson.code} />
        </LessonContext.Provider>
        <nav className={styles.pager} aria-label={t('backToCourse')}>
          {prev ? (
            <Link href={`/learn/${prev.slug}`} className={styles.pagerPrev}>
              <span>{t('previous')}</span>
              {prev.title}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link href={`/learn/${next.slug}`} className={styles.pagerNext}>
              <span>{t('next')}</span>
              {next.title}
            </Link>
          )}
        </nav>
      </article>
    </main>
  );
}
