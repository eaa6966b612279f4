// The stable, shareable address of a generated board: a static page per family and edition, the
// seed in the query (so any host can serve it as a file, and a new board is dealt offline).
import type { Edition } from '@/lib/engine';

export const scenarioPath = (family: string, edition: Edition, seed: number, blind = false): string =>
  `/scenarios/${family}/${edition}?seed=${seed}${blind ? '&blind=1' : ''}`;

/** A seed as an address carries it: digits only, a safe integer. */
export const parseSeed = (raw: unknown): number | null => {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
};

/** One of the given families at random, for a "mystery board" whose teaching point stays hidden. */
export const randomFamily = <T>(families: readonly T[]): T => families[Math.floor(Math.random() * families.length)];

/** A fresh seed for "play a random board"; the seed then lives in the URL, so the board replays exactly. */
export const randomSeed = (): number => Math.floor(Math.random() * 1_000_000);
