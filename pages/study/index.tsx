// /study: self-study with spaced repetition, and the learner's progress from every board answered
// anywhere in the app (components/study).
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { studyStaticProps } from '@/lib/progress/studyProps.server';
import { LazyStudy } from '@/components/study/LazyStudy';
import { lazyModule } from '@/components/layout/afterLoad';
import type { LessonMap } from '@/components/study/lessonLink';

// The page (progress views, scheduler, sessions and the generator's family list) after the load event.
const getStudy = lazyModule(async () => {
  const [page, seam] = await Promise.all([import('@/components/study/StudyPage'), import('@/components/study/quizSeam')]);
  return { StudyPage: page.StudyPage, families: seam.FAMILY_INFO };
});

// The same props as the other study page (lib/progress/studyProps.server.ts).
export const getStaticProps: GetStaticProps = studyStaticProps;

export default function Study({ lessons }: { lessons: LessonMap }) {
  const t = useTranslations('study.page');
  return (
    <main className="page">
      <Head>
        <title>{t('title')}</title>
      </Head>
      <LazyStudy get={getStudy}>{(m) => <m.StudyPage families={m.families} lessons={lessons} />}</LazyStudy>
    </main>
  );
}
