// How believable a generated board is, measured double dummy (issue 11): whether its contract fits
// the hands and how far the tricks as played are from what declarer makes double dummy.
// For tests and scripts only (it loads libdds through koffi).
import { cardIndex, parseContract, parseDeal, ruleCase, SEATS, suitIndex, type CaseFile, type Seat } from '../engine';
import { contractMisfit } from '../generator/contractTest';
import { declarerTricksDD } from './index';

export interface BoardMeasure {
  /** Tricks the contract needs. */
  readonly need: number;
  /** Declarer's tricks double dummy (the defence leading). */
  readonly dd: number;
  /** Why the contract fails the test, or null: the fit and values, or a level outside dd-2..dd+1. */
  readonly misfit: string | null;
  /** Declarer's tricks as played (a claim's tricks included), before any transfer. */
  readonly played: number;
}

export const measureBoard = (c: CaseFile): BoardMeasure => {
  const contract = parseContract(c.contract, c.declarer);
  const deal = parseDeal(c.deal);
  if (!contract.ok || !deal.ok) throw new Error(`unreadable board: ${c.contract} ${c.deal}`);
  const { level, strain } = contract.value;
  const hands = SEATS.map((s: Seat) => deal.value[s].map(cardIndex));
  const declarer = SEATS.indexOf(c.declarer);
  const trump = strain === 'NT' ? -1 : suitIndex(strain);
  const need = level + 6;
  const dd = declarerTricksDD(c.deal, strain, c.declarer);
  const shapeMisfit = contractMisfit({ hands, declarer, trump, level });
  const levelMisfit = need > dd + 1 ? `${need} tricks needed, ${dd} double dummy` : dd > need + 2 ? `${dd} tricks double dummy in a contract for ${need}` : null;
  const ruled = ruleCase(c);
  const played = ruled.ok && ruled.value.tricks ? ruled.value.tricks.declarer.won : NaN;
  return { need, dd, misfit: shapeMisfit ?? levelMisfit, played };
};

export interface FamilyMeasure {
  readonly boards: number;
  /** Share of boards whose contract passes the test. */
  readonly fitShare: number;
  /** Mean |need - dd|. */
  readonly meanDistance: number;
  /** Mean |played - dd|. */
  readonly meanPlayDistance: number;
  readonly misfits: readonly string[];
}

export const summarise = (ms: readonly (BoardMeasure & { readonly label: string })[]): FamilyMeasure => {
  const n = ms.length || 1;
  const played = ms.filter((m) => Number.isFinite(m.played));
  return {
    boards: ms.length,
    fitShare: ms.filter((m) => m.misfit === null).length / n,
    meanDistance: ms.reduce((s, m) => s + Math.abs(m.need - m.dd), 0) / n,
    meanPlayDistance: played.reduce((s, m) => s + Math.abs(m.played - m.dd), 0) / (played.length || 1),
    misfits: ms.filter((m) => m.misfit !== null).map((m) => `${m.label}: ${m.misfit}`),
  };
};
