// The learner's settings for the whole app: read from localStorage as an external store (the
// server and the first client render use the defaults, so hydration matches), saved on change,
// and followed across tabs (a projector window changes with the presenter's).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, SETTINGS_KEY, parseSettings, storeSettings, type Settings } from './settings';
import { UpdateNotice } from './UpdateNotice';

interface SettingsValue {
  readonly settings: Settings;
  readonly update: (patch: Partial<Settings>) => void;
}

const SettingsCtx = createContext<SettingsValue>({ settings: DEFAULT_SETTINGS, update: () => {} });

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};
/** The stored text (a string compares by value, so an unchanged store never re-renders). */
const readStored = (): string | null => {
  try {
    return window.localStorage.getItem(SETTINGS_KEY);
  } catch {
    return null;
  }
};

/** `initial` (tests, previews) fixes the settings in memory instead of reading storage. */
export function SettingsProvider({ children, initial }: { children: ReactNode; initial?: Partial<Settings> }) {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  // Where storage cannot be written (private mode), changes live in memory for the visit.
  const [memory, setMemory] = useState<Settings | null>(initial ? { ...DEFAULT_SETTINGS, ...initial } : null);
  const settings = useMemo(() => memory ?? parseSettings(stored), [memory, stored]);
  const update = useCallback(
    (patch: Partial<Settings>) => {
      const next = { ...settings, ...patch };
      if (initial || !storeSettings(next)) setMemory(next);
      for (const l of listeners) l();
    },
    [settings, initial],
  );
  // The text size scales the root font (styles/globals.css), so the table, the steps and every
  // text follow it; set on <html> because rem units are read from there.
  useEffect(() => {
    document.documentElement.dataset.textSize = settings.textSize;
  }, [settings.textSize]);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return (
    <SettingsCtx.Provider value={value}>
      {children}
      {/* On every page with the provider; tests and previews (initial) have no worker to watch. */}
      {!initial && <UpdateNotice />}
    </SettingsCtx.Provider>
  );
}

export const useSettings = (): SettingsValue => useContext(SettingsCtx);
