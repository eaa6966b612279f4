// <TeacherNotes>…</TeacherNotes>: how to run a club evening on the lesson's boards. Closed on
// screen, so a projected lesson does not show them to the room; printed for the teacher.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Reveal } from './Reveal';
import styles from './lesson.module.css';

export function TeacherNotes({ children }: { children?: ReactNode }) {
  const t = useTranslations('lessons.teacher');
  return (
    <aside className={`${styles.callout} ${styles.teacher}`} aria-label={t('label')}>
      <p className={styles.calloutLabel}>{t('label')}</p>
      <Reveal show={t('show')} hide={t('hide')}>
        <div className={styles.calloutBody}>{children}</div>
      </Reveal>
    </aside>
  );
}
