// The exam's size and time, apart from exam.ts: the saved exam's check (examSave.ts, read with
// every progress record on every page) needs the size, not the law tables exam.ts draws papers from.
export const EXAM_SIZE = 20;
/** Minutes allowed for the whole exam (about two and a half minutes a board, as at a TD course). */
export const EXAM_MINUTES = 50;
