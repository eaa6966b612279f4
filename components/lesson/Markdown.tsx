// The markdown elements of a lesson: headings with anchors, internal links through next/link, tables.
import type { ComponentProps, ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './lesson.module.css';

function Anchor({ id }: { id?: string }) {
  const t = useTranslations('lessons.lesson');
  if (!id) return null;
  return (
    <a className={styles.anchor} href={`#${id}`} aria-label={t('anchor')}>
      #
    </a>
  );
}

export function H2({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <h2 id={id} className={styles.h2}>
      {children} <Anchor id={id} />
    </h2>
  );
}

export function H3({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <h3 id={id} className={styles.h3}>
      {children} <Anchor id={id} />
    </h3>
  );
}

export function A({ href = '', children, ...rest }: ComponentProps<'a'>) {
  // next/link keeps the reader's locale on /learn/... links; anchors and outside links stay plain.
  if (href.startsWith('/')) return <Link href={href}>{children}</Link>;
  return (
    <a href={href} {...rest} {...(href.startsWith('#') ? {} : { rel: 'noreferrer', target: '_blank' })}>
      {children}
    </a>
  );
}

export function Table(props: ComponentProps<'table'>) {
  return (
    <div className={styles.tableWrap}>
      <table {...props} />
    </div>
  );
}
