// The learner's settings (edition, suit colours, hands shown, text size), kept in localStorage.
// Read defensively: a value written by an older version, or edited by hand, falls back to the
// defaults field by field instead of crashing.
import type { Edition } from '@/lib/engine';

/**
 * The editions a learner can choose: the engine's EDITIONS (a test keeps them equal), written here
 * because this module is in every page's first JavaScript (the header's settings) and the engine's
 * vocabulary module it would come from is 0.7 KB gzip that most pages otherwise never load.
 */
export const EDITION_CHOICES: readonly Edition[] = ['1997', '2007', '2017'];

/** Text size for players with poor eyesight: the table, the steps and every text follow it. */
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface Settings {
  readonly edition: Edition;
  readonly fourColour: boolean;
  readonly showAllHands: boolean;
  readonly textSize: TextSize;
}

export const DEFAULT_SETTINGS: Settings = { edition: '2017', fourColour: false, showAllHands: false, textSize: 'normal' };
export const SETTINGS_KEY = 'revoke-trainer.settings';

export const parseSettings = (text: string | null | undefined): Settings => {
  if (!text) return DEFAULT_SETTINGS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SETTINGS;
  const r = raw as Record<string, unknown>;
  return {
    edition: (EDITION_CHOICES as readonly unknown[]).includes(r.edition) ? (r.edition as Edition) : DEFAULT_SETTINGS.edition,
    fourColour: typeof r.fourColour === 'boolean' ? r.fourColour : DEFAULT_SETTINGS.fourColour,
    showAllHands: typeof r.showAllHands === 'boolean' ? r.showAllHands : DEFAULT_SETTINGS.showAllHands,
    textSize: (TEXT_SIZES as readonly unknown[]).includes(r.textSize) ? (r.textSize as TextSize) : DEFAULT_SETTINGS.textSize,
  };
};

export const makeSettings = (s: Settings): string => JSON.stringify(s);

/** localStorage can throw (private mode, disabled storage): then settings live for the visit only. */
export const readStoredSettings = (): Settings => {
  try {
    return parseSettings(window.localStorage.getItem(SETTINGS_KEY));
  } catch {
    return DEFAULT_SETTINGS;
  }
};

/** Whether the settings were saved (storage can be full or disabled). */
export const storeSettings = (s: Settings): boolean => {
  try {
    window.localStorage.setItem(SETTINGS_KEY, makeSettings(s));
    return true;
  } catch {
    return false;
  }
};
