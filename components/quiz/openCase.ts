// From pasted text to a playable case: shape-checked, replayed and ruled, or the engine's error.
import { parseCaseText, type CaseError, type CaseFile } from '@/lib/engine';
import { replayCase } from '@/lib/engine';
import { ruleCase } from '@/lib/engine';
import type { Result } from '@/lib/engine';

export type Opened = Result<CaseFile, CaseError>;

export const openCaseText = (text: string): Opened => {
  const parsed = parseCaseText(text);
  if (!parsed.ok) return parsed;
  const replayed = replayCase(parsed.value);
  if (!replayed.ok) return replayed;
  const ruled = ruleCase(parsed.value);
  if (!ruled.ok) return ruled;
  return parsed;
};
