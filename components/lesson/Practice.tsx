// <Practice families={[…]} count={3} />: fresh random boards on the lesson's topic, with a
// "new boards" button. Seeds are drawn in the browser only, so server and client render alike.
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { editionsOf, isFamilyName, type FamilyName } from '@/lib/generator/familyNames';
import { useLesson } from './LessonContext';
import { LazyBoard } from './LazyBoard';
import styles from './lesson.module.css';

interface Draw {
  readonly family: FamilyName;
  readonly seed: number;
}

const drawBoards = (families: readonly FamilyName[], count: number): Draw[] =>
  Array.from({ length: count }, (_, i) => ({
    // Cycle through the families from a random start, so a short list is fully covered.
    family: families[(i + Math.floor(Math.random() * families.length)) % families.length],
    seed: Math.floor(Math.random() * 1_000_000),
  }));

export function Practice({ families, count = 3 }: { families: readonly string[]; count?: number }) {
  const t = useTranslations('lessons.practice');
  const { edition } = useLesson();
  const available = families.filter(isFamilyName).filter((f) => editionsOf(f).includes(edition));
  // The boards shown, and those "new boards" will show (dealt ahead by each board's module meanwhile).
  const [draws, setDraws] = useState<{ now: Draw[]; next: Draw[] } | null>(null);
  const key = available.join(',');

  useEffect(() => {
    // After hydration (random seeds would differ from the server's render), and not synchronously in the effect.
    let live = true;
    void Promise.resolve().then(() => live && setDraws(available.length ? { now: drawBoards(available, count), next: drawBoards(available, count) } : { now: [], next: [] }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw when the family list or edition changes
  }, [key, count]);

  if (available.length === 0) return <p className={styles.boardError}>{t('noneInEdition', { edition })}</p>;
  return (
    <section className={styles.practice} aria-label={t('title')}>
      <div className={styles.practiceHead}>
        <p className={styles.practiceTitle}>{t('title')}</p>
        <button type="button" className={styles.button} onClick={() => setDraws((d) => ({ now: d?.next ?? drawBoards(available, count), next: drawBoards(available, count) }))}>
          {t('newBoards')}
        </button>
      </div>
      {draws?.now.map((d, i) => (
        <figure key={`${d.family}:${d.seed}`} className={styles.board} data-board={`${d.family}:${d.seed}`}>
          {/* Dealt (and retried on a seed the generator gives up on) by the player's module, once it is there. */}
          <LazyBoard>{(b) => <b.PracticePlayer family={d.family} seed={d.seed} edition={edition} next={draws.next[i]} />}</LazyBoard>
        </figure>
      ))}
    </section>
  );
}
