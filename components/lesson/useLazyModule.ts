// Code fetched after the page's load event (components/layout/afterLoad.ts), as state a component
// renders: loading, ready or failed, with a retry. Used by lesson boards (LazyBoard.tsx) and the
// study pages (components/study/LazyStudy.tsx).
import { useCallback, useEffect, useState } from 'react';
import { afterLoad } from '@/components/layout/afterLoad';

/** One fetch of `load` once the page has loaded, shared by every caller; a failed one is forgotten, so the next call fetches anew. */
export const lazyModule = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= afterLoad()
      .then(load)
      .catch((e: unknown) => {
        pending = null;
        throw e;
      }));
};

export type LazyState<T> = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly value: T } | { readonly kind: 'failed' };

/** `get` (from lazyModule, defined at module level) as state; `retry` after a failure. */
export const useLazyModule = <T>(get: () => Promise<T>): { readonly state: LazyState<T>; readonly retry: () => void } => {
  const [state, setState] = useState<LazyState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    get().then(
      (value) => live && setState({ kind: 'ready', value }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [get, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { state, retry };
};
