// The families a club evening can choose from, per edition, easiest first: worked out where the
// page is built (getStaticProps), so the presenter's browser gets a short list, not the generator's
// metadata and the scheduler that orders it.
import { EDITIONS, type Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import { familiesFor, type FamilyInfo } from '@/lib/progress/schedule';

export interface ClubFamily {
  readonly name: FamilyName;
  /** 1 (first steps) to 5 (hard). */
  readonly difficulty: number;
}

export type EditionFamilies = Readonly<Record<Edition, readonly ClubFamily[]>>;

export const editionFamilies = (families: readonly FamilyInfo[]): EditionFamilies =>
  Object.fromEntries(EDITIONS.map((e) => [e, familiesFor(families, e).map(({ name, difficulty }) => ({ name, difficulty }))])) as Record<Edition, ClubFamily[]>;
