// A link to a lesson section in the reader's language. The lessons' addresses (which may be
// localised, /sv/learn/<svensk-adress>) come from the page's static props, read from the course
// by lib/lessons; a lesson the map lacks keeps its id, which the lessons redirect from.
import type { LessonSection } from '@/lib/progress/laws';

export interface LessonInfo {
  readonly address: string;
  readonly title: string;
}

export type LessonMap = Readonly<Record<string, LessonInfo>>;

export const lessonHref = (lessons: LessonMap, s: LessonSection): string => `/learn/${lessons[s.lesson]?.address ?? s.lesson}#${s.heading}`;
