// The service worker (bundled by @serwist/next into the build's static folder). Once a learner has
// visited any page, the whole site works with the network cut: the build's scripts and styles are
// precached by serwist; every page in every language (and its data for client-side navigation) is
// saved while the worker installs, so pages never visited open offline too. Pages are asked from
// the network first (a club's weak Wi-Fi gets a few seconds) so an update is seen at once.
// Progress lives in the browser's storage, which a worker never touches: an update keeps it.
import { Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions } from 'serwist';
import {
  MAX_PAGES,
  PAGES_CACHE_PREFIX,
  buildIdOf,
  dataUrlOf,
  inEveryLocale,
  isPagePath,
  nextDataOf,
  offlinePathFor,
  pageLinksOf,
  sitePagesOf,
  staticRoutesOf,
} from './pages';

// The few service-worker types used here (the project's TypeScript lib is the DOM one).
interface WaitableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
declare global {
  // The build writes the precache list here (it looks for this exact expression in the source).
  interface Window {
    __SW_MANIFEST?: (PrecacheEntry | string)[];
  }
}
interface SwScope {
  readonly location: Location;
  addEventListener(type: 'install' | 'activate', listener: (e: WaitableEvent) => void): void;
}
const sw = self as unknown as SwScope;

const manifest = self.__SW_MANIFEST ?? [];
const manifestUrls = manifest.map((e) => (typeof e === 'string' ? e : e.url));
const buildId = buildIdOf(manifestUrls) ?? 'dev';
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${buildId}`;
const origin = sw.location.origin;
/** How long a page may take on the network before the saved copy is shown instead. */
const NETWORK_TIMEOUT_MS = 4000;

/** A page saved while installing may take longer, but never hangs the install. */
const CRAWL_TIMEOUT_MS = 20000;

const fetchWithTimeout = async (request: Request | string, ms: number, init: RequestInit = {}): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
};

/** Save one page and its data; the links it holds are returned for the crawl. */
const savePage = async (cache: Cache, path: string): Promise<string[]> => {
  const response = await fetchWithTimeout(path, CRAWL_TIMEOUT_MS);
  if (!response.ok || response.redirected || !(response.headers.get('content-type') ?? '').includes('text/html')) {
    // An unread body keeps its connection busy; six of them and every later fetch waits.
    await response.body?.cancel();
    return [];
  }
  const html = await response.text();
  await cache.put(path, new Response(html, { headers: { 'content-type': response.headers.get('content-type') ?? 'text/html' } }));
  const data = nextDataOf(html);
  const links = pageLinksOf(html, origin);
  if (data?.gsp) {
    const dataUrl = dataUrlOf(data.buildId, data.locale, path);
    const r = await fetchWithTimeout(dataUrl, CRAWL_TIMEOUT_MS, { headers: { 'x-nextjs-data': '1' } });
    if (r.ok && path === '/offline') {
      // The offline page's data lists the pages of the dynamic routes (pages/offline.tsx). Read
      // first, then saved: a clone left unread would hold back the one being saved.
      const text = await r.text();
      links.push(...sitePagesOf(text));
      await cache.put(dataUrl, new Response(text, { headers: { 'content-type': 'application/json' } }));
    } else if (r.ok) await cache.put(dataUrl, r);
    else await r.body?.cancel();
  }
  return links;
};

/** Every page of every language: the routes without parameters in the build manifest and the
 *  offline page, then whatever those pages link to (lessons, scenario families), up to MAX_PAGES. */
const saveAllPages = async (): Promise<void> => {
  const cache = await caches.open(PAGES_CACHE);
  const manifestUrl = manifestUrls.find((u) => u.includes('/_buildManifest.js'));
  const routes = manifestUrl ? staticRoutesOf(await (await fetchWithTimeout(manifestUrl, CRAWL_TIMEOUT_MS)).text()) : [];
  // The offline page first: its data names the pages no link points to.
  const queue = [...new Set(['/offline', '/', ...routes].flatMap(inEveryLocale))];
  const seen = new Set(queue);
  // A few at a time: an old laptop serving a room of phones should not be flooded.
  const worker = async (): Promise<void> => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      let links: string[] = [];
      try {
        links = await savePage(cache, path);
      } catch {
        // one page failing (the network dropped mid-install) must not stop the others
      }
      for (const l of links) {
        if (seen.size >= MAX_PAGES) break;
        if (!seen.has(l)) {
          seen.add(l);
          queue.push(l);
        }
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
};

sw.addEventListener('install', (event) => event.waitUntil(saveAllPages()));
sw.addEventListener('activate', (event) =>
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(PAGES_CACHE_PREFIX) && k !== PAGES_CACHE).map((k) => caches.delete(k)))),
  ),
);

const isData = (url: URL): boolean => url.pathname.startsWith('/_next/data/');

/** Pages and their data: the network first, then the saved copy, then the offline page. */
const pageOrData = async ({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> => {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetchWithTimeout(request, NETWORK_TIMEOUT_MS);
    if (response.ok && !response.redirected) (event as WaitableEvent).waitUntil(cache.put(isData(url) ? url.pathname : url.pathname + url.search, response.clone()));
    return response;
  } catch {
    const key = url.pathname + url.search;
    const saved =
      (await cache.match(key, { ignoreVary: true })) ??
      // Next adds the route's parameters as a query to data addresses; a page's own query (?blind=1)
      // is read by the page itself.
      (await cache.match(url.pathname, { ignoreVary: true, ignoreSearch: true }));
    if (saved) return saved;
    if (request.mode === 'navigate') {
      const offline = await cache.match(offlinePathFor(url.pathname), { ignoreVary: true });
      if (offline) return offline;
    }
    return new Response('', { status: 503, statusText: 'Offline' });
  }
};

const serwist = new Serwist({
  precacheEntries: manifest,
  // A new version takes over at once; pages already open keep running, the next navigation loads
  // the new version. Nothing the learner stored is in a cache, so nothing is lost.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && ((request.mode === 'navigate' && isPagePath(url.pathname)) || isData(url)),
      handler: pageOrData,
    },
  ],
});

serwist.addEventListeners();
