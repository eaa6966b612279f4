// The learner's settings, kept in localStorage. Read defensively: a value written by an older
// version, or edited by hand, falls back to the defaults field by field instead of crashing.
import { EDITIONS, type Edition } from '@/lib/engine';

export interface Settings {
  readonly edition: Edition;
  readonly fourColour: boolean;
  readonly showAllHands: boolean;
}

export const DEFAULT_SETTINGS: Settings = { edition: '2017', fourColour: false, showAllHands: false };
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
    edition: (EDITIONS as readonly unknown[]).includes(r.edition) ? (r.edition as Edition) : DEFAULT_SETTINGS.edition,
    fourColour: typeof r.fourColour === 'boolean' ? r.fourColour : DEFAULT_SETTINGS.fourColour,
    showAllHands: typeof r.showAllHands === 'boolean' ? r.showAllHands : DEFAULT_SETTINGS.showAllHands,
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

export const storeSettings = (s: Settings): void => {
  try {
    window.localStorage.setItem(SETTINGS_KEY, makeSettings(s));
  } catch {
    // storage unavailable: keep the setting in memory only
  }
};
