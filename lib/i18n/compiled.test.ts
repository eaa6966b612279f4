// Catalogues compiled ahead of time (what the Next build sends to the browser) must read exactly
// as the ICU strings do with the full formatter (what tests, scripts and the catalogues mean).
// The browser's formatter (next.config.mjs aliases use-intl/format-message to it).
import formatMessage from 'use-intl/format-message/format-only';
import { compileMessages } from './compiled';
import { uncompiledKeys } from './uncompiled';
import { flattenMessages, icuArguments } from './icu';
import { loadMessages, makeTranslator } from './messages';
import { LOCALES } from './locales';

const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};

const at = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], tree);

describe.each(LOCALES)('%s', (locale) => {
  const raw = loadMessages(locale);
  const compiled = compileMessages(raw);

  test('every text compiled, none left as raw ICU (the raw catalogue has some)', () => {
    expect(uncompiledKeys(raw).length).toBeGreaterThan(10);
    expect(uncompiledKeys(compiled)).toEqual([]);
  });

  test('each message with plain arguments and plurals reads the same compiled and formatted at run time', () => {
    const t = makeTranslator(locale, raw);
    let checked = 0;
    for (const [key, text] of flattenMessages(raw)) {
      const args = icuArguments(text);
      // Selects need their own keys and tags a rich-text callback: the plain cases cover the runtime.
      if (args.some((a) => !a.endsWith(':argument') && !a.endsWith(':plural') && !a.endsWith(':number'))) continue;
      for (const n of [1, 2]) {
        const values = Object.fromEntries(args.map((a) => a.split(':')).map(([name, kind]) => [name, kind === 'argument' ? `«${name}»` : n]));
        expect(formatMessage(key, at(compiled, key) as string, values, { locale, formatters, timeZone: 'UTC' } as never), key).toBe(t(key, values));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
