// The stable, shareable address of a generated board: family + edition + seed.
import type { Edition } from '@/lib/engine';

export const scenarioPath = (family: string, edition: Edition, seed: number, blind = false): string =>
  `/scenarios/${family}/${edition}/${seed}${blind ? '?blind=1' : ''}`;

/** One of the given families at random, for a "mystery board" whose teaching point stays hidden. */
export const randomFamily = <T>(families: readonly T[]): T => families[Math.floor(Math.random() * families.length)];

/** A fresh seed for "play a random board"; the seed then lives in the URL, so the board replays exactly. */
export const randomSeed = (): number => Math.floor(Math.random() * 1_000_000);
