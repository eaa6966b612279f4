// The course's lesson progress as the pages show it, apart from reading and writing it
// (progress.ts, which brings the progress record and its validation): the course list and a
// lesson draw from this at once and fetch the record after their load event.

export interface LessonProgress {
  /** slug → the progress keys (lib/lessons/tags.ts boardKey) of the boards solved. */
  readonly solved: Readonly<Record<string, readonly string[]>>;
}

export const emptyProgress = (): LessonProgress => ({ solved: {} });

/** How many of a lesson's boards are solved; boards no longer in the lesson do not count. */
export const solvedCount = (p: LessonProgress, slug: string, boards: readonly string[]): number =>
  new Set(boards.filter((b) => (p.solved[slug] ?? []).includes(b))).size;
