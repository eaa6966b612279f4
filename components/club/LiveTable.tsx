// The table of a live board at a stop: played trick by trick up to the stop, the revoke pointed
// at while the room answers, and what the active explanation step names once the ruling unfolds.
import { useMemo } from 'react';
import { replayCase } from '@/lib/engine';
import { Table } from '@/components/table/Table';
import { NO_HIGHLIGHTS, highlightsOf, receivingSide, targetRevoke } from '@/components/quiz/model';
import { shownUpTo, type DealtBoard } from '@/lib/live/plan';

export const LiveTable = ({ board, stop }: { board: DealtBoard; stop: number }) => {
  const { caseFile, ruling, plan } = board;
  const upTo = shownUpTo(plan.stops, stop, caseFile.timeline.length);
  const state = useMemo(() => replayCase(caseFile, upTo), [caseFile, upTo]);
  if (!state.ok) return null;
  const at = plan.stops[stop];
  const target = targetRevoke(caseFile, ruling);
  const step = at?.kind === 'step' ? ruling.steps[at.index] : undefined;
  const asking = at?.kind === 'question' || at?.kind === 'reveal';
  const transfer = at?.kind === 'step' && target?.transfer ? { count: target.transfer, to: receivingSide(target) } : null;
  const highlights = step
    ? highlightsOf(step)
    : asking && target
      ? { tricks: new Set([target.trick]), cards: new Set([target.card]), seats: new Set([target.seat]) }
      : NO_HIGHLIGHTS;
  return <Table state={state.value} caseFile={caseFile} showAllHands highlights={highlights} transfer={transfer} />;
};
