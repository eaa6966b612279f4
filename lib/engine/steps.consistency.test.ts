// The explanation never contradicts itself or the ruling (issue 9), over every case file in the repo
// and ../shared/cases and every family × edition × 50 seeds, and every cut at an attention:
//  - no pair of FORBIDDEN_PAIRS for one revoke; no step twice for one revoke;
//  - the 64C note at most once, after every count; directorReview true wherever 64C stays open;
//  - a trick a step says the offending side won was won by that side (never "won trick 7" when
//    dummy of the other side won it, or when the tricks came from a claim);
//  - rendered in sv, en and de, every text is complete and its plurals agree with its numbers.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { caseFilesInRepo, generatedBoards } from './testing/corpus';
import { ruleCase } from './rule';
import { replayCase } from './replay';
import { contradictions } from './stepRules';
import { sameSide, type Seat } from './vocab';
import type { CaseFile } from './caseFile';
import type { Ruling } from './ruling';
import type { Step } from './steps';

const boards = [...caseFilesInRepo(), ...generatedBoards(50)];
const rulingsOf = (c: CaseFile): Ruling[] => {
  const out: Ruling[] = [];
  const full = ruleCase(c);
  if (!full.ok) throw new Error(full.error.message);
  out.push(full.value);
  for (const r of full.value.revokes) {
    if (!r.attention) continue;
    const cut = ruleCase({ ...c, timeline: c.timeline.slice(0, r.attention.at + 1) });
    if (cut.ok) out.push(cut.value);
  }
  return out;
};

const EQUITY = new Set(['equity.afterTransfer', 'equity.afterNoTransfer', 'equity.repeatedRevokes', 'equity.bothSides']);
const COUNT = new Set(['transfer.offenderWon', 'transfer.offenderDidNotWin', 'transfer.capped']);
const OPENS_64C = new Set(['transfer.offenderWon', 'transfer.offenderDidNotWin', 'noTransfer.64B1', 'noTransfer.64B2', 'noTransfer.64B3', 'noTransfer.64B4', 'noTransfer.64B5', 'noTransfer.64B6', 'noTransfer.64B7', 'noTransfer.64B8', 'transfer.asIfEstablished']);

describe('the table of contradictions', () => {
  it('finds a planted contradiction (trick 12: established, then "not yet established, so correct it")', () => {
    expect(contradictions(['revoke.failedToFollow', 'trick12.correctedAnyway', 'attention.inTime']).map((p) => p.b)).toEqual(['attention.inTime']);
    expect(contradictions(['revoke.failedToFollow', 'established.byPlay', 'attention.afterEstablished', 'transfer.offenderWon'])).toEqual([]);
  });
});

describe('explanations', () => {
  it(`never contradict themselves or the ruling, on ${boards.length} boards and their attention cuts`, () => {
    const failures: string[] = [];
    let revokes = 0;
    let longest = 0;
    for (const { name, caseFile } of boards) {
      const t = replayCase(caseFile);
      if (!t.ok) throw new Error(t.error.message);
      const winner = (trick: number): Seat | null => t.value.tricks[trick - 1]?.winner ?? null;
      const all = rulingsOf(caseFile);
      for (const ruling of all) {
        const keys = ruling.steps.map((s) => s.key);
        for (const r of ruling.revokes) {
          revokes++;
          const mine = r.steps.map((s) => s.key);
          longest = Math.max(longest, r.steps.length);
          for (const p of contradictions(mine)) failures.push(`${name} ${r.seat}${r.trick}: ${p.a} with ${p.b} (${p.why})`);
          const twice = mine.filter((k, i) => mine.indexOf(k) !== i && k !== 'director.decides');
          if (twice.length) failures.push(`${name} ${r.seat}${r.trick}: ${twice.join(', ')} twice`);
          if (mine.some((k) => OPENS_64C.has(k)) && !r.directorReview) failures.push(`${name} ${r.seat}${r.trick}: 64C stays open but directorReview is false`);
          // Who won a trick is read off the whole board's replay, so only the full ruling is checked here.
          for (const s of ruling === all[0] ? r.steps : []) {
            if (s.key === 'transfer.offenderWon') {
              const w = winner(s.params.trick);
              if (w !== r.seat) failures.push(`${name}: says ${r.seat} won trick ${s.params.trick}, ${w} did`);
              const later = s.params.later === 'trick' ? winner(s.params.laterTrick) : null;
              if (s.params.later === 'trick' && (later === null || !sameSide(later, r.seat))) failures.push(`${name}: says the offending side won trick ${s.params.laterTrick}, ${later} did`);
            }
            if (s.key === 'transfer.offenderDidNotWin') {
              const w = s.params.via === 'claim' ? null : winner(s.params.wonTrick);
              if (s.params.via !== 'claim' && (w === null || !sameSide(w, r.seat))) failures.push(`${name}: says the offending side won trick ${s.params.wonTrick}, ${w} did`);
            }
          }
        }
        const equity = keys.flatMap((k, i) => (EQUITY.has(k) ? [i] : []));
        if (equity.length > 1) failures.push(`${name}: the 64C note ${equity.length} times`);
        const lastCount = keys.reduce((n, k, i) => (COUNT.has(k) || k.startsWith('noTransfer.') ? i : n), -1);
        if (equity.length === 1 && equity[0] < lastCount) failures.push(`${name}: the 64C note before the count`);
      }
    }
    expect(failures.slice(0, 25)).toEqual([]);
    expect(revokes).toBeGreaterThan(boards.length);
    expect(longest).toBeLessThanOrEqual(9);
    // 5,670 boards and their cuts on a shared, loaded machine (6 s there): room enough, no timing asserted.
  }, 60_000);
});

const LOCALES = ['en', 'sv', 'de'] as const;
const catalogue = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(process.cwd(), 'messages', 'steps', `${l}.json`), 'utf8')) as Record<string, Record<string, string>>]));
const formats = new Map<string, IntlMessageFormat>();
const render = (l: (typeof LOCALES)[number], s: Step): string => {
  const id = `${l}:${s.key}`;
  let mf = formats.get(id);
  if (!mf) {
    const [g, k] = s.key.split('.');
    mf = new IntlMessageFormat(catalogue[l][g][k], l);
    formats.set(id, mf);
  }
  return String(mf.format(s.params));
};
/** Plurals that disagree with their number, in each language. */
const BAD_PLURAL: Record<(typeof LOCALES)[number], RegExp> = {
  en: /(?:^|[^\d.])[-−+]?1 tricks\b|\b(?:[02-9]|1[0-3]) trick\b(?! is)/,
  sv: /\b(?:[02-9]|1[0-3]) sticket\b/,
  de: /(?:^|[^\d.])[-−+]?1 Stiche\b|\b(?:[02-9]|1[0-3]) Stich\b(?!e)/,
};

describe('rendered explanations', () => {
  const some = [...caseFilesInRepo(), ...generatedBoards(6)];
  it(`read whole and with right plurals in sv, en and de (${some.length} boards)`, () => {
    const failures: string[] = [];
    for (const { name, caseFile } of some) {
      const r = ruleCase(caseFile);
      if (!r.ok) throw new Error(r.error.message);
      for (const s of r.value.steps) for (const l of LOCALES) {
        const text = render(l, s);
        if (/[{}]|undefined|NaN/.test(text)) failures.push(`${name} ${l} ${s.key}: ${text}`);
        if (BAD_PLURAL[l].test(text)) failures.push(`${name} ${l} ${s.key}: plural: ${text}`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
