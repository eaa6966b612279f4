// A lesson's boards as they are played: dealt by the generator, ruled and played by the quiz's
// player. This module (the engine, the generator and the table) is fetched after the lesson's
// load event by LazyBoard.tsx: a lesson's first screen is its text, which never waits for it.
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import { Player, generate, type PlayerProps } from './player';
import { PlayedOnScreen } from './PlayedOnScreen';
import { useDealAhead } from '@/components/quiz/dealCache';
import styles from './lesson.module.css';

export { Player };
export type { PlayerProps };

/** A family's board at a seed: the player, with its deal as a diagram on paper. */
export function GeneratedPlayer({ family, seed, edition, onSolved }: { family: FamilyName; seed: number; edition: Edition; onSolved: () => void }) {
  const t = useTranslations('lessons.scenario');
  // Memoised: a new case object would restart a board the learner is in the middle of.
  const result = useMemo(() => generate(family, seed, edition), [family, seed, edition]);
  if (!result.ok) return <p className={styles.boardError}>{t('failed', { code: result.error.code })}</p>;
  return (
    <PlayedOnScreen caseFile={result.value}>
      <Player caseFile={result.value} compact family={family} seed={seed} onSolved={onSolved} />
    </PlayedOnScreen>
  );
}

/** A random seed can be one the generator gives up on; try the next few before showing a failure. */
const dealFrom = (family: FamilyName, drawn: number, edition: Edition) => {
  let seed = drawn;
  let result = generate(family, seed, edition);
  for (let i = 1; i < 5 && !result.ok; i++) result = generate(family, (seed = drawn + i), edition);
  return { result, seed };
};

/** One of a practice block's fresh boards; `next` is the one "new boards" puts in its place, dealt ahead. */
export function PracticePlayer({ family, seed, edition, next }: { family: FamilyName; seed: number; edition: Edition; next?: { family: FamilyName; seed: number } }) {
  const dealt = useMemo(() => dealFrom(family, seed, edition), [family, seed, edition]);
  useDealAhead(next ? [{ ...next, edition }] : []);
  return dealt.result.ok ? (
    <Player caseFile={dealt.result.value} compact family={family} seed={dealt.seed} />
  ) : (
    <p className={styles.boardError}>{dealt.result.error.code}</p>
  );
}
