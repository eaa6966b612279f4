// What /case loads only once the learner opens a case (components/case/OpenCase.tsx): the engine's
// parser and rules, the player and the export links. Not in the page's first JavaScript: a visitor
// who reads the format description or imports a PBN file pays for none of it until a case is opened.
import type { CaseFile } from '@/lib/engine';
import { ScenarioPlayer } from '@/components/quiz/ScenarioPlayer';
import { ExportLinks } from '@/components/formats/ExportLinks';

export { openCaseText } from '@/components/quiz/openCase';
export { makeCaseText } from '@/lib/engine';

export function OpenedCase({ caseFile, text }: { readonly caseFile: CaseFile; readonly text: string }) {
  return (
    <>
      <ScenarioPlayer key={text} caseFile={caseFile} title={caseFile.title} />
      <ExportLinks caseFile={caseFile} />
    </>
  );
}
