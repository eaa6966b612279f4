// Every board the app plays is dealt here: the generator is pure (a family, seed and edition give
// one board), so a board dealt once is kept and the next board the learner is likely to ask for
// (the exam's next board, the study session's next one, the scenario page's "another board") is
// dealt ahead in the browser's idle time. The learner's click then finds it ready instead of
// waiting for a deal: on a slow phone a board's first deal of a family costs 20–50 ms while V8
// compiles its code (scripts/benchGenerator.ts --phone), a dealt-ahead one nothing.
import { useEffect } from 'react';
import { generateScenario } from '@/lib/generator';
import type { CaseFile, Edition, Result } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';

export type Dealt = Result<CaseFile, { code: string }>;

/** A board as the generator names it. */
export interface BoardRef {
  readonly family: FamilyName;
  readonly seed: number;
  readonly edition: Edition;
}

/**
 * Boards kept, most recently used last. An exam (20 boards) is dealt ahead whole and must still be
 * there at hand-in; each board is a few kilobytes.
 */
const KEPT = 48;
const kept = new Map<string, Dealt>();

const keyOf = (b: BoardRef): string => `${b.family}/${b.edition}/${b.seed}`;

/** One board is handed to every reader (player, counter-example offer, export): frozen, so none can change it for the others. */
const frozen = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
};

/**
 * generateScenario, kept; a generator bug shows as one failed board instead of a broken page.
 * Each deal leaves a User Timing measure (`deal …` when a reader waited for it, `deal ahead …` in
 * idle time) that scripts/benchPhone.ts reads in a throttled browser; it costs microseconds.
 */
export const deal = (family: FamilyName, seed: number, edition: Edition, ahead = false): Dealt => {
  const key = keyOf({ family, seed, edition });
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  let made: Dealt;
  const start = performance.now();
  try {
    made = frozen(generateScenario(family, seed, edition));
  } catch {
    made = { ok: false, error: { code: 'generator-crashed' } };
  }
  performance.measure(`${ahead ? 'deal ahead' : 'deal'} ${key}`, { start });
  kept.set(key, made);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return made;
};

/** Whether the board is dealt already (tests, and the bench's account of a click). */
export const isDealt = (b: BoardRef): boolean => kept.has(keyOf(b));

type Idle = (run: () => void) => () => void;

/**
 * One task when the browser is idle: requestIdleCallback where there is one (not Safari), else a
 * short timeout, so the deal never shares a task with the page's own work.
 */
const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
};

/**
 * Deal `boards` ahead, one board per idle task (so no task grows by more than one deal), in order;
 * those already dealt cost nothing. Returns a cancel for the boards not yet reached (the page moved
 * on). `idle` is for tests.
 */
export const dealAhead = (boards: readonly BoardRef[], idle: Idle = whenIdle): (() => void) => {
  let i = 0;
  let cancel: (() => void) | null = null;
  const step = () => {
    while (i < boards.length && isDealt(boards[i])) i++;
    if (i >= boards.length) {
      cancel = null;
      return;
    }
    cancel = idle(() => {
      const b = boards[i++];
      deal(b.family, b.seed, b.edition, true);
      step();
    });
  };
  step();
  return () => cancel?.();
};

/** Deal `boards` ahead while the component is shown (an effect keyed by the boards themselves). */
export const useDealAhead = (boards: readonly BoardRef[]): void => {
  const key = boards.map(keyOf).join(' ');
  useEffect(
    () => dealAhead(boards),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the boards' keys say all that matters of them
    [key],
  );
};
