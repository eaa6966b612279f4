// A timeline cut short (docs/case-format.md, "A timeline cut short"): the quiz asks at a cut and
// rules the cut, so the ruling of a cut must already say what the director rules then.
//  - Just after attention is drawn to a revoke that is not established, it "must be corrected":
//    status 'corrected' (or 'trick12-corrected'), with its penalty card, transfer 0 unless the
//    1997 63B or 43B2(b) adjusts as if established; never 'unnoticed'.
//  - A transfer is null while later play can change it, and a number once nothing later can:
//    a number at a cut is the number at the end, whenever the revoke's status has not changed since.
// Over every case file in the repo and ../shared/cases, and every family × edition × 50 seeds.
import { describe, expect, it } from 'vitest';
import { caseFilesInRepo, generatedBoards, type NamedCase } from './testing/corpus';
import { ruleCase } from './rule';
import type { CaseFile } from './caseFile';
import type { RevokeRuling, Ruling } from './ruling';

const boards: NamedCase[] = [...caseFilesInRepo(), ...generatedBoards(50)];
const cut = (c: CaseFile, n: number): CaseFile => ({ ...c, timeline: c.timeline.slice(0, n) });
const rule = (c: CaseFile): Ruling => {
  const r = ruleCase(c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const same = (a: RevokeRuling) => (b: RevokeRuling) => a.seat === b.seat && a.trick === b.trick;

describe('a timeline cut just after attention is drawn', () => {
  it(`says what the director rules then, on ${boards.length} boards`, () => {
    const failures: string[] = [];
    for (const { name, caseFile } of boards) {
      const final = rule(caseFile);
      for (const r of final.revokes) {
        if (r.attention === null) continue;
        const atCut = rule(cut(caseFile, r.attention.at + 1)).revokes.find(same(r));
        if (!atCut) { failures.push(`${name}: ${r.seat}${r.trick} missing at the cut`); continue; }
        if (atCut.status === 'unnoticed') failures.push(`${name}: ${r.seat}${r.trick} unnoticed at its attention`);
        const asIf = atCut.rule === '63B' || atCut.rule === '43B2b';
        if (atCut.status === 'corrected' && atCut.established === null && !asIf && atCut.transfer !== 0) failures.push(`${name}: ${r.seat}${r.trick} must be corrected, yet transfer ${atCut.transfer}`);
        if (atCut.status === r.status && r.status !== 'established' && atCut.penaltyCard !== r.penaltyCard) failures.push(`${name}: ${r.seat}${r.trick} penalty card ${atCut.penaltyCard} at the cut, ${r.penaltyCard} at the end`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

describe('a transfer at a cut', () => {
  const some = [...caseFilesInRepo(), ...generatedBoards(8)];
  it(`is null while later play can change it, and final once a number, at every cut of ${some.length} boards`, () => {
    const failures: string[] = [];
    for (const { name, caseFile } of some) {
      const final = rule(caseFile);
      for (let n = 0; n < caseFile.timeline.length; n++) {
        for (const r of rule(cut(caseFile, n)).revokes) {
          const end = final.revokes.find(same(r));
          if (!end || end.status !== r.status || r.transfer === null) continue;
          if (end.transfer !== r.transfer) failures.push(`${name} cut ${n}: ${r.seat}${r.trick} ${r.status} transfer ${r.transfer} (${r.rule}), at the end ${end.transfer} (${end.rule})`);
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
