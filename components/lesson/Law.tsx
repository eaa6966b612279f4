// <Law ref="64A1" />: the citation in the reader's style (Law 64A1 / lag 64A1 / § 64 A1 TBR).
import { useLocale } from 'next-intl';
import { formatLaw } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import type { Edition } from '@/lib/engine';
import styles from './lesson.module.css';

/** `lawRef` is the tag's `ref`, renamed at compile time (lib/lessons/mdx.ts remarkLawRef). */
export function Law({ lawRef, edition }: { lawRef: string; edition?: Edition }) {
  const locale = toLocale(useLocale());
  return <cite className={styles.law}>{formatLaw(lawRef, locale, edition)}</cite>;
}
