// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { nextTurn, whenNear } from './boardTurns';

afterEach(() => vi.unstubAllGlobals());

test('a board is built once it is within a screen of the viewport, not before', async () => {
  const watching: { cb: IntersectionObserverCallback; margin: string | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, o?: IntersectionObserverInit) {
        watching.push({ cb, margin: o?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  let near = false;
  const place = document.body.appendChild(document.createElement('span'));
  void whenNear(place).then(() => (near = true));
  expect(watching).toHaveLength(1);
  expect(watching[0].margin).toBe('100% 0px');
  watching[0].cb([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
  await Promise.resolve();
  expect(near).toBe(false);
  watching[0].cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  await Promise.resolve();
  expect(near).toBe(true);
  // a board taken off the page before it came near is never built
  let built = false;
  const gone = document.body.appendChild(document.createElement('span'));
  void whenNear(gone).then(() => (built = true));
  gone.remove();
  watching[1].cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  await Promise.resolve();
  expect(built).toBe(false);
});

test('without an IntersectionObserver (or a place) the board is built at once', async () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  await expect(whenNear(document.createElement('span'))).resolves.toBeUndefined();
  await expect(whenNear(null)).resolves.toBeUndefined();
});

test('boards take turns: one a task, in the order they asked', async () => {
  vi.useFakeTimers();
  try {
    const done: number[] = [];
    const all = [1, 2, 3].map((n) => nextTurn().then(() => done.push(n)));
    await vi.runOnlyPendingTimersAsync();
    expect(done).toEqual([1]);
    await vi.runOnlyPendingTimersAsync();
    expect(done).toEqual([1, 2]);
    await vi.runOnlyPendingTimersAsync();
    await Promise.all(all);
    expect(done).toEqual([1, 2, 3]);
  } finally {
    vi.useRealTimers();
  }
});
