// Every catalogue has the same keys and the same ICU arguments in sv, en and de (style.md 7), and
// the texts parse as ICU. The namespace catalogues (steps, lessons, study) must exist too.
import { readFileSync, existsSync } from 'node:fs';
import { LOCALES } from './locales';
import { NAMESPACES, cataloguePath, loadMessages, makeTranslator } from './messages';
import { flattenMessages, icuArguments } from './icu';
import { FAMILY_NAMES } from '../generator/familyNames';

const catalogues = [null, ...NAMESPACES] as const;

const read = (ns: (typeof catalogues)[number], locale: (typeof LOCALES)[number]) =>
  flattenMessages(JSON.parse(readFileSync(cataloguePath(ns, locale), 'utf8')));

describe.each(catalogues.map((ns) => ({ ns, name: ns ?? 'main' })))('catalogue $name', ({ ns }) => {
  const present = LOCALES.filter((l) => existsSync(cataloguePath(ns, l)));

  test('exists in every locale', () => {
    expect(present).toEqual([...LOCALES]);
  });

  test('has the same keys in sv, en and de', () => {
    const en = [...read(ns, 'en').keys()].sort();
    for (const l of LOCALES) expect([...read(ns, l).keys()].sort(), l).toEqual(en);
  });

  test('has the same ICU arguments per key, and every text parses', () => {
    const en = read(ns, 'en');
    for (const l of LOCALES) {
      const other = read(ns, l);
      for (const [key, text] of en) {
        const theirs = other.get(key);
        if (theirs === undefined) continue;
        expect(icuArguments(theirs), `${l}: ${key}`).toEqual(icuArguments(text));
      }
    }
  });
});

test('every scenario family has a title and a description in every locale', () => {
  for (const l of LOCALES) {
    const t = makeTranslator(l);
    for (const f of FAMILY_NAMES) {
      expect(t.has(`families.${f}.title`), `${l}: ${f}`).toBe(true);
      expect(t.has(`families.${f}.description`), `${l}: ${f}`).toBe(true);
    }
  }
});

test('plurals follow each language: 1 trick / 2 tricks, 1 stick / 2 stick, 1 Stich / 2 Stiche', () => {
  const tricks = (l: (typeof LOCALES)[number], count: number) => makeTranslator(l)('table.tricks', { count });
  expect([tricks('en', 1), tricks('en', 2)]).toEqual(['1 trick', '2 tricks']);
  expect([tricks('sv', 1), tricks('sv', 2)]).toEqual(['1 stick', '2 stick']);
  expect([tricks('de', 1), tricks('de', 2)]).toEqual(['1 Stich', '2 Stiche']);
});

test('loadMessages merges the namespace catalogues under their names', () => {
  const m = loadMessages('en');
  for (const ns of NAMESPACES) if (existsSync(cataloguePath(ns, 'en'))) expect(m[ns]).toBeTypeOf('object');
  expect(m.quiz).toBeTypeOf('object');
});

describe('every step key the engine can emit has a text', () => {
  test.each([...LOCALES])('%s', async (locale) => {
    const { STEP_KEYS } = await import('../engine/steps');
    const t = makeTranslator(locale);
    const missing = STEP_KEYS.filter((k) => !t.has(`steps.${k}`));
    expect(missing).toEqual([]);
  });
});
