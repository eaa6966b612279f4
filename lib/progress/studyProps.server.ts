// The build-time props of /study and /study/exam, which read the same things: only the texts their
// screens need (the player's, the study catalogue, family titles, the share link) and the lessons
// each family links to. Imported by those pages' getStaticProps only (never in the browser).
import type { GetStaticProps } from 'next';
import { QUIZ_SECTIONS } from '@/components/quiz/sections';
import { loadMessages } from '@/lib/i18n/messages';
import { toLocale } from '@/lib/i18n/locales';
import { lessonMapFor } from './lessonMap.server';

const STUDY_SECTIONS = [...QUIZ_SECTIONS, 'study', 'families', 'scenarios'] as const;

export const studyStaticProps: GetStaticProps = ({ locale }) => {
  const l = toLocale(locale);
  return Promise.resolve({ props: { messages: loadMessages(l, STUDY_SECTIONS), lessons: lessonMapFor(l) } });
};
