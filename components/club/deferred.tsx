// Code a club page needs only once the evening has started (the engine, the generator, the table,
// the socket) is fetched after the load event (components/layout/afterLoad.ts): the setup, the join
// form and the waiting screens come first, and on a club's weak Wi-Fi a phone can type its code
// while the rest arrives. Each module is fetched once per page; a fetch that failed (offline with
// nothing cached) is tried again when asked, and nothing the page holds is lost meanwhile.
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { afterLoad } from '@/components/layout/afterLoad';
import styles from './club.module.css';

/** One fetch of `load` after the load event, shared by every caller; a failure is forgotten so the next call tries again. */
export const deferred = <T,>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= afterLoad()
      .then(load)
      .catch((e: unknown) => {
        pending = null;
        throw e;
      });
    return pending;
  };
};

export type Deferred<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

/** The module `get` fetches, as state: loading, ready or failed, with `retry` for a failure. */
export const useDeferred = <T,>(get: () => Promise<T>): { readonly module: Deferred<T>; readonly retry: () => void } => {
  const [module, setModule] = useState<Deferred<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    get().then(
      (value) => live && setModule({ state: 'ready', value }),
      () => live && setModule({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [get, attempt]);
  const retry = useCallback(() => {
    setModule({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { module, retry };
};

/** What stands in a deferred part's place: a status while it loads, an alert and a retry if it failed. */
export const Pending = ({ failed, onRetry, className }: { failed: boolean; onRetry: () => void; className?: string }) => {
  const t = useTranslations('club.load');
  return failed ? (
    <div role="alert" className={`${styles.warn} ${className ?? ''}`}>
      <p>{t('failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  ) : (
    <p role="status" className={className}>
      {t('board')}
    </p>
  );
};
