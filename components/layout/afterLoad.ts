// Code a page needs only once the learner acts (animation, recording an answer, exporting) is
// fetched after the load event: the first paint never waits for it, and it is in place well
// before the learner can use it.

/** Resolves once the page's load event has passed (at once if it has). Browser only. */
export const afterLoad = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * One fetch of `load` once the page has loaded, shared by every caller (a lesson's boards, its
 * progress record); a failed one is forgotten, so the next call fetches anew.
 */
export const lazyModule = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= afterLoad()
      .then(load)
      .catch((e: unknown) => {
        pending = null;
        throw e;
      }));
};
