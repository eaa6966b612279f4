// Duplicate scoring (Law 77) of a contract for declarer's side.
import type { Contract } from './contract';
import type { Seat, Vulnerability } from './vocab';

export const isVulnerable = (v: Vulnerability, seat: Seat): boolean =>
  v === 'All' || (v === 'NS' ? seat === 'N' || seat === 'S' : v === 'EW' ? seat === 'E' || seat === 'W' : false);

const trickValue = (strain: Contract['strain']): number => (strain === 'C' || strain === 'D' ? 20 : 30);

/** Score of the declaring side when it takes `tricks` tricks (negative when the contract fails). */
export const scoreContract = (contract: Contract, vulnerable: Vulnerability, tricks: number): number => {
  const vul = isVulnerable(vulnerable, contract.declarer);
  const mult = contract.doubled === 'XX' ? 4 : contract.doubled === 'X' ? 2 : 1;
  const needed = contract.level + 6;
  if (tricks < needed) {
    const down = needed - tricks;
    if (mult === 1) return -down * (vul ? 100 : 50);
    let pen = 0;
    for (let i = 1; i <= down; i++) pen += vul ? (i === 1 ? 200 : 300) : i === 1 ? 100 : i <= 3 ? 200 : 300;
    return -pen * (mult / 2);
  }
  const base = contract.strain === 'NT' ? 40 + 30 * (contract.level - 1) : trickValue(contract.strain) * contract.level;
  const contractPoints = base * mult;
  let score = contractPoints;
  score += contractPoints >= 100 ? (vul ? 500 : 300) : 50;
  if (contract.level === 6) score += vul ? 750 : 500;
  if (contract.level === 7) score += vul ? 1500 : 1000;
  if (mult > 1) score += mult === 2 ? 50 : 100;
  const over = tricks - needed;
  score += mult === 1 ? over * (contract.strain === 'NT' ? 30 : trickValue(contract.strain)) : over * (vul ? 100 : 50) * mult;
  return score;
};
