// The code that plays a lesson's boards (boards.tsx: engine, generator, table, about 45 KB gzip)
// is fetched once the lesson has loaded, for every board of the page at once. Until it is there
// the board's place is kept at the size of a board (lesson.module.css .boardPending, so the text
// below does not move) and a screen reader hears that it is coming; if it cannot be fetched
// (offline, before the service worker has it) the learner is told so, in their language, with a
// way to try again. Nothing on the page is lost either way.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { lazyModule } from '@/components/layout/afterLoad';
import { Deferred } from '@/components/layout/Deferred';
import styles from './lesson.module.css';

export type BoardsModule = typeof import('./boards');

/** One fetch for the page's boards, after its load event. */
const getBoards = lazyModule(() => import('./boards'));

/** `<LazyBoard>{(b) => <b.Player … />}</LazyBoard>`: the board once its code is there. */
export function LazyBoard({ children }: { children: (boards: BoardsModule) => ReactNode }) {
  const t = useTranslations('lessons.scenario');
  return (
    <Deferred load={getBoards} className={styles.boardPending} problemClassName={styles.pendingProblem} buttonClassName={styles.button} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
      {children}
    </Deferred>
  );
}
