// The table as the room sees it: at the moment attention is drawn while the room votes, and as
// the timeline ends once the ruling is revealed, with what the active step names highlighted.
import { useMemo } from 'react';
import { replayCase } from '@/lib/engine';
import type { Step } from '@/lib/engine';
import { Table } from '@/components/table/Table';
import { NO_HIGHLIGHTS, highlightsOf, predictionFrame, receivingSide, targetRevoke } from '@/components/quiz/model';
import type { ClubBoard } from './deck';

interface Props {
  readonly board: ClubBoard;
  readonly revealed: boolean;
  readonly step: Step | undefined;
}

export const BoardTable = ({ board, revealed, step }: Props) => {
  const upTo = revealed ? board.caseFile.timeline.length : predictionFrame(board.caseFile);
  const state = useMemo(() => replayCase(board.caseFile, upTo), [board.caseFile, upTo]);
  if (!state.ok) return null;
  const target = targetRevoke(board.caseFile, board.ruling);
  const transfer = revealed && target?.transfer ? { count: target.transfer, to: receivingSide(target) } : null;
  // While the room votes, point at the revoke itself; afterwards at what the active step names.
  const highlights = step ? highlightsOf(step) : !revealed && target ? { tricks: new Set([target.trick]), cards: new Set([target.card]), seats: new Set([target.seat]) } : NO_HIGHLIGHTS;
  return <Table state={state.value} caseFile={board.caseFile} showAllHands highlights={highlights} transfer={transfer} />;
};
