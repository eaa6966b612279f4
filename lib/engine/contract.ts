// Contracts as written in a case file: level 1-7, strain C D H S NT, then X or XX.
import { STRAINS, type Seat, type Strain, type Result, ok, err } from './vocab';

export type Doubling = '' | 'X' | 'XX';

export interface Contract {
  readonly level: number;
  readonly strain: Strain;
  readonly doubled: Doubling;
  readonly declarer: Seat;
}

const CONTRACT = /^([1-7])(C|D|H|S|NT)(X{0,2})$/;

export const parseContract = (text: string, declarer: Seat): Result<Contract, string> => {
  const m = CONTRACT.exec(text);
  if (!m) return err(`"${text}" is not a contract such as "4S", "3NT" or "6HXX"`);
  return ok({ level: Number(m[1]), strain: m[2] as Strain, doubled: m[3] as Doubling, declarer });
};

export const makeContract = (c: Pick<Contract, 'level' | 'strain' | 'doubled'>): string => `${c.level}${c.strain}${c.doubled}`;

/** The trump suit, or null at no trump. */
export const trumpOf = (c: Pick<Contract, 'strain'>) => (c.strain === 'NT' ? null : c.strain);

export const isStrain = (x: string): x is Strain => (STRAINS as readonly string[]).includes(x);
