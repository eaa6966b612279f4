// Catalogues compiled ahead of time (icu-minify, next-intl's own compiler): the browser then
// formats with use-intl's small format-only runtime instead of shipping intl-messageformat and
// its ICU parser (~11 KB gzip on every page). next.config.mjs turns this on for the Next build
// (REVOKE_PRECOMPILED_MESSAGES, and the alias of use-intl/format-message); tests and scripts keep
// the plain ICU strings and the full formatter. Server side only: the compiler is never bundled
// for the browser (loadMessages runs in getStaticProps, the catalogue loader at build time).
import compile from 'icu-minify/compile';
import type { Messages } from './messages';

/** Each ICU string compiled to icu-minify's JSON form (plain strings stay strings). */
export const compileMessages = (messages: Messages): Messages => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) out[key] = typeof value === 'string' ? compile(value) : compileMessages(value);
  return out as Messages;
};
