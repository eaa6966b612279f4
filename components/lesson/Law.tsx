// <Law ref="64A1" as="paren" />: the citation in the reader's style and in the form its sentence
// needs: a noun (Law 44 / lag 44 / § 44 TBR), "(Law 44)", "under Law 44" / "enligt lag 44" /
// "nach § 44 TBR", or "start" for a sentence's first word (sv "Lag 44").
import { useLocale, useTranslations } from 'next-intl';
import { formatLaw } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import type { Edition } from '@/lib/engine';
import type { LawForm } from '@/lib/lessons/tags';
import styles from './lesson.module.css';

const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** `lawRef` is the tag's `ref`, renamed at compile time (lib/lessons/compile.ts). */
export function Law({ lawRef, edition, as = 'noun' }: { lawRef: string; edition?: Edition; as?: LawForm }) {
  const locale = toLocale(useLocale());
  const t = useTranslations('lessons.law');
  // No line break inside a citation ("§ 64 A1 TBR" split after "§" reads badly on a narrow screen).
  const law = formatLaw(lawRef, locale).replace(/ /g, '\u00a0');
  const e = edition ?? 'none';
  let text: string;
  switch (as) {
    case 'noun':
      text = t('noun', { law, edition: e });
      break;
    case 'start':
      text = capitalise(t('noun', { law, edition: e }));
      break;
    case 'paren':
      text = t('paren', { law, edition: e });
      break;
    case 'by':
      text = t('by', { law, edition: e });
      break;
  }
  return <cite className={styles.law}>{text}</cite>;
}
