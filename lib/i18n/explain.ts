// An engine step in the reader's words: its law citation in the local style and its text from the
// `steps` catalogue, with seats, cards and suits in the local letters. Works with any translator, so
// tests render explanations in all three languages without a browser.
import type { Step } from '../engine';
import type { Edition } from '../engine';
import { formatLaw, formatStepParams } from './format';
import type { Locale } from './locales';
import type { LooseTranslator } from './translator';

export interface RenderedStep {
  readonly law: string;
  readonly text: string;
}

/** A step starts with its citation, so both start with a capital: "Lag 61A", not "lag 61A". */
const capitalise = (text: string): string => (text.length > 0 ? text[0].toLocaleUpperCase() + text.slice(1) : text);

/**
 * One dash style for sides in every language (glossary): "East–West", "Öst–Väst", "Ost–West",
 * whichever the catalogue wrote. Letters are told by \p{L} on both sides, not \b, which knows
 * only ASCII letters: with \b, Swedish "Öst-Väst" kept its hyphen.
 */
const SIDE_HYPHEN = /(?<!\p{L})(North|South|East|West|Nord|Syd|Öst|Väst|Süd|Ost)-(North|South|East|West|Nord|Syd|Öst|Väst|Süd|Ost)(?!\p{L})/gu;
export const sideDash = (text: string): string => text.replace(SIDE_HYPHEN, '$1–$2');

/**
 * `t` is a root translator (no namespace). A key without a text shows the key, never crashes.
 * Every screen that shows a step (quiz, exam report, club presenter, room screen, phones) shows it
 * as written here, so they cannot drift apart.
 */
export const renderStep = (step: Step, t: LooseTranslator, locale: Locale, edition: Edition): RenderedStep => {
  const key = `steps.${step.key}`;
  return {
    law: capitalise(formatLaw(step.law, locale, edition)),
    text: capitalise(sideDash(t.has(key) ? t(key, formatStepParams(step.params, locale)) : step.key)),
  };
};
