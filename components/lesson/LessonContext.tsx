// What the lesson's tags need from the page: which lesson (for progress), the reader's edition,
// the bundled cases the lesson embeds, and what is solved so far.
import { createContext, useContext } from 'react';
import type { CaseFile } from '@/lib/engine';
import type { Edition } from '@/lib/engine';

export interface LessonContextValue {
  readonly slug: string;
  /** The reader's edition setting; boards without edition="…" follow it. */
  readonly edition: Edition;
  readonly cases: Readonly<Record<string, CaseFile>>;
  readonly solved: ReadonlySet<string>;
  readonly onSolved: (board: string) => void;
}

const fallback: LessonContextValue = { slug: '', edition: '2017', cases: {}, solved: new Set(), onSolved: () => {} };

export const LessonContext = createContext<LessonContextValue>(fallback);
export const useLesson = (): LessonContextValue => useContext(LessonContext);
