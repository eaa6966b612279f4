// Every law reference the course may cite, in the course's compact form ("64A1", "43B2b").
// A lesson's frontmatter and its <Law ref=...> tags are checked against this list, so a typo
// such as "64A3" fails the build instead of showing a citation that does not exist.
import type { Edition } from '../engine';

export const LAW_REFS = [
  '12', '12C', '14', '16', '16B', '16C', '16C2', '16D',
  '12C1', '16C1', '16C2',
  '42B1', '43A1', '43A2', '43B2b', '44', '45', '47',
  '50', '50B', '50D', '50D1', '50D2', '59',
  '61', '61A', '61B', '61B1', '61B2a', '61B2b', '61C',
  '62', '62A', '62B', '62B1', '62B2', '62C', '62C1', '62C2', '62C3', '62D', '62D1', '62D2',
  '63', '63A', '63A1', '63A2', '63A3', '63A4', '63B', '63C',
  '64', '64A', '64A1', '64A2', '64B', '64B1', '64B2', '64B3', '64B4', '64B5', '64B6', '64B7', '64B8',
  '64C', '64C1', '64C2', '64C2a', '64C2b',
  '65', '66C', '66D', '67', '67B1', '68', '69A', '72B', '72B2', '72B3', '77', '79C', '84B', '84D', '90',
] as const;

// 84D (the director rules any doubtful point in favour of the non-offending side) is in all three
// editions; editions.md does not list it because it did not change.
export type LawRef = (typeof LAW_REFS)[number];

export const isLawRef = (x: unknown): x is LawRef => typeof x === 'string' && (LAW_REFS as readonly string[]).includes(x);

/**
 * Clauses that exist only in some editions (editions.md §1); every other ref exists in all three.
 * 63B is in all three but means different things: the 1997 "attention illegally drawn" rule, and
 * from 2007 the old 63C (no correction once established).
 */
export const LAW_REF_EDITIONS: Readonly<Partial<Record<LawRef, readonly Edition[]>>> = {
  '61C': ['2017'],
  '62C3': ['2017'],
  '63A4': ['2017'],
  '63C': ['1997'],
  '64B6': ['2007', '2017'],
  '64B7': ['2007', '2017'],
  '64B8': ['2017'],
  '64C1': ['2017'],
  '64C2': ['2017'],
  '64C2a': ['2017'],
  '64C2b': ['2017'],
  '16D': ['2007'],
  '16C2': ['2017'],
  '67B1': ['2017'],
};

export const lawEditions = (ref: LawRef): readonly Edition[] => LAW_REF_EDITIONS[ref] ?? ['1997', '2007', '2017'];
