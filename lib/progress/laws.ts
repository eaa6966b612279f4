// The laws mastery is counted by, and where the course teaches each point. A question is filed
// under the law its ruling cites; a family under the laws its target ruling turns on.
import type { Edition } from '../engine';
import type { Ask } from './answers';

export const LAW_GROUPS = ['61', '62', '63', '64A', '64B', '64C', 'trick12'] as const;
export type LawGroup = (typeof LAW_GROUPS)[number];

/** The group a cited law belongs to; null for a law outside 61-64 that has no group of its own. */
const groupOfLaw = (law: string): LawGroup | null => {
  // 62D is the trick-twelve rule, and 64B6 (2007 on) its transfer: both are "trick twelve".
  if (law.startsWith('62D') || law === '64B6') return 'trick12';
  for (const g of ['64A', '64B', '64C', '61', '62', '63'] as const) if (law.startsWith(g)) return g;
  // 43B2(b): dummy who lost his rights asks first; the adjustment is a Law 64A count.
  if (law.startsWith('43B2')) return '64A';
  return null;
};

/**
 * The group of one answered question. Where the ruling cited no law the question itself says:
 * status is a Law 63 question when the revoke stood, a Law 62 one when it was put right.
 */
export const lawGroupOf = (law: string | null, ask: Ask, answer: string): LawGroup => {
  if (answer === 'trick12-corrected') return 'trick12';
  // Who may ask (61B) is a Law 61 question even where 43B2b says why dummy may not.
  if (ask === 'mayAsk') return '61';
  const byLaw = law === null ? null : groupOfLaw(law);
  if (byLaw) return byLaw;
  switch (ask) {
    case 'status':
      return answer === 'established' ? '63' : '62';
    case 'penaltyCard':
      return '62';
    case 'transfer':
      return '64A';
  }
};

/** What a family's target ruling turns on (lib/generator FAMILIES targetByEdition). */
export interface FamilyTarget {
  readonly status: string;
  readonly rule: string | null;
}

/** The laws a family of boards exercises in an edition: its status question and its transfer rule. */
export const familyLaws = (family: string, target: FamilyTarget): LawGroup[] => {
  const out = new Set<LawGroup>();
  // Every family is a revoke: the first question is always whether Law 61 found one.
  out.add('61');
  out.add(target.status === 'established' ? '63' : target.status === 'trick12-corrected' ? 'trick12' : '62');
  if (target.rule) out.add(groupOfLaw(target.rule) ?? '64A');
  if (family.startsWith('trick12')) out.add('trick12');
  // Every established revoke leaves 64C open; the families that name it test it.
  if (target.rule === '64C' || family.includes('both-sides') || family.includes('same-suit-again')) out.add('64C');
  return LAW_GROUPS.filter((g) => out.has(g));
};

/** A lesson and one of its heading ids (content/en/<lesson>.mdx `{/*id*\/}`). */
export interface LessonSection {
  readonly lesson: string;
  readonly heading: string;
}

const section = (lesson: string, heading: string): LessonSection => ({ lesson, heading });

/** The section that teaches each group, for a law without a more precise one. */
export const GROUP_SECTIONS: Readonly<Record<LawGroup, LessonSection>> = {
  '61': section('what-is-a-revoke', 'what-counts'),
  '62': section('correcting-in-time', 'must-correct'),
  '63': section('when-established', 'four-ways'),
  '64A': section('trick-transfer', 'who-won'),
  '64B': section('no-automatic-transfer', 'nothing-won'),
  '64C': section('equity', 'not-enough'),
  trick12: section('trick-twelve', 'must-correct'),
};

// 64B items by number; the numbering is the same in 1997, 2007 and 2017 for items 1 to 5
// (editions.md, "64B, no automatic transfer"), 6 and 7 exist from 2007, 8 from 2017.
const ITEMS_64B: Readonly<Record<string, string>> = {
  '64B1': 'nothing-won',
  '64B2': 'same-suit-again',
  '64B3': 'faced-cards',
  '64B4': 'too-late',
  '64B5': 'too-late',
  '64B6': 'trick-twelve-item',
  '64B7': 'both-sides',
  '64B8': 'both-sides',
};

/** Where the course teaches the point a question on `law` turns on. */
export const lessonSectionFor = (law: string | null, ask: Ask, answer: string, edition: Edition): LessonSection => {
  const group = lawGroupOf(law, ask, answer);
  if (law !== null) {
    if (ITEMS_64B[law]) return section('no-automatic-transfer', ITEMS_64B[law]);
    if (law === '64A1') return section('trick-transfer', 'offender-won');
    if (law === '64A2') return section('trick-transfer', 'offender-did-not-win');
    if (law === '63A1') return section('when-established', 'next-trick');
    if (law === '63A2') return section('when-established', 'naming-a-card');
    if (law.startsWith('63A3') || law.startsWith('63A4')) return section('when-established', 'claims');
    // 63B is the 1997 illegal-attention rule; from 2007 it says an established revoke stands.
    if (law === '63B') return edition === '1997' ? section('what-is-a-revoke', 'asking-partner') : section('when-established', 'after-established');
    if (law.startsWith('43B2')) return section('what-is-a-revoke', 'dummy-asks');
    if (law === '62B1') return section('correcting-in-time', 'major-penalty-card');
    if (law === '62B2') return section('correcting-in-time', 'declarer-and-dummy');
    if (law.startsWith('62C')) return section('correcting-in-time', 'other-cards');
    if (law.startsWith('62D')) return ask === 'transfer' ? section('trick-twelve', 'no-transfer') : section('trick-twelve', 'must-correct');
  }
  if (ask === 'penaltyCard') return section('correcting-in-time', 'major-penalty-card');
  if (ask === 'mayAsk') return section('what-is-a-revoke', 'having-none');
  return GROUP_SECTIONS[group];
};
