// Code a page needs only once the learner acts (animation, recording an answer, exporting) is
// fetched after the load event: the first paint never waits for it, and it is in place well
// before the learner can use it.

/** Resolves once the page's load event has passed (at once if it has). Browser only. */
export const afterLoad = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
