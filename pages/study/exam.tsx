// /study/exam: the director's exam, a seeded paper across every law of one edition (components/study/exam).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { studyStaticProps } from '@/lib/progress/studyProps.server';
import { LazyStudy } from '@/components/study/LazyStudy';
import { lazyModule } from '@/components/layout/afterLoad';
import type { LessonMap } from '@/components/study/lessonLink';

// The exam (its papers, the player, the generator) after the load event.
const getExam = lazyModule(async () => {
  const [page, seam] = await Promise.all([import('@/components/study/exam/ExamPage'), import('@/components/study/quizSeam')]);
  return { ExamPage: page.ExamPage, families: seam.FAMILY_INFO };
});

// The same props as the other study page (lib/progress/studyProps.server.ts).
export const getStaticProps: GetStaticProps = studyStaticProps;

export default function Exam({ lessons }: { lessons: LessonMap }) {
  const t = useTranslations('study.exam');
  return (
    <main className="page">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <LazyStudy get={getExam}>{(m) => <m.ExamPage families={m.families} lessons={lessons} />}</LazyStudy>
    </main>
  );
}
