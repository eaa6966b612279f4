// The code that plays a lesson's boards (boards.tsx: engine, generator, table, about 45 KB gzip)
// is fetched once the lesson has loaded, for every board of the page at once. Until it is there
// the board's place is kept at the size of a board (lesson.module.css .boardPending, so the text
// below does not move) and a screen reader hears that it is coming; if it cannot be fetched
// (offline, before the service worker has it) the learner is told so, in their language, with a
// way to try again. Nothing on the page is lost either way.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { afterLoad } from '@/components/layout/afterLoad';
import styles from './lesson.module.css';

export type BoardsModule = typeof import('./boards');

let pending: Promise<BoardsModule> | null = null;

/** One fetch for the page; a failed one is forgotten, so trying again fetches anew. */
const getBoards = (): Promise<BoardsModule> =>
  (pending ??= afterLoad()
    .then(() => import('./boards'))
    .catch((e: unknown) => {
      pending = null;
      throw e;
    }));

type State = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly boards: BoardsModule } | { readonly kind: 'failed' };

const useBoards = (): { state: State; retry: () => void } => {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getBoards().then(
      (boards) => live && setState({ kind: 'ready', boards }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { state, retry };
};

/** `<LazyBoard>{(b) => <b.Player … />}</LazyBoard>`: the board once its code is there. */
export function LazyBoard({ children }: { children: (boards: BoardsModule) => ReactNode }) {
  const t = useTranslations('lessons.scenario');
  const { state, retry } = useBoards();
  if (state.kind === 'ready') return <>{children(state.boards)}</>;
  return (
    <div className={styles.boardPending}>
      {state.kind === 'failed' ? (
        <div role="alert" className={styles.boardError}>
          <p>{t('loadFailed')}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}
