// A generated board as the scenario page plays it: dealt in the browser from its seed, played,
// then the counter-example offer and the export links. The page loads this module after its load
// event (components/layout/Deferred.tsx), so the engine, the generator and the player never hold
// up its first paint; the page's own header (title, links) is there before it.
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { deal, useDealAhead } from './dealCache';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { Edition } from '@/lib/engine';
import { ExportLinks } from '@/components/formats/ExportLinks';
import { ScenarioCounterExample } from '@/components/study/ScenarioCounterExample';
import { ScenarioPlayer } from './ScenarioPlayer';

interface Props {
  readonly family: FamilyName;
  readonly edition: Edition;
  readonly seed: number;
  readonly onFinished: () => void;
  /** The seed "another board" will open: dealt ahead while this one is played. */
  readonly nextSeed?: number;
}

export function ScenarioBoard({ family, edition, seed, onFinished, nextSeed }: Props) {
  const t = useTranslations('scenarios');
  // Memoised: a new case object would restart the board (the cache may have let it go meanwhile).
  const dealt = useMemo(() => deal(family, seed, edition), [family, seed, edition]);
  useDealAhead(nextSeed === undefined ? [] : [{ family, seed: nextSeed, edition }]);
  if (!dealt.ok) {
    return (
      <p className="problem" role="alert">
        {t('generatorError', { code: dealt.error.code })}
      </p>
    );
  }
  return (
    <>
      <ScenarioPlayer caseFile={dealt.value} family={family} seed={seed} source="scenario" onFinished={onFinished} />
      <ScenarioCounterExample family={family} edition={edition} seed={seed} />
      <ExportLinks caseFile={dealt.value} />
    </>
  );
}
