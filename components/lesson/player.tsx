// The seam to the quiz: a lesson's boards are played by the quiz's ScenarioPlayer (the full
// predict-then-explain flow) and dealt by the generator. "Solved" means predicted correctly.
// Answers are recorded as coming from a lesson, with the board's family and seed (or case name).
import { ScenarioPlayer } from '@/components/quiz/ScenarioPlayer';
import { ScenarioCounterExample } from '@/components/study/ScenarioCounterExample';
import { deal } from '@/components/quiz/dealCache';
import type { CaseFile } from '@/lib/engine';

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

/** The generator's board, kept once dealt; a generator bug shows as one failed board instead of a broken page. */
export const generate = deal;
