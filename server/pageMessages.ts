// The catalogues a club page embeds, with the `club` namespace read directly as well: the pages
// work whether or not lib/i18n/messages.ts lists it yet. Server side only (getStaticProps).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

export const clubPageMessages = (locale: Locale): Messages => ({
  ...loadMessages(locale),
  club: JSON.parse(readFileSync(join(process.cwd(), 'messages', 'club', `${locale}.json`), 'utf8')) as Messages,
});
