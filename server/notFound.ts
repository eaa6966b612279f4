// Not found in the address's language, straight from the server. Next's server answers a missing
// page of a dynamic route built ahead (/sv/learn/nope, /de/scenarios/no-such-family/2017) with the
// default language's not-found page; pages/404.tsx then switches it to the address's language in
// the browser (that switch stays, for static hosts, which have one not-found file for all). This
// server sends the right language's copy at once: status 404, <html lang="sv">, heading in Swedish.
//
// It works on the response rather than the request, because only Next knows that an address is
// missing (an unbounded set of scenario seeds). When Next starts a 404 HTML answer for an address
// under /sv or /de, the body it writes is dropped and the prerendered not-found page of that
// language (the build's server/pages/<locale>/404.html, the very file Next sends for /sv/no-such-page)
// is sent in its place, with Next's own headers (security policy, cache control). Next compresses
// its answers (the compression middleware wraps write, end and writeHead over ours), so the page is
// encoded the same way the headers already say.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales';
import { isPagePath, localeOfPath } from '../lib/sw/pages';

/** The build's prerendered not-found page per language, read once; null where there is none (dev). */
export const notFoundPages = (distDir: string): ((locale: Locale) => Buffer | null) => {
  const read = new Map<Locale, Buffer | null>();
  return (locale) => {
    if (!read.has(locale)) {
      try {
        read.set(locale, readFileSync(join(distDir, 'server', 'pages', locale, '404.html')));
      } catch {
        read.set(locale, null);
      }
    }
    return read.get(locale) ?? null;
  };
};

/** The encodings the compression middleware uses, and none. */
const ENCODERS: Readonly<Record<string, (body: Buffer) => Buffer>> = {
  '': (body) => body,
  identity: (body) => body,
  gzip: (body) => gzipSync(body),
  deflate: (body) => deflateSync(body),
  br: (body) => brotliCompressSync(body),
};
/** A header's value as one string ('' when unset). */
const headerText = (value: number | string | readonly string[] | undefined): string => (value === undefined ? '' : typeof value === 'object' ? value.join(', ') : String(value));
const encodingOf = (res: ServerResponse): string => headerText(res.getHeader('content-encoding')).toLowerCase();
const isHtml = (type: number | string | readonly string[] | undefined): boolean => /^text\/html\b/i.test(headerText(type));

/** The headers argument of writeHead(status, [reason], [headers]), given what follows the status, if any. */
const headersArg = (rest: unknown[]): OutgoingHttpHeaders | null => {
  // rest is [headers] or [reason, headers] (it once asked for two, and missed writeHead(404, headers)).
  const last = rest[rest.length - 1];
  return last && typeof last === 'object' && !Array.isArray(last) ? (last as OutgoingHttpHeaders) : null;
};

/**
 * Before Next handles the request: if Next answers it with a not-found HTML page and the address is
 * under another language than the default, the body becomes that language's not-found page.
 */
export const localiseNotFound = (req: IncomingMessage, res: ServerResponse, pageOf: (locale: Locale) => Buffer | null): void => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const path = req.url ?? '/';
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE || !isPagePath(path)) return;
  const page = pageOf(locale);
  if (!page) return;

  let replacing = false;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;

  // Every way of starting the answer (end and write without writeHead, flushHeaders) ends up here
  // before a byte is sent, with the status and Next's headers (and the compression's) in place.
  res.writeHead = (statusCode: number, ...rest: unknown[]): ServerResponse => {
    const given = headersArg(rest);
    const type = given?.['content-type'] ?? given?.['Content-Type'] ?? res.getHeader('content-type');
    if (statusCode === 404 && isHtml(type) && Object.hasOwn(ENCODERS, encodingOf(res))) {
      replacing = true;
      // The body's length and tag are no longer Next's; sent chunked.
      for (const name of ['content-length', 'etag']) {
        res.removeHeader(name);
        if (given) for (const key of Object.keys(given)) if (key.toLowerCase() === name) delete given[key];
      }
    }
    return writeHead(statusCode, ...rest);
  };

  // Node would start the answer inside write and end too, but only after taking the first chunk:
  // started here first, so the decision comes before any of Next's body.
  res.write = ((...args: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    return replacing ? true : write(...args);
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!replacing) return end(...args);
    const callback = args.find((a): a is () => void => typeof a === 'function');
    return req.method === 'HEAD' ? end(callback) : end(ENCODERS[encodingOf(res)](page), callback);
  }) as ServerResponse['end'];
};
