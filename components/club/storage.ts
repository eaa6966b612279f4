// What a phone and a presenter keep in the browser for a live evening: the player's token (so a
// reload or a sleeping phone comes back as the same player) and the presenter's key. Storage that
// refuses (private modes) just means nothing is kept.
import { isLocale, type Locale } from '@/lib/i18n/locales';

const read = (store: 'local' | 'session', key: string): string | null => {
  try {
    return (store === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
};
const write = (store: 'local' | 'session', key: string, value: string | null): void => {
  try {
    const s = store === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // not kept
  }
};
const readJson = <T,>(store: 'local' | 'session', key: string, check: (x: unknown) => x is T): T | null => {
  try {
    const x: unknown = JSON.parse(read(store, key) ?? 'null');
    return check(x) ? x : null;
  } catch {
    return null;
  }
};

export interface PlayerSeat {
  readonly token: string;
  readonly nickname: string;
}
const isSeat = (x: unknown): x is PlayerSeat =>
  typeof x === 'object' && x !== null && typeof (x as PlayerSeat).token === 'string' && typeof (x as PlayerSeat).nickname === 'string';
const seatKey = (code: string) => `revoke-trainer/club/player/${code}`;
export const readSeat = (code: string): PlayerSeat | null => readJson('local', seatKey(code), isSeat);
export const writeSeat = (code: string, seat: PlayerSeat | null): void => write('local', seatKey(code), seat && JSON.stringify(seat));

/** The language the player picked on this phone, across evenings. */
const LANGUAGE_KEY = 'revoke-trainer/club/language';
export const readLanguage = (): Locale | null => {
  const l = read('local', LANGUAGE_KEY);
  return isLocale(l) ? l : null;
};
export const writeLanguage = (l: Locale): void => write('local', LANGUAGE_KEY, l);

/** Which answers this phone has already put into the player's own progress (once per answer). */
const recordedKey = (code: string) => `revoke-trainer/club/recorded/${code}`;
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');
export const readRecorded = (code: string): string[] => readJson('local', recordedKey(code), isStrings) ?? [];
export const writeRecorded = (code: string, keys: readonly string[]): void => write('local', recordedKey(code), JSON.stringify(keys));

export interface PresenterSeat {
  readonly code: string;
  readonly key: string;
}
const isPresenter = (x: unknown): x is PresenterSeat =>
  typeof x === 'object' && x !== null && typeof (x as PresenterSeat).code === 'string' && typeof (x as PresenterSeat).key === 'string';
// localStorage, not sessionStorage: a presenter whose laptop restarts the browser must get back in.
const PRESENTER_KEY = 'revoke-trainer/club/presenter/v1';
export const readPresenter = (): PresenterSeat | null => readJson('local', PRESENTER_KEY, isPresenter);
export const writePresenter = (seat: PresenterSeat | null): void => write('local', PRESENTER_KEY, seat && JSON.stringify(seat));

/** The evening the setup asked for, handed to the live page that creates it. */
export interface LiveRequest {
  readonly edition: string;
  readonly boards: readonly { readonly family: string; readonly seed: number }[];
}
const isRequest = (x: unknown): x is LiveRequest => typeof x === 'object' && x !== null && Array.isArray((x as LiveRequest).boards);
const REQUEST_KEY = 'revoke-trainer/club/live-request/v1';
export const readLiveRequest = (): LiveRequest | null => readJson('session', REQUEST_KEY, isRequest);
export const writeLiveRequest = (r: LiveRequest | null): void => write('session', REQUEST_KEY, r && JSON.stringify(r));

/** The phone's own language, from its settings, if it is one of ours. */
export const phoneLanguage = (): Locale | null => {
  const langs = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const l of langs) {
    const base = l.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
};
