// The facts of an embedded board, read from its ruling: what <BoardFact> shows and what the
// checker compares the prose with. Pure (engine and generator only), so tests and pages share it.
import { parseContract, replayCase, ruleCase, scoreContract, type CaseFile, type Edition, type RevokeStatus, type Ruling, type Seat, type TransferRule, type Vulnerability } from '../engine';
import { generateScenario } from '../generator/index';
import { editionsOf, isFamilyName } from '../generator/familyNames';
import { parseBoardKey, type FactName } from './tags';

export interface BoardFacts {
  readonly contract: string;
  readonly declarer: Seat;
  readonly vulnerable: Vulnerability;
  /** The first revoke's values (boards teach one revoke; two-revoke boards name the first). */
  readonly transfer: number | null;
  readonly status: RevokeStatus | null;
  readonly rule: TransferRule | null;
  readonly revokeSeat: Seat | null;
  readonly revokeTrick: number | null;
  readonly tricksPlayed: number | null;
  readonly tricksFinal: number | null;
  readonly scorePlayed: number | null;
  readonly scoreFinal: number | null;
  /** Every trick number the ruling's explanation refers to, for the prose check. */
  readonly tricksMentioned: readonly number[];
}

const SIDE: Readonly<Record<Seat, 'NS' | 'EW'>> = { N: 'NS', S: 'NS', E: 'EW', W: 'EW' };

export const factsOf = (caseFile: CaseFile, ruling: Ruling): BoardFacts => {
  const first = ruling.revokes[0] ?? null;
  const tricks = new Set<number>();
  for (const r of ruling.revokes) tricks.add(r.trick);
  // The tricks the offending side won from the revoke on: what Law 64A counts, and what prose names.
  const table = first ? replayCase(caseFile) : null;
  if (first && table?.ok) {
    for (const t of table.value.tricks) if (t.number >= first.trick && t.winner && SIDE[t.winner] === SIDE[first.seat]) tricks.add(t.number);
  }
  for (const s of ruling.steps) {
    for (const [k, v] of Object.entries(s.params)) if ((k === 'trick' || k.endsWith('Trick')) && typeof v === 'number') tricks.add(v);
  }
  return {
    contract: caseFile.contract,
    declarer: caseFile.declarer,
    vulnerable: caseFile.vulnerable,
    transfer: first?.transfer ?? null,
    status: first?.status ?? null,
    rule: first?.rule ?? null,
    revokeSeat: first?.seat ?? null,
    revokeTrick: first?.trick ?? null,
    tricksPlayed: ruling.tricks?.declarer.won ?? null,
    tricksFinal: ruling.tricks?.declarer.final ?? null,
    scorePlayed: ruling.score?.declarer.won ?? null,
    scoreFinal: ruling.score?.declarer.final ?? null,
    tricksMentioned: [...tricks].sort((a, b) => a - b),
  };
};

export const factValue = (facts: BoardFacts, fact: FactName): string | number | null => facts[fact];

/** Every score a contract can come to (0–13 tricks), for a diagram's hypothetical example. */
export const possibleScores = (contract: string, declarer: Seat, vulnerable: Vulnerability): number[] => {
  const c = parseContract(contract, declarer);
  if (!c.ok) return [];
  return Array.from({ length: 14 }, (_, tricks) => scoreContract(c.value, vulnerable, tricks));
};

/** A board's case file: a bundled case, or a generated board in one edition. */
export const boardCase = (key: string, cases: Readonly<Record<string, CaseFile>>, edition: Edition | null): CaseFile | null => {
  const b = parseBoardKey(key);
  if (!b) return null;
  if (b.kind === 'case') return cases[b.name] ?? null;
  const e = (b.edition as Edition | null) ?? edition;
  if (!e || !isFamilyName(b.family) || !editionsOf(b.family).includes(e)) return null;
  try {
    const r = generateScenario(b.family, b.seed, e);
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
};

/**
 * The board's facts in each edition it can be ruled in: one for a case or a pinned board, one per
 * edition of the family for a board that follows the reader's setting.
 */
export const boardFacts = (key: string, cases: Readonly<Record<string, CaseFile>>): BoardFacts[] => {
  const b = parseBoardKey(key);
  if (!b) return [];
  const editions: (Edition | null)[] = b.kind === 'family' && !b.edition && isFamilyName(b.family) ? [...editionsOf(b.family)] : [null];
  return editions.flatMap((e) => {
    const c = boardCase(key, cases, e);
    const r = c ? ruleCase(c) : null;
    return c && r?.ok ? [factsOf(c, r.value)] : [];
  });
};
