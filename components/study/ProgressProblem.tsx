// What is wrong with a progress text, in the reader's words: the same wording for damaged
// storage and for a rejected import.
import { useTranslations } from 'next-intl';
import type { StoreError } from '@/lib/progress/store';
import styles from './study.module.css';

export const ProgressProblem = ({ error }: { error: StoreError }) => {
  const t = useTranslations('study.problem');
  const what = ((): string => {
    switch (error.code) {
      case 'not-json':
        return t('notJson');
      case 'not-progress':
        return t('notProgress');
      case 'unknown-version':
        return t('unknownVersion');
      case 'bad-field':
        return t('badField', { path: error.path ?? '' });
    }
  })();
  return (
    <>
      <p>{what}</p>
      <p className={styles.detail}>
        {t('detail')} <code>{error.detail}</code>
      </p>
    </>
  );
};
