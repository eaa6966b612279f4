// The stable, shareable address of a generated board: family + edition + seed.
import type { Edition } from '@/lib/vocab';

export const scenarioPath = (family: string, edition: Edition, seed: number): string => `/scenarios/${family}/${edition}/${seed}`;

/** A fresh seed for "play a random board"; the seed then lives in the URL, so the board replays exactly. */
export const randomSeed = (): number => Math.floor(Math.random() * 1_000_000);
