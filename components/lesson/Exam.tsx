// <ExamQuestion>…</ExamQuestion> <ModelAnswer>…</ModelAnswer>: a written question as on a
// director's course, its model answer hidden until opened (and always printed).
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Reveal } from './Reveal';
import styles from './lesson.module.css';

/** `n` is the question's number in the lesson, added at compile time. */
export function ExamQuestion({ n = 1, children }: { n?: number; children?: ReactNode }) {
  const t = useTranslations('lessons.exam');
  return (
    <section className={styles.exam} aria-label={t('question', { n })}>
      <p className={styles.examLabel}>{t('question', { n })}</p>
      <div className={styles.calloutBody}>{children}</div>
    </section>
  );
}

export function ModelAnswer({ children }: { children?: ReactNode }) {
  const t = useTranslations('lessons.exam');
  return (
    <Reveal show={t('show')} hide={t('hide')} className={styles.answer}>
      <section aria-label={t('answer')}>
        <p className={styles.examLabel}>{t('answer')}</p>
        {children}
      </section>
    </Reveal>
  );
}
