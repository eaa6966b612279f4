// One lesson at its address in the reader's language (/sv/learn/<sv-slug>): the body compiled at
// build time and rendered with the tag registry, a table of contents from the heading ids (the
// same in every language) and links to the previous and next lesson. The lesson id's address
// (/sv/learn/<id>, the old one) is a static page that forwards to the new one.
import { useCallback, useMemo } from 'react';
import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { assertCourse } from '@/lib/lessons/check';
import { caseBoardsOf, listSlugs, loadCases, loadCourse, loadFacts, loadLesson, loadLessonMeta, type LessonData } from '@/lib/lessons/load';
import type { BoardFacts } from '@/lib/lessons/facts';
import type { CaseFile } from '@/lib/engine';
import { loadMessages } from '@/lib/i18n/messages';
import { QUIZ_SECTIONS } from '@/components/quiz/sections';
import { formatLaw } from '@/lib/i18n/format';
import { LOCALES, toLocale } from '@/lib/i18n/locales';
import { LessonContext, type LessonContextValue } from '@/components/lesson/LessonContext';
import { LessonBody } from '@/components/lesson/LessonBody';
import { MovedLesson } from '@/components/lesson/MovedLesson';
import { useReaderEdition } from '@/components/lesson/edition';
import { useLessonProgress } from '@/components/lesson/useLessonProgress';
import styles from '@/components/lesson/lesson.module.css';

interface Neighbour {
  readonly slug: string;
  readonly title: string;
}

interface LessonProps {
  readonly lesson: LessonData;
  readonly cases: Record<string, CaseFile>;
  readonly facts: Record<string, BoardFacts>;
  readonly prev: Neighbour | null;
  readonly next: Neighbour | null;
}

interface MovedProps {
  readonly moved: { readonly address: string; readonly title: string };
}

type Props = LessonProps | MovedProps;

export const getStaticPaths: GetStaticPaths = async ({ locales }) => ({
  paths: (locales ?? [...LOCALES]).flatMap((locale) =>
    listSlugs('en').flatMap((id) => {
      const address = loadLessonMeta(toLocale(locale), id).address;
      return [...new Set([address, id])].map((slug) => ({ params: { slug }, locale }));
    }),
  ),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  assertCourse();
  const l = toLocale(locale);
  const requested = String(params?.slug);
  const course = loadCourse(l);
  const i = course.findIndex((c) => c.address === requested);
  if (i < 0) {
    const old = course.find((c) => c.slug === requested);
    if (!old) return { notFound: true };
    return { props: { moved: { address: old.address, title: old.title }, messages: loadMessages(l, ['lessons']) } };
  }
  const lesson = await loadLesson(l, course[i].slug);
  const cases = loadCases(caseBoardsOf(l, course[i].slug));
  const neighbour = (j: number): Neighbour | null => (course[j] ? { slug: course[j].address, title: course[j].title } : null);
  return {
    props: {
      lesson,
      cases,
      facts: loadFacts(caseBoardsOf(l, course[i].slug), cases),
      prev: neighbour(i - 1),
      next: neighbour(i + 1),
      // The language menu goes to this lesson's own address in each language (its slug differs).
      alternates: Object.fromEntries(LOCALES.map((other) => [other, `/learn/${loadLessonMeta(other, course[i].slug).address}`])),
      messages: loadMessages(l, [...QUIZ_SECTIONS, 'lessons', 'families']),
    },
  };
};

export default function LessonRoute(props: Props) {
  return 'moved' in props ? <MovedLesson {...props.moved} /> : <LessonPage {...props} />;
}

function LessonPage({ lesson, cases, facts, prev, next }: LessonProps) {
  const t = useTranslations('lessons.lesson');
  const locale = toLocale(useLocale());
  const edition = useReaderEdition();
  const { slug, title, summary, laws } = lesson.meta;
  const { progress, solve } = useLessonProgress();
  const onSolved = useCallback((board: string) => solve(slug, board), [slug, solve]);
  const context = useMemo<LessonContextValue>(
    () => ({ slug, edition, cases, facts, solved: new Set(progress.solved[slug] ?? []), onSolved }),
    [slug, edition, cases, facts, progress, onSolved],
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
          <LessonBody body={lesson.body} />
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
