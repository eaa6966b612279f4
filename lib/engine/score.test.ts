import { describe, expect, it } from 'vitest';
import { scoreContract } from './score';
import { parseContract } from './contract';
import type { Vulnerability } from './vocab';

const score = (c: string, vul: Vulnerability, tricks: number) => {
  const p = parseContract(c, 'S');
  if (!p.ok) throw new Error(p.error);
  return scoreContract(p.value, vul, tricks);
};

// Law 77 scoring table; each row a textbook result.
describe('Law 77: duplicate score of the declaring side', () => {
  it.each([
    ['seed example 1: 4S made, nobody vulnerable', '4S', 'None', 10, 420],
    ['seed example 1 before the transfer: 4S one down', '4S', 'None', 9, -50],
    ['seed example 2: 4S with an overtrick', '4S', 'None', 11, 450],
    ['3NT exactly, not vulnerable', '3NT', 'None', 9, 400],
    ['3NT exactly, vulnerable', '3NT', 'NS', 9, 600],
    ['1NT with one overtrick', '1NT', 'None', 8, 120],
    ['2C part score', '2C', 'None', 8, 90],
    ['5D game in a minor, vulnerable', '5D', 'All', 11, 600],
    ['6S small slam, not vulnerable', '6S', 'None', 12, 980],
    ['7NT grand slam, vulnerable', '7NT', 'All', 13, 2220],
    ['4H doubled made, not vulnerable', '4HX', 'None', 10, 590],
    ['2S doubled made into game, vulnerable (insult and game)', '2SX', 'NS', 8, 670],
    ['1C redoubled made with an overtrick, not vulnerable', '1CXX', 'None', 8, 430],
    ['4S three down undoubled, vulnerable', '4S', 'All', 7, -300],
    ['3NT doubled one down, not vulnerable', '3NTX', 'None', 8, -100],
    ['4S doubled three down, not vulnerable', '4SX', 'None', 7, -500],
    ['4S doubled four down, not vulnerable', '4SX', 'None', 6, -800],
    ['4S doubled two down, vulnerable', '4SX', 'All', 8, -500],
    ['4S redoubled one down, vulnerable', '4SXX', 'NS', 9, -400],
    ['East-West vulnerable does not make South vulnerable', '3NT', 'EW', 9, 400],
  ] as const)('%s', (_name, contract, vul, tricks, expected) => {
    expect(score(contract, vul, tricks)).toBe(expected);
  });
});
