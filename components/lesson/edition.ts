// The reader's laws edition: the app's setting (components/settings), 2017 by default.
import { useSettings } from '@/components/settings/SettingsContext';
import type { Edition } from '@/lib/engine';

export const useReaderEdition = (): Edition => useSettings().settings.edition;
