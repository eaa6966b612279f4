// What the service worker needs to know about the site's pages, as pure functions of text (tested
// in node): which pages to save for offline use, and where Next keeps each page's data.

export const PAGES_CACHE_PREFIX = 'revoke-pages-';
/** A bound on the pages saved, so a crawl that meets an endless family of links still ends. */
export const MAX_PAGES = 1500;
export const LOCALES = ['en', 'sv', 'de'] as const;
const DEFAULT_LOCALE = 'en' as const;

/** The build's id, read from the precache list (Next's build manifest lives under it). */
export const buildIdOf = (urls: readonly string[]): string | null => {
  for (const u of urls) {
    const m = /\/_next\/static\/([^/]+)\/_buildManifest\.js/.exec(u);
    if (m) return m[1];
  }
  return null;
};

/** The build manifest's list of routes that take no parameter: each is a page in every language. */
export const staticRoutesOf = (buildManifest: string): string[] => {
  // A list of string literals, whose routes may hold brackets of their own ("/learn/[slug]").
  const m = /sortedPages\s*:\s*(\[\s*(?:"(?:[^"\\]|\\.)*"\s*,?\s*)*\])/.exec(buildManifest);
  if (!m) return [];
  let routes: unknown;
  try {
    routes = JSON.parse(m[1]);
  } catch {
    return [];
  }
  if (!Array.isArray(routes)) return [];
  return routes.filter((r): r is string => typeof r === 'string' && !r.includes('[') && !/^\/(_|api\/|404$|500$)/.test(r));
};

/** A route in each language: '/' is '/', '/sv', '/de'; '/learn' is '/learn', '/sv/learn', '/de/learn'. */
export const inEveryLocale = (route: string): string[] =>
  LOCALES.map((l) => (l === DEFAULT_LOCALE ? route : route === '/' ? `/${l}` : `/${l}${route}`));

/** A path that is a page of this site (not a file, not Next's own, not an API). */
export const isPagePath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !/^\/(_next|api)\//.test(path) && !/\.[a-z0-9]+$/i.test(path.split('?')[0]);

/** Same-site page links in a page's HTML, as paths (with their query, without the fragment). */
export const pageLinksOf = (html: string, origin: string): string[] => {
  const found = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/gi)) {
    const raw = m[1].replace(/&amp;/g, '&');
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const path = url.pathname + url.search;
    if (isPagePath(path)) found.add(path);
  }
  return [...found];
};

export interface NextData {
  readonly buildId: string;
  readonly locale: string;
  /** The page was built ahead (getStaticProps): its data has a JSON address the router fetches. */
  readonly gsp: boolean;
}

/** The __NEXT_DATA__ block of a server-rendered page (JSON, never executed). */
export const nextDataOf = (html: string): NextData | null => {
  const m = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) return null;
  try {
    const d = JSON.parse(m[1]) as { buildId?: unknown; locale?: unknown; gsp?: unknown };
    if (typeof d.buildId !== 'string') return null;
    return { buildId: d.buildId, locale: typeof d.locale === 'string' ? d.locale : DEFAULT_LOCALE, gsp: d.gsp === true };
  } catch {
    return null;
  }
};

/** Where Next's router fetches a built page's data on a client-side navigation:
 *  /_next/data/<build>/<locale><path>.json, the home page being /_next/data/<build>/<locale>.json. */
export const dataUrlOf = (buildId: string, locale: string, pagePath: string): string => {
  const path = pagePath.split('?')[0];
  const prefix = `/${locale}`;
  const bare = path === prefix || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
  const rest = bare === '/' || bare === '' ? '' : bare.replace(/\/$/, '');
  return `/_next/data/${buildId}/${locale}${rest}.json`;
};

/** The reader's language from an address's prefix (/sv/..., /de/...; anything else is English).
 *  public/locale-pending.js holds the same rule in plain script. */
export const localeOfPath = (path: string): (typeof LOCALES)[number] => {
  const m = /^\/(sv|de|en)(\/|\?|#|$)/.exec(path);
  return m ? (m[1] as (typeof LOCALES)[number]) : DEFAULT_LOCALE;
};

/** The offline page in the reader's language, from the path asked for. */
export const offlinePathFor = (path: string): string => {
  const locale = localeOfPath(path);
  return locale === DEFAULT_LOCALE ? '/offline' : `/${locale}/offline`;
};

/** The pages listed in the offline page's data (pageProps.sitePages), kept to page paths. */
export const sitePagesOf = (dataJson: string): string[] => {
  try {
    const d = JSON.parse(dataJson) as { pageProps?: { sitePages?: unknown } };
    const pages = d.pageProps?.sitePages;
    return Array.isArray(pages) ? pages.filter((p): p is string => typeof p === 'string' && isPagePath(p)) : [];
  } catch {
    return [];
  }
};
