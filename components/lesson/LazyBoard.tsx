// The code that plays a lesson's boards (boards.tsx: engine, generator, table, about 45 KB gzip)
// is fetched once the lesson has loaded, for every board of the page at once. Until it is there
// the board's place is kept at the size of a board (lesson.module.css .boardPending, so the text
// below does not move) and a screen reader hears that it is coming; if it cannot be fetched
// (offline, before the service worker has it) the learner is told so, in their language, with a
// way to try again. Nothing on the page is lost either way. Each board is then built when it comes
// near the screen, one board a task (components/layout/boardTurns.ts).
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { lazyModule } from '@/components/layout/afterLoad';
import { Deferred } from '@/components/layout/Deferred';
import { nextTurn, whenNear } from '@/components/layout/boardTurns';
import styles from './lesson.module.css';

export type BoardsModule = typeof import('./boards');

/** One fetch for the page's boards, after its load event. */
const getBoards = lazyModule(() => import('./boards'));

/**
 * `<LazyBoard>{(b) => <b.Player … />}</LazyBoard>`: the board once its code is there, it is within
 * a screen of the viewport, and the boards before it in the queue are built (boardTurns.ts).
 */
export function LazyBoard({ children }: { children: (boards: BoardsModule) => ReactNode }) {
  const t = useTranslations('lessons.scenario');
  // Where the board will be: a box of no size at its top, watched for coming near the screen.
  const place = useRef<HTMLSpanElement>(null);
  const load = useMemo(() => () => getBoards().then(async (boards) => {
    await whenNear(place.current);
    await nextTurn();
    return boards;
  }), []);
  return (
    <>
      <span ref={place} className={styles.boardMark} aria-hidden="true" />
      <Deferred load={load} className={styles.boardPending} problemClassName={styles.pendingProblem} buttonClassName={styles.button} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
        {children}
      </Deferred>
    </>
  );
}
