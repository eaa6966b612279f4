// The boards that strain the room screen most, found when the test runs (the first 25 seeds of
// every family, 2017) rather than named by seed: a seed deals another board whenever the generator
// changes, and a list of seeds would quietly stop holding the worst cases.
import { ruleCase, SEATS, type CaseFile, type Ruling, type Seat } from '@/lib/engine';
import { FAMILIES, generateScenario } from '@/lib/generator';
import type { FamilyName } from '@/lib/generator/familyNames';

export interface Board {
  readonly family: FamilyName;
  readonly seed: number;
  /** What makes it hard to lay out, for the test's messages. */
  readonly why: string;
}

interface Scanned {
  readonly family: FamilyName;
  readonly seed: number;
  readonly caseFile: CaseFile;
  readonly ruling: Ruling;
}

/** The length of a seat's longest suit, from the deal's PBN text ("N:AKQ2.Q54.KJ2.A93 …"). */
export const longestSuit = (caseFile: CaseFile, seat: Seat): number => {
  const first = SEATS.indexOf(caseFile.deal[0] as Seat);
  const hands = caseFile.deal.slice(2).split(' ');
  const hand = hands[(SEATS.indexOf(seat) - first + 4) % 4] ?? '';
  return Math.max(...hand.split('.').map((s) => s.replace('-', '').length));
};

const side = (s: Seat): boolean => s === 'E' || s === 'W';
const claims = (c: CaseFile): boolean => c.timeline.some((a) => 'claim' in a);

/** What each worst case asks for: a score per board, the highest wins (ties: the earlier family and seed). */
const CRITERIA: readonly { why: string; score: (b: Scanned) => number }[] = [
  // A revoke on trick 12 is pointed at when twelve piles lie in each seat, two rows in a side seat.
  { why: 'trick 12 pointed at, two rows of piles in each side seat', score: (b) => (b.ruling.revokes.some((r) => r.trick >= 12) ? 10 + longestSuit(b.caseFile, 'E') + longestSuit(b.caseFile, 'W') : 0) },
  // The side column's longest texts: a penalty card by a defender in a side seat, a claim, North declaring.
  {
    why: 'a penalty card in a side seat, a claim, North declarer',
    score: (b) => (b.ruling.revokes.some((r) => r.penaltyCard !== null && side(r.seat)) ? 4 : 0) + (claims(b.caseFile) ? 2 : 0) + (b.caseFile.declarer === 'N' ? 1 : 0),
  },
  // The widest hand across a side seat, with West's name carrying "declarer".
  { why: 'the longest suit in a side seat, West declarer', score: (b) => 2 * Math.max(longestSuit(b.caseFile, 'E'), longestSuit(b.caseFile, 'W')) + (b.caseFile.declarer === 'W' ? 1 : 0) },
  // The widest hand in North, above the trick, with North's name carrying "declarer".
  { why: 'the longest suit in North, North declarer', score: (b) => 2 * longestSuit(b.caseFile, 'N') + (b.caseFile.declarer === 'N' ? 1 : 0) },
];

/** One board per criterion, each a different board, over seeds 1-25 of every family that has 2017. */
export const worstBoards = (seeds = 25): readonly Board[] => {
  const scanned: Scanned[] = [];
  for (const f of FAMILIES) {
    if (!f.editions.includes('2017')) continue;
    for (let seed = 1; seed <= seeds; seed++) {
      const dealt = generateScenario(f.name, seed, '2017');
      if (!dealt.ok) continue;
      const ruled = ruleCase(dealt.value);
      if (ruled.ok) scanned.push({ family: f.name, seed, caseFile: dealt.value, ruling: ruled.value });
    }
  }
  const chosen: Board[] = [];
  for (const { why, score } of CRITERIA) {
    let best: Scanned | null = null;
    let bestScore = 0;
    for (const b of scanned) {
      if (chosen.some((c) => c.family === b.family && c.seed === b.seed)) continue;
      const s = score(b);
      if (s > bestScore) [best, bestScore] = [b, s];
    }
    if (best) chosen.push({ family: best.family, seed: best.seed, why });
  }
  return chosen;
};
