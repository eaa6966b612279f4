// What the lesson's tags need from the page: which lesson (for progress), the reader's edition,
// the bundled cases the lesson embeds, its boards' ruled facts, and what is solved so far.
import { createContext, useContext } from 'react';
import type { CaseFile } from '@/lib/engine';
import type { Edition } from '@/lib/engine';
import type { BoardFacts } from '@/lib/lessons/facts';

export interface LessonContextValue {
  readonly slug: string;
  /** The reader's edition setting; boards without edition="…" follow it. */
  readonly edition: Edition;
  readonly cases: Readonly<Record<string, CaseFile>>;
  /** The ruled facts of the boards <BoardFact> names, by board key (worked out at build time). */
  readonly facts: Readonly<Record<string, BoardFacts>>;
  readonly solved: ReadonlySet<string>;
  readonly onSolved: (board: string) => void;
}

const fallback: LessonContextValue = { slug: '', edition: '2017', cases: {}, facts: {}, solved: new Set(), onSolved: () => {} };

export const LessonContext = createContext<LessonContextValue>(fallback);
export const useLesson = (): LessonContextValue => useContext(LessonContext);
