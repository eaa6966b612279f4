// The study page and the exam arrive after the page's load event (issue 15: the scheduler, the
// generator, the engine and the table were 90 KB gzip of /study's first load). Before they are
// there the page says, as it always did until the progress was read, that it is loading the
// learner's progress; a part that cannot be fetched (offline, before the service worker has it)
// says so in the reader's language with a retry, and nothing stored is touched.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Deferred } from '@/components/layout/Deferred';
import styles from './study.module.css';

/** `<LazyStudy get={getStudy}>{(m) => <m.StudyPage … />}</LazyStudy>`, `get` from lazyModule at module level. */
export function LazyStudy<T>({ get, children }: { get: () => Promise<T>; children: (loaded: T) => ReactNode }) {
  const t = useTranslations('study.page');
  return (
    <Deferred load={get} className={styles.pending} problemClassName={styles.warn} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
      {children}
    </Deferred>
  );
}
