// <Terms>- **term** — meaning</Terms>: the lesson's words, as a definition list (lib/lessons/compile.ts).
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './lesson.module.css';

export function Terms({ children }: { children?: ReactNode }) {
  const t = useTranslations('lessons.terms');
  return (
    <aside className={`${styles.callout} ${styles.terms}`} aria-label={t('label')}>
      <p className={styles.calloutLabel}>{t('label')}</p>
      <div className={styles.calloutBody}>{children}</div>
    </aside>
  );
}
