// Contracts as written in a case file: level 1-7, strain C D H S NT, then X or XX.
import { STRAINS, type Seat, type Strain, type Result, ok, err } from './vocab';

export type Doubling = '' | 'X' | 'XX';

export interface Contract {
  readonly level: number;
  readonly strain: Strain;
  readonly doubled: Doubling;
  readonly declarer: Seat;
}

/** The strain at char code c (and NT when c is N and T follows), and its length; null for none. */
const strainAt = (text: string, i: number): Strain | null => {
  switch (text.charCodeAt(i)) {
    case 67: return 'C';
    case 68: return 'D';
    case 72: return 'H';
    case 83: return 'S';
    case 78: return text.charCodeAt(i + 1) === 84 ? 'NT' : null;
    default: return null;
  }
};

// By character codes rather than the regular expression /^([1-7])(C|D|H|S|NT)(X{0,2})$/ (which it
// matches exactly): every ruling and plain replay parses its contract, and the expression's exec
// with its match array cost about 600 instructions a ruling (callgrind, docs/engine.md "Measuring").
export const parseContract = (text: string, declarer: Seat): Result<Contract, string> => {
  const level = text.charCodeAt(0) - 48;
  const strain = level >= 1 && level <= 7 ? strainAt(text, 1) : null;
  const x = strain === null ? 0 : 1 + strain.length;
  const rest = text.length - x;
  const doubled: Doubling | null = strain === null ? null
    : rest === 0 ? ''
    : rest === 1 && text.charCodeAt(x) === 88 ? 'X'
    : rest === 2 && text.charCodeAt(x) === 88 && text.charCodeAt(x + 1) === 88 ? 'XX'
    : null;
  if (strain === null || doubled === null) return err(`"${text}" is not a contract such as "4S", "3NT" or "6HXX"`);
  return ok({ level, strain, doubled, declarer });
};

export const makeContract = (c: Pick<Contract, 'level' | 'strain' | 'doubled'>): string => `${c.level}${c.strain}${c.doubled}`;

/** The trump suit, or null at no trump. */
export const trumpOf = (c: Pick<Contract, 'strain'>) => (c.strain === 'NT' ? null : c.strain);

export const isStrain = (x: string): x is Strain => (STRAINS as readonly string[]).includes(x);
