// The browser's side of the progress record: recordAnswer for every place that grades an answer,
// and a change signal for the screens that show progress. No React. Safe to import during server
// rendering: nothing touches `window` until a function is called, and where there is no storage
// (the server, private modes that refuse it) a call does nothing rather than throw.
import type { AnswerEvent } from './answers';
import { updateProgress, type KeyValueStore } from './localStore';
import { withAnswer, type ProgressStore } from './store';

import { ANSWER_RECORDED, PROGRESS_CHANGED } from './events';

export type { AnswerEvent } from './answers';
export { ANSWER_RECORDED, PROGRESS_CHANGED } from './events';

/** window.localStorage, or null where there is none or touching it throws (sandboxed frames). */
export const browserStore = (): KeyValueStore | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const announce = (): void => {
  try {
    window.dispatchEvent(new Event(PROGRESS_CHANGED));
  } catch {
    // No window (a test environment without DOM): nobody to tell.
  }
};

/** Change the record in this browser and tell the screens; false when storage refused. */
export const changeProgress = (change: (p: ProgressStore) => ProgressStore): boolean => {
  const store = browserStore();
  if (!store) return false;
  const saved = updateProgress(store, new Date(), change);
  if (saved.ok) announce();
  return saved.ok;
};

const tellAnswer = (event: AnswerEvent): void => {
  try {
    window.dispatchEvent(new CustomEvent<AnswerEvent>(ANSWER_RECORDED, { detail: event }));
  } catch {
    // No window: nobody listens.
  }
};

/** Record one graded answer. Call once per answer, where it is graded. */
export const recordAnswer = (event: AnswerEvent): void => {
  changeProgress((p) => withAnswer(p, event));
  // Told even when storage refused: the answer was given all the same.
  tellAnswer(event);
};
