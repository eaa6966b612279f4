// A part of a page whose code arrives after the page's load event (components/layout/afterLoad.ts):
// its place is kept by the caller's class (same box as what comes, so nothing below it moves),
// a screen reader hears that it is loading, and a chunk that cannot be fetched (offline, before
// the service worker has it) is told in the reader's language with a way to try again; nothing the
// learner has done on the page is touched by either.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { afterLoad } from './afterLoad';

export type DeferredState<T> = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly value: T } | { readonly kind: 'failed' };

/**
 * `load` (a dynamic import, kept at module level so it is the same function on every render),
 * called once the page has loaded, or at once with `now` (code the learner has just asked for).
 * A failed load is tried again by `retry`: webpack forgets a chunk that failed, so it is fetched anew.
 */
export const useDeferred = <T,>(load: () => Promise<T>, now = false): { readonly state: DeferredState<T>; readonly retry: () => void } => {
  const [state, setState] = useState<DeferredState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    (now ? Promise.resolve() : afterLoad())
      .then(load)
      .then(
        (value) => {
          if (live) setState({ kind: 'ready', value });
        },
        () => {
          if (live) setState({ kind: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [load, now, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { state, retry };
};

/** A placeholder's own words (a lesson's board, the study page), in place of the app's general ones. */
export interface PlaceholderTexts {
  readonly loading: string;
  readonly failed: string;
  readonly retry: string;
}

interface PlaceholderProps {
  readonly failed: boolean;
  readonly onRetry: () => void;
  /** The box's class: it should give the box the size of what comes. */
  readonly className?: string;
  readonly texts?: PlaceholderTexts;
  /** The failure message's class (the app's .problem by default) and the retry button's (.button). */
  readonly problemClassName?: string;
  readonly buttonClassName?: string;
}

/** What stands in a deferred part's place until it is there: loading, or why it is not. */
export function DeferredPlaceholder({ failed, onRetry, className, texts, problemClassName = 'problem', buttonClassName = 'button' }: PlaceholderProps) {
  const t = useTranslations('app');
  const words = texts ?? { loading: t('loading'), failed: t('partFailed'), retry: t('retry') };
  return (
    <div className={className ? `deferred ${className}` : 'deferred'}>
      {failed ? (
        <div className={problemClassName} role="alert">
          <p>{words.failed}</p>
          <button type="button" className={buttonClassName} onClick={onRetry}>
            {words.retry}
          </button>
        </div>
      ) : (
        <p role="status" className="deferred__loading">
          {words.loading}
        </p>
      )}
    </div>
  );
}

interface DeferredProps<T> extends Omit<PlaceholderProps, 'failed' | 'onRetry'> {
  readonly load: () => Promise<T>;
  readonly children: (loaded: T) => ReactNode;
  readonly now?: boolean;
}

/** `<Deferred load={loadBoard}>{(m) => <m.Board ... />}</Deferred>` */
export function Deferred<T>({ load, children, now, ...placeholder }: DeferredProps<T>) {
  const { state, retry } = useDeferred(load, now);
  if (state.kind === 'ready') return <>{children(state.value)}</>;
  return <DeferredPlaceholder failed={state.kind === 'failed'} onRetry={retry} {...placeholder} />;
}
