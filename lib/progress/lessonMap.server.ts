// Server-only (reads content/ at build time, from getStaticProps): each lesson's address and
// title in one language, so the study pages link mistakes to the section that teaches them.
import type { Locale } from '../i18n/locales';
import { loadCourse } from '../lessons/load';

export interface LessonInfo {
  readonly address: string;
  readonly title: string;
}

/** Lesson id → its address in the reader's language (the id itself where it has none) and title. */
export const lessonMapFor = (locale: Locale): Record<string, LessonInfo> =>
  Object.fromEntries(
    loadCourse(locale).map((m) => {
      // Lessons may carry a localised address (issue 14); before that lands the id is the address.
      const address = (m as { address?: unknown }).address;
      return [m.slug, { address: typeof address === 'string' && address ? address : m.slug, title: m.title }];
    }),
  );
