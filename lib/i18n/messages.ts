// Server side only (reads files): call it from getStaticProps, scripts and tests, never from a
// component. messages/<locale>.json is the app's catalogue; each namespace folder
// messages/<ns>/<locale>.json is merged in under its name.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import type { Locale } from './locales';
import type { LooseTranslator } from './translator';

export const NAMESPACES = ['steps', 'lessons', 'study'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { readonly [key: string]: string | Messages };

const messagesDir = (): string => join(process.cwd(), 'messages');

const readJson = (path: string): Messages => JSON.parse(readFileSync(path, 'utf8')) as Messages;

/** The path of a catalogue: `null` namespace is the main one. */
export const cataloguePath = (ns: Namespace | null, locale: Locale): string =>
  ns ? join(messagesDir(), ns, `${locale}.json`) : join(messagesDir(), `${locale}.json`);

/** Which catalogues exist: the main one always, a namespace once its owner has written it. */
export const presentNamespaces = (): Namespace[] => NAMESPACES.filter((ns) => existsSync(join(messagesDir(), ns)));

export const loadMessages = (locale: Locale): Messages => {
  const merged: Record<string, string | Messages> = { ...readJson(cataloguePath(null, locale)) };
  for (const ns of presentNamespaces()) {
    const path = cataloguePath(ns, locale);
    if (existsSync(path)) merged[ns] = readJson(path);
  }
  return merged;
};


/** A translator outside React: engine explanations rendered in tests and scripts. */
export const makeTranslator = (locale: Locale, messages: Messages = loadMessages(locale)): LooseTranslator =>
  createTranslator({ locale, messages, timeZone: 'UTC' }) as unknown as LooseTranslator;
