// <Practice families={[…]} count={3} />: fresh random boards on the lesson's topic, with a
// "new boards" button. Seeds are drawn in the browser only, so server and client render alike.
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { editionsOf, isFamilyName, type FamilyName } from '@/lib/generator/familyNames';
import type { Edition } from '@/lib/engine';
import { useLesson } from './LessonContext';
import { Player, generate } from './player';
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

/** A random seed can be one the generator gives up on; try the next few before showing a failure. */
const dealFrom = (d: Draw, edition: Edition) => {
  let seed = d.seed;
  let result = generate(d.family, seed, edition);
  for (let i = 1; i < 5 && !result.ok; i++) result = generate(d.family, (seed = d.seed + i), edition);
  return { result, seed };
};

export function Practice({ families, count = 3 }: { families: readonly string[]; count?: number }) {
  const t = useTranslations('lessons.practice');
  const { edition } = useLesson();
  const available = families.filter(isFamilyName).filter((f) => editionsOf(f).includes(edition));
  const [draws, setDraws] = useState<Draw[] | null>(null);
  const key = available.join(',');

  useEffect(() => {
    // After hydration (random seeds would differ from the server's render), and not synchronously in the effect.
    let live = true;
    void Promise.resolve().then(() => live && setDraws(available.length ? drawBoards(available, count) : []));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw when the family list or edition changes
  }, [key, count]);

  // Memoised: a new case object would restart a board the learner is in the middle of.
  const dealt = useMemo(() => draws?.map((d) => ({ d, ...dealFrom(d, edition) })), [draws, edition]);

  if (available.length === 0) return <p className={styles.boardError}>{t('noneInEdition', { edition })}</p>;
  return (
    <section className={styles.practice} aria-label={t('title')}>
      <div className={styles.practiceHead}>
        <p className={styles.practiceTitle}>{t('title')}</p>
        <button type="button" className={styles.button} onClick={() => setDraws(drawBoards(available, count))}>
          {t('newBoards')}
        </button>
      </div>
      {dealt?.map(({ d, result, seed }) => (
        <figure key={`${d.family}:${d.seed}`} className={styles.board} data-board={`${d.family}:${d.seed}`}>
          {result.ok ? <Player caseFile={result.value} compact family={d.family} seed={seed} /> : <p className={styles.boardError}>{result.error.code}</p>}
        </figure>
      ))}
    </section>
  );
}
