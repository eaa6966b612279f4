// The boxed tags: <Intro>, <Recap>, <Pitfall>, <Tip>, <EditionNote edition="1997">.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Edition } from '@/lib/engine';
import styles from './lesson.module.css';

export function Intro({ children }: { children?: ReactNode }) {
  return <div className={styles.intro}>{children}</div>;
}

function Box({ kind, label, children }: { kind: 'recap' | 'pitfall' | 'tip' | 'edition'; label: string; children?: ReactNode }) {
  return (
    <aside className={`${styles.callout} ${styles[kind]}`} aria-label={label}>
      <p className={styles.calloutLabel}>{label}</p>
      <div className={styles.calloutBody}>{children}</div>
    </aside>
  );
}

export function Recap({ children }: { children?: ReactNode }) {
  const t = useTranslations('lessons.callout');
  return <Box kind="recap" label={t('recap')}>{children}</Box>;
}

export function Pitfall({ children }: { children?: ReactNode }) {
  const t = useTranslations('lessons.callout');
  return <Box kind="pitfall" label={t('pitfall')}>{children}</Box>;
}

export function Tip({ children }: { children?: ReactNode }) {
  const t = useTranslations('lessons.callout');
  return <Box kind="tip" label={t('tip')}>{children}</Box>;
}

export function EditionNote({ edition, children }: { edition: Edition; children?: ReactNode }) {
  const t = useTranslations('lessons.callout');
  return <Box kind="edition" label={t('editionNote', { edition })}>{children}</Box>;
}
