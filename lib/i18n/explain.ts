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

/** `t` is a root translator (no namespace). A key without a text shows the key, never crashes. */
export const renderStep = (step: Step, t: LooseTranslator, locale: Locale, edition: Edition): RenderedStep => {
  const key = `steps.${step.key}`;
  return {
    law: formatLaw(step.law, locale, edition),
    text: t.has(key) ? t(key, formatStepParams(step.params, locale)) : step.key,
  };
};
