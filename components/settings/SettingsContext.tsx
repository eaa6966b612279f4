import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, readStoredSettings, storeSettings, type Settings } from './settings';

interface SettingsValue {
  readonly settings: Settings;
  readonly update: (patch: Partial<Settings>) => void;
}

const SettingsCtx = createContext<SettingsValue>({ settings: DEFAULT_SETTINGS, update: () => {} });

/** Server render and first client render use the defaults; stored settings apply after mount (no hydration mismatch). */
export function SettingsProvider({ children, initial }: { children: ReactNode; initial?: Partial<Settings> }) {
  const [settings, setSettings] = useState<Settings>({ ...DEFAULT_SETTINGS, ...initial });
  useEffect(() => {
    if (!initial) setSettings(readStoredSettings());
  }, [initial]);
  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((old) => {
      const next = { ...old, ...patch };
      storeSettings(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsCtx.Provider value={value}>{children}</SettingsCtx.Provider>;
}

export const useSettings = (): SettingsValue => useContext(SettingsCtx);
