// The seam to the quiz: a lesson's boards are played by the quiz's ScenarioPlayer (the full
// predict-then-explain flow) and dealt by the generator. "Solved" means predicted correctly.
// Answers are recorded as coming from a lesson, with the board's family and seed (or case name).
import { ScenarioPlayer } from '@/components/quiz/ScenarioPlayer';
import { ScenarioCounterExample } from '@/components/study/ScenarioCounterExample';
import { generateScenario } from '@/lib/generator/index';
import type { CaseFile } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { Edition, Result } from '@/lib/engine';

export interface PlayerProps {
  readonly caseFile: CaseFile;
  readonly compact?: boolean;
  readonly onSolved?: () => void;
  readonly family?: string | null;
  readonly seed?: number | null;
  readonly caseKey?: string;
}

export function Player({ caseFile, compact, onSolved, family = null, seed = null, caseKey }: PlayerProps) {
  return (
    <>
      <ScenarioPlayer
        caseFile={caseFile}
        compact={compact}
        source="lesson"
        family={family}
        seed={seed}
        {...(caseKey ? { caseKey } : {})}
        onFinished={(r) => r.correct && onSolved?.()}
      />
      {/* A generated board answered wrongly offers the board that proves the point, as a scenario page does. */}
      {family !== null && seed !== null && <ScenarioCounterExample family={family} edition={caseFile.edition} seed={seed} source="lesson" />}
    </>
  );
}

/** generateScenario, but a generator bug shows as one failed board instead of a broken page. */
export const generate = (family: FamilyName, seed: number, edition: Edition): Result<CaseFile, { code: string }> => {
  try {
    return generateScenario(family, seed, edition);
  } catch {
    return { ok: false, error: { code: 'generator-crashed' } };
  }
};
