// The step texts (messages/steps/{en,sv,de}.json) against the engine: every key the engine can emit
// has a text in every language, the languages agree on keys and ICU arguments, each text uses only
// params lib/rule.ts passes for its key, and every text formats in every locale.
//
// How the UI fills the params (lib/i18n/format.ts, formatStepParams), which the texts rely on:
//  - `seat`, `…Seat`: the seat's name in the reader's language (en "East", sv "Öst", de "Ost").
//  - `card`, `…Card`: the card in local letters (en "♥Q", sv "♥D", de "♥D").
//  - `suit`: the suit name, plural, fit to follow "no" / "inga" / "kein" (the UI may prefix the symbol).
//  - `contract`: the contract in local style (en "3NT", sv "3 NT", de "3 SA").
//  - `trick`, `…Trick`, `count`, `tricks`, `score`, `moved`: numbers (ICU plural / number).
//  - every other string param is a code, read with an ICU select (role, who, when, trigger,
//    consequence, established, found, penalty, rule, topic, edition, toSide, vulnerable).
//  - `askerSeat` is '' when nobody is recorded as asking. An ICU select cannot test for an empty
//    string, so the engine also passes `hasAsker`: 'yes' | 'no' (askerSeat !== ''), and texts that
//    read differently without an asker use {hasAsker, select, yes {…} other {…}}.
//  - `rule` is 'twoSuits' | '16C' (a hyphen is not allowed in an ICU selector).

import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator } from 'next-intl';
import { STEP_KEYS, DIRECTOR_TOPICS, type StepKey, type StepParams } from '../../lib/engine';
import { EDITION_RULES } from '../../lib/engine';
import { EDITIONS } from '../../lib/engine';
import { parseCaseText } from '../../lib/engine';
import { ruleCase } from '../../lib/engine';

const LOCALES = ['en', 'sv', 'de'] as const;
type Locale = (typeof LOCALES)[number];

const dir = join(process.cwd(), 'messages', 'steps');
const readTree = (l: Locale): unknown => JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8'));

const flatten = (tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> => {
  if (typeof tree === 'object' && tree !== null) {
    for (const [k, v] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'object' && v !== null) flatten(v, key, out);
      else out.set(key, v);
    }
  }
  return out;
};

const catalogue = Object.fromEntries(LOCALES.map((l) => [l, flatten(readTree(l))])) as Record<Locale, Map<string, unknown>>;
const text = (l: Locale, key: string): string => catalogue[l].get(key) as string;

/**
 * The params lib/rule.ts passes for each key, at every place it emits the key (read rule.ts when
 * the engine changes). A text may use only these.
 */
const PARAMS: { readonly [K in StepKey]: readonly (keyof StepParams[K])[] } = {
  'board.noRevoke': [],
  'revoke.failedToFollow': ['seat', 'role', 'trick', 'card', 'suit', 'heldCard'],
  'revoke.failedToPlayPenaltyCard': ['seat', 'trick', 'card', 'penaltyCard'],
  'revoke.ledAgainstOption': ['seat', 'trick', 'card', 'suit', 'option'],
  'question.defenderAskedPartnerAllowed': ['askerSeat', 'hasAsker', 'seat', 'trick', 'informationLaw'],
  'question.defenderAskedPartnerIllegal': ['askerSeat', 'hasAsker', 'seat', 'trick', 'edition', 'consequence'],
  'question.dummyAskedDefender': ['askerSeat', 'hasAsker', 'seat', 'trick', 'edition', 'consequence'],
  'question.dummyForfeitedRights': ['askerSeat', 'hasAsker', 'seat', 'trick'],
  'attention.inTime': ['askerSeat', 'hasAsker', 'seat', 'trick', 'nextTrick', 'trigger', 'why'],
  'attention.afterEstablished': ['askerSeat', 'hasAsker', 'seat', 'trick'],
  'attention.notYet': ['seat', 'trick', 'established'],
  'established.byPlay': ['seat', 'who', 'trick', 'revokeTrick'],
  'established.byDesignate': ['seat', 'trick', 'revokeTrick'],
  'established.byClaim': ['seat', 'revokeTrick'],
  'established.byAgree': ['seat', 'revokeTrick', 'when'],
  'established.stands': ['seat', 'trick'],
  'correction.made': ['seat', 'card', 'newCard', 'trick'],
  'correction.pending': ['seat', 'card', 'trick', 'suit'],
  'correction.majorPenaltyCard': ['seat', 'card', 'partnerSeat'],
  'correction.declarerNoPenalty': ['seat', 'card'],
  'correction.dummyNoPenalty': ['seat', 'card'],
  'correction.facedCardNoPenalty': ['seat', 'card'],
  'correction.bothSidesSameTrick': ['seat', 'trick', 'established'],
  'correction.trick12Swap': ['seat', 'card', 'newCard', 'trick'],
  'withdrawal.nonOffender': ['seat', 'card', 'newCard', 'trick'],
  'withdrawal.offendingSide': ['seat', 'card', 'newCard', 'trick', 'penalty'],
  'withdrawal.information': ['seat'],
  'trick12.correctedAnyway': ['askerSeat', 'hasAsker', 'seat', 'trick', 'found'],
  'trick12.partnerRestriction': ['seat', 'partnerSeat', 'rule'],
  'trick12.tooLate': ['askerSeat', 'hasAsker', 'seat'],
  'transfer.noneCorrected': ['seat'],
  'transfer.asIfEstablished': ['seat', 'trick'],
  'transfer.offenderWon': ['seat', 'trick', 'later', 'laterTrick', 'count', 'toSide'],
  'transfer.offenderDidNotWin': ['seat', 'trick', 'winnerSeat', 'dummyWon', 'via', 'wonTrick', 'toSide'],
  'transfer.extraTrick1997': ['seat', 'trick', 'card', 'revokeTrick'],
  'transfer.noExtraTrick1997': ['seat', 'trick', 'card', 'revokeTrick'],
  'transfer.capped': ['count', 'toSide'],
  'transfer.pending': ['seat', 'trick'],
  'transfer.awaitsAttention': ['seat', 'trick', 'count'],
  'noTransfer.64B1': ['seat', 'trick', 'edition'],
  'noTransfer.64B2': ['seat', 'trick', 'edition'],
  'noTransfer.64B3': ['seat', 'trick', 'edition', 'what'],
  'noTransfer.64B4': ['seat', 'trick', 'edition'],
  'noTransfer.64B5': ['seat', 'trick', 'edition'],
  'noTransfer.64B6': ['seat', 'trick', 'edition'],
  'noTransfer.64B7': ['seat', 'trick', 'edition'],
  'noTransfer.64B8': ['seat', 'trick', 'edition'],
  'noTransfer.bothSides1997': ['seat', 'trick', 'edition'],
  'equity.afterTransfer': ['count'],
  'equity.afterNoTransfer': [],
  'equity.repeatedRevokes': ['seat'],
  'equity.bothSides': [],
  'director.decides': ['topic'],
  'score.asPlayed': ['contract', 'declarerSeat', 'vulnerable', 'tricks', 'score'],
  'score.final': ['contract', 'declarerSeat', 'tricks', 'score', 'moved'],
  'score.pending': [],
};

/** Params that only some of the places emitting a key pass: a text must not rely on them. */
const NOT_ALWAYS: Partial<Record<StepKey, readonly string[]>> = {};

/** Every value a coded param can take; texts select on these. */
const CODES: Record<string, readonly string[]> = {
  role: ['declarer', 'dummy', 'defender'],
  who: ['offender', 'partner'],
  when: ['atOnce', 'agreementStood'],
  trigger: ['aware', 'attention'],
  consequence: ['adjust', 'none'],
  established: ['yes', 'no'],
  found: ['beforeTrick13', 'afterTrick13'],
  why: ['notPlayed', 'onlyNonOffenders', 'agreementPending'],
  later: ['trick', 'claim', 'none'],
  via: ['revokeTrick', 'laterTrick', 'claim'],
  dummyWon: ['yes', 'no'],
  penalty: ['yes', 'no'],
  hasAsker: ['yes', 'no'],
  rule: ['twoSuits', '16C'],
  option: ['require', 'forbid'],
  mustCorrect: ['yes', 'no'],
  what: ['dummyCard', 'penaltyCard', 'facedHand', 'facedCard'],
  topic: DIRECTOR_TOPICS,
  edition: EDITIONS,
  toSide: ['NS', 'EW'],
  vulnerable: ['None', 'NS', 'EW', 'All'],
  informationLaw: ['16A', '16B'],
};

/** Numeric params, with values that reach every plural form (and signs for `moved` and `score`). */
const NUMBERS: Record<string, readonly number[]> = {
  trick: [1, 6, 12],
  revokeTrick: [1, 6],
  nextTrick: [2, 7],
  laterTrick: [0, 8],
  wonTrick: [1, 9],
  count: [0, 1, 2],
  tricks: [1, 9, 13],
  score: [-1100, -50, 0, 420],
  moved: [-2, -1, 0, 1, 2],
};

/** Localised texts for the other params, as the UI passes them. */
const TEXTS: Record<Locale, Record<string, readonly string[]>> = {
  en: { seat: ['East', 'North'], card: ['♠6', '♥Q'], suit: ['hearts'], contract: ['4♠', '3NT'], askerSeat: ['West', ''] },
  sv: { seat: ['Öst', 'Nord'], card: ['♠6', '♥D'], suit: ['hjärter'], contract: ['4♠', '3 NT'], askerSeat: ['Väst', ''] },
  de: { seat: ['Ost', 'Nord'], card: ['♠6', '♥D'], suit: ['Coeur'], contract: ['4♠', '3 SA'], askerSeat: ['West', ''] },
};

const samplesOf = (name: string, l: Locale): readonly (string | number)[] => {
  if (CODES[name]) return CODES[name];
  if (NUMBERS[name]) return NUMBERS[name];
  if (TEXTS[l][name]) return TEXTS[l][name];
  if (name.endsWith('Seat')) return TEXTS[l].seat;
  if (name.endsWith('Card')) return TEXTS[l].card;
  throw new Error(`no sample values for param "${name}"`);
};

/** Every argument of a message, with how it is used: name → kinds ('argument', 'select', …). */
interface Use {
  readonly kinds: Set<string>;
  readonly options: Set<string>;
}
const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument', [TYPE.number]: 'number', [TYPE.date]: 'date', [TYPE.time]: 'time',
  [TYPE.select]: 'select', [TYPE.plural]: 'plural', [TYPE.tag]: 'tag',
};
const usesOf = (message: string): Map<string, Use> => {
  const out = new Map<string, Use>();
  const walk = (els: readonly MessageFormatElement[]) => {
    for (const el of els) {
      const kind = KIND[el.type];
      if (kind && 'value' in el) {
        const u = out.get(el.value) ?? { kinds: new Set<string>(), options: new Set<string>() };
        u.kinds.add(kind);
        out.set(el.value, u);
        if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.keys(el.options)) u.options.add(o);
      }
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return out;
};
const signature = (m: Map<string, Use>): string[] => [...m].flatMap(([n, u]) => [...u.kinds].map((k) => `${n}:${k}`)).sort();

/** Sample param sets for a key: the first sample of each param, then each param run through all its samples. */
const sampleParams = (key: StepKey, l: Locale): Record<string, string | number>[] => {
  const names: readonly string[] = PARAMS[key];
  const base = Object.fromEntries(names.map((n) => [n, samplesOf(n, l)[0]]));
  const sets = [base];
  for (const n of names) for (const v of samplesOf(n, l).slice(1)) sets.push({ ...base, [n]: v });
  // hasAsker and askerSeat go together.
  if (names.includes('hasAsker')) sets.push({ ...base, hasAsker: 'no', askerSeat: '' });
  return sets;
};

const LAW_64_CITATION: Record<Locale, RegExp> = { en: /\bLaws? 6[1-4]/, sv: /\blag(ar)? 6[1-4]/i, de: /§\s*6[1-4]/ };

describe('steps catalogue', () => {
  it('has a text for every engine step key in every language, and no other keys', () => {
    for (const l of LOCALES) {
      const keys = [...catalogue[l].keys()];
      expect(STEP_KEYS.filter((k) => !catalogue[l].has(k)), `${l}: missing`).toEqual([]);
      expect(keys.filter((k) => !(STEP_KEYS as readonly string[]).includes(k)), `${l}: unknown`).toEqual([]);
      for (const k of keys) expect(typeof catalogue[l].get(k), `${l}: ${k}`).toBe('string');
    }
  });

  it('has exactly the same keys in en, sv and de', () => {
    const en = [...catalogue.en.keys()].sort();
    for (const l of LOCALES) expect([...catalogue[l].keys()].sort(), l).toEqual(en);
  });

  it('uses the same ICU arguments, used the same way, in every language', () => {
    for (const key of STEP_KEYS) {
      const en = signature(usesOf(text('en', key)));
      for (const l of LOCALES) expect(signature(usesOf(text(l, key))), `${l}: ${key}`).toEqual(en);
    }
  });

  it('uses only params the engine always passes for the key', () => {
    for (const key of STEP_KEYS) {
      const allowed = PARAMS[key].filter((p) => !(NOT_ALWAYS[key] ?? []).includes(p));
      for (const l of LOCALES) {
        const extra = [...usesOf(text(l, key)).keys()].filter((a) => !allowed.includes(a));
        expect(extra, `${l}: ${key}`).toEqual([]);
      }
    }
  });

  it('selects only on coded params and only on values they can take; counts with plural, never prints a code', () => {
    for (const key of STEP_KEYS) {
      for (const l of LOCALES) {
        for (const [name, use] of usesOf(text(l, key))) {
          const where = `${l}: ${key} {${name}}`;
          if (use.kinds.has('select')) {
            expect(CODES[name], `${where} is not a coded param`).toBeDefined();
            for (const o of use.options) if (o !== 'other') expect(CODES[name], where).toContain(o);
          }
          if (use.kinds.has('plural')) expect(NUMBERS[name], `${where} is not a number`).toBeDefined();
          if (CODES[name]) expect([...use.kinds], `${where} printed raw`).toEqual(['select']);
        }
      }
    }
  });

  it('formats every text with every sample value in every locale', () => {
    for (const key of STEP_KEYS) {
      for (const l of LOCALES) {
        const mf = new IntlMessageFormat(text(l, key), l);
        for (const params of sampleParams(key, l)) {
          const out = mf.format(params);
          expect(typeof out, `${l}: ${key}`).toBe('string');
          expect(out, `${l}: ${key} ${JSON.stringify(params)}`).not.toMatch(/[{}]|undefined|NaN/);
          expect((out as string).trim().length, `${l}: ${key}`).toBeGreaterThan(20);
        }
      }
    }
  });

  it('formats through next-intl as the app does, without errors', () => {
    for (const l of LOCALES) {
      const errors: string[] = [];
      const t = createTranslator({ locale: l, messages: { steps: readTree(l) } as never, timeZone: 'UTC', onError: (e) => errors.push(e.message) }) as unknown as
        (key: string, values?: Record<string, string | number>) => string;
      for (const key of STEP_KEYS) for (const params of sampleParams(key, l)) t(`steps.${key}`, params);
      expect(errors, l).toEqual([]);
    }
  });

  it('plurals follow each language', () => {
    const fmt = (l: Locale, key: StepKey, p: Record<string, string | number>) => new IntlMessageFormat(text(l, key), l).format(p) as string;
    const result = (l: Locale, count: number) => fmt(l, 'transfer.offenderWon', { count, seat: 'X', trick: 3, later: 'none', laterTrick: 0, toSide: 'NS' });
    expect([result('en', 1), result('en', 2)].map((x) => x.split(': ')[1])).toEqual(['1 trick goes to North-South.', '2 tricks go to North-South.']);
    expect([result('sv', 1), result('sv', 2)].map((x) => x.split(': ')[1])).toEqual(['1 stick förs över till Nord-Syd.', '2 stick förs över till Nord-Syd.']);
    expect([result('de', 1), result('de', 2)].map((x) => x.split(': ')[1])).toEqual(['1 Stich wird Nord-Süd zugesprochen.', '2 Stiche werden Nord-Süd zugesprochen.']);
    const equity = (l: Locale, count: number) => fmt(l, 'equity.afterTransfer', { count });
    expect(equity('en', 1)).toMatch(/^If the trick transferred does not/);
    expect(equity('en', 2)).toMatch(/^If the 2 tricks transferred do not/);
    expect(equity('de', 2)).toMatch(/die Übertragung von 2 Stichen/);
    const final = (l: Locale, moved: number) => fmt(l, 'score.final', { contract: '4♠', declarerSeat: 'S', tricks: 9, score: -50, moved });
    expect(final('en', -1)).toMatch(/\([-−]1 trick\)/);
    expect(final('en', -2)).toMatch(/\([-−]2 tricks\)/);
    expect(final('sv', -1)).toMatch(/\([-−]1 stick\)/);
    expect(final('de', 1)).toContain('(+1 Stich)');
    expect(final('sv', 0)).toContain('(oförändrat)');
  });

  it('leaves the law citation of the step to the UI (no Law 61-64 in the text)', () => {
    for (const key of STEP_KEYS) for (const l of LOCALES) expect(text(l, key), `${l}: ${key}`).not.toMatch(LAW_64_CITATION[l]);
  });

  it('knows every code the engine can pass', () => {
    expect([...CODES.topic].sort()).toEqual([...DIRECTOR_TOPICS].sort());
    for (const e of EDITIONS) {
      const r = EDITION_RULES[e];
      expect(CODES.trigger).toContain(r.correctionTrigger);
      expect(CODES.rule).toContain(r.trickTwelvePartnerRule);
    }
  });

  it('renders the rulings of the stored cases with the params the engine really passes', () => {
    const casesDir = join(process.cwd(), 'content', 'cases');
    const files = existsSync(casesDir) ? readdirSync(casesDir).filter((f) => f.endsWith('.json')) : [];
    let rendered = 0;
    for (const f of files) {
      const parsed = parseCaseText(readFileSync(join(casesDir, f), 'utf8'));
      if (!parsed.ok) continue;
      const ruled = ruleCase(parsed.value);
      if (!ruled.ok) continue;
      for (const s of ruled.value.steps) {
        const key = s.key;
        expect(STEP_KEYS, `${f}: ${s.key}`).toContain(key);
        expect(Object.keys(s.params).filter((p) => !(PARAMS[key] as readonly string[]).includes(p)), `${f}: ${key} passes params the test does not know`).toEqual([]);
        for (const l of LOCALES) {
          const used = [...usesOf(text(l, key)).keys()];
          expect(used.filter((a) => !(a in s.params)), `${f} ${l}: ${key}`).toEqual([]);
          expect(() => new IntlMessageFormat(text(l, key), l).format(s.params)).not.toThrow();
        }
        rendered++;
      }
    }
    if (files.length > 0) expect(rendered).toBeGreaterThan(0);
  });
});
