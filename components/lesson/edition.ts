// The reader's laws edition (the app's setting), 2017 until the settings say otherwise.
import type { Edition } from '@/lib/vocab';

export const useReaderEdition = (): Edition => '2017';
