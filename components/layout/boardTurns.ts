// A page of many boards (a lesson has up to 16) must not build them all in one task: each board is
// dealt, ruled and drawn when it comes within a screen of the viewport, one board per task, in the
// order they ask. On a phone with the CPU slowed fourfold, a lesson of 16 boards built at once made
// its longest task after the load event 0.56–1.2 s (scripts/benchPhone.ts); boards built as the
// learner reads on made no task over 150 ms.

/** Resolves once `el` is within a screen of the viewport (at once where there is no IntersectionObserver, as in tests). */
export const whenNear = (el: Element | null): Promise<void> =>
  new Promise((resolve) => {
    if (el === null || typeof IntersectionObserver === 'undefined') return resolve();
    const seen = new IntersectionObserver(
      (entries) => {
        // a board taken off the page (the learner went elsewhere) is never built: stop watching it
        if (!el.isConnected) return seen.disconnect();
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    seen.observe(el);
  });

let turns: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, after every turn asked for before it: a board that waits for its
 * turn is built in that task (React renders the state set there before the next timer runs).
 */
export const nextTurn = (): Promise<void> => (turns = turns.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))));
