// The check that goes with compiled.ts, without its compiler (so _app can import it).

/** An argument ({seat}, {count, plural, ...}) or a tag (<b>): text the compiler had not seen. */
const RAW_ICU = /\{\s*[A-Za-z_]\w*\s*[,}]|<[A-Za-z][\w-]*>/;

/**
 * The keys whose text is still raw ICU. With precompiled catalogues the browser's formatter
 * would print such a text as it stands ("{count} tricks"), so _app refuses to render it (the
 * build fails) rather than show a learner the braces.
 */
export const uncompiledKeys = (messages: unknown, prefix = ''): string[] => {
  if (typeof messages === 'string') return RAW_ICU.test(messages) ? [prefix] : [];
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return [];
  return Object.entries(messages).flatMap(([k, v]) => uncompiledKeys(v, prefix ? `${prefix}.${k}` : k));
};
