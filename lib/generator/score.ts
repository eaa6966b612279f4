// Duplicate scoring for the declaring side, enough for the generator to aim a transfer across a
// scoring boundary (made / defeated, game, slam). Undoubled contracts only: the generator bids none.
import type { Vulnerability } from '../vocab';

const trickValue = (trump: number, i: number): number => (trump < 0 ? (i === 0 ? 40 : 30) : trump <= 1 ? 30 : 20);

export const isVulnerable = (vul: Vulnerability, declarer: number): boolean =>
  vul === 'All' || (vul === 'NS' && declarer % 2 === 0) || (vul === 'EW' && declarer % 2 === 1);

/** The declaring side's score for `tricks` tricks in `level` of `trump` (-1 for no trump). */
export const scoreOf = (level: number, trump: number, vulnerable: boolean, tricks: number): number => {
  const need = level + 6;
  if (tricks < need) return -(need - tricks) * (vulnerable ? 100 : 50);
  let contractPoints = 0;
  for (let i = 0; i < level; i++) contractPoints += trickValue(trump, i);
  let score = contractPoints;
  for (let i = level; i < tricks - 6; i++) score += trickValue(trump, 1);
  score += contractPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  return score;
};
