// The three languages of the app; the same list as next.config.mjs's i18n.locales.
export const LOCALES = ['en', 'sv', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
/** Router locales are strings; anything unknown falls back to English rather than crashing. */
export const toLocale = (x: unknown): Locale => (isLocale(x) ? x : DEFAULT_LOCALE);

/** Each language's name in itself, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', sv: 'Svenska', de: 'Deutsch' };
