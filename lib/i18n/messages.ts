// Server side only (reads files): call it from getStaticProps, scripts and tests, never from a
// component. messages/<locale>.json is the app's catalogue; each namespace folder
// messages/<ns>/<locale>.json is merged in under its name.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import type { Locale } from './locales';
import type { LooseTranslator } from './translator';
import { compileMessages } from './compiled';

export const NAMESPACES = ['steps', 'lessons', 'study', 'formats', 'platform', 'club'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { readonly [key: string]: string | Messages };

const messagesDir = (): string => join(process.cwd(), 'messages');

const readJson = (path: string): Messages => JSON.parse(readFileSync(path, 'utf8')) as Messages;

/** The path of a catalogue: `null` namespace is the main one. */
export const cataloguePath = (ns: Namespace | null, locale: Locale): string =>
  ns ? join(messagesDir(), ns, `${locale}.json`) : join(messagesDir(), `${locale}.json`);

/** Which catalogues exist: the main one always, a namespace once its owner has written it. */
export const presentNamespaces = (): Namespace[] => NAMESPACES.filter((ns) => existsSync(join(messagesDir(), ns)));

/** A top-level section of the main catalogue (app, header, quiz, ...) or a namespace catalogue. */
export type Section = keyof typeof import('../../messages/en.json') | Namespace;

/** What every page needs whatever it shows: the header (name, menu, languages, settings). */
export const SHELL_SECTIONS = ['app', 'header', 'settings'] as const satisfies readonly Section[];

/**
 * The messages of one locale. With `sections`, only those (and the header's, SHELL_SECTIONS) are
 * returned, so a page embeds in its HTML only the texts it uses; without, every catalogue (tests,
 * scripts, pages not yet switched). A section that does not exist is a build error, not a page
 * that silently shows keys.
 */
export const loadMessages = (locale: Locale, sections?: readonly Section[]): Messages => {
  const messages = readMessages(locale, sections);
  // In the Next build (next.config.mjs inlines the flag) pages get compiled catalogues; see compiled.ts.
  return process.env.REVOKE_PRECOMPILED_MESSAGES === '1' ? compileMessages(messages) : messages;
};

const readMessages = (locale: Locale, sections?: readonly Section[]): Messages => {
  const merged: Record<string, string | Messages> = { ...readJson(cataloguePath(null, locale)) };
  const wanted = sections ? new Set<string>([...SHELL_SECTIONS, ...sections]) : null;
  for (const ns of presentNamespaces()) {
    if (wanted && !wanted.has(ns)) continue;
    const path = cataloguePath(ns, locale);
    if (existsSync(path)) merged[ns] = readJson(path);
  }
  if (!wanted) return merged;
  const picked: Record<string, string | Messages> = {};
  for (const name of wanted) {
    const section = merged[name];
    if (section === undefined) throw new Error(`loadMessages: no message section "${name}" in ${locale}`);
    picked[name] = section;
  }
  return picked;
};

/** A translator outside React: engine explanations rendered in tests and scripts. */
export const makeTranslator = (locale: Locale, messages: Messages = loadMessages(locale)): LooseTranslator =>
  createTranslator({ locale, messages, timeZone: 'UTC' }) as unknown as LooseTranslator;
