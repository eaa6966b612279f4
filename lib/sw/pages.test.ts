// What the service worker saves for offline use, from the texts Next serves.
import { buildIdOf, dataUrlOf, inEveryLocale, isPagePath, localeOfPath, nextDataOf, offlinePathFor, pageLinksOf, sitePagesOf, staticRoutesOf } from './pages';

test('the build id comes from the build manifest in the precache list', () => {
  expect(buildIdOf(['/_next/static/chunks/main-1.js', '/_next/static/AbC_12/_buildManifest.js'])).toBe('AbC_12');
  expect(buildIdOf(['/icons/icon.svg'])).toBeNull();
});

test('routes without parameters are read from the build manifest; dynamic, error and internal ones are not', () => {
  const manifest = 'self.__BUILD_MANIFEST=function(e){return{__rewrites:{},sortedPages:["\\u002F","\\u002F404","\\u002F500","\\u002F_app","\\u002F_error","\\u002Fcase","\\u002Flearn","\\u002Flearn\\u002F[slug]","\\u002Fclub\\u002Fscreen"]}}(1);';
  expect(staticRoutesOf(manifest)).toEqual(['/', '/case', '/learn', '/club/screen']);
  expect(staticRoutesOf('garbage')).toEqual([]);
});

test.each([
  ['/', ['/', '/sv', '/de']],
  ['/learn', ['/learn', '/sv/learn', '/de/learn']],
])('%s in every language', (route, paths) => {
  expect(inEveryLocale(route)).toEqual(paths);
});

test('links: same-site pages only, with their query, without fragments, files or Next internals', () => {
  const html = '<a href="/sv/learn">x</a><a class="y" href="/scenarios?blind=1&amp;x=2#top">y</a><a href="https://example.com/">e</a><a href="/icons/icon.svg">i</a><a href="/_next/static/a.js">n</a><a href="#content">s</a>';
  expect(pageLinksOf(html, 'http://127.0.0.1:3000')).toEqual(['/sv/learn', '/scenarios?blind=1&x=2', '/']);
});

test('isPagePath', () => {
  expect(isPagePath('/de/case')).toBe(true);
  expect(isPagePath('//evil.example/x')).toBe(false);
  expect(isPagePath('/api/x')).toBe(false);
  expect(isPagePath('/manifest.webmanifest')).toBe(false);
});

test('the __NEXT_DATA__ block tells the build, the language and whether the page has built data', () => {
  const html = '<script id="__NEXT_DATA__" type="application/json">{"props":{},"page":"/learn","buildId":"B1","locale":"sv","gsp":true}</script>';
  expect(nextDataOf(html)).toEqual({ buildId: 'B1', locale: 'sv', gsp: true });
  expect(nextDataOf('<p>no data</p>')).toBeNull();
});

test.each([
  ['/', 'en', '/_next/data/B/en.json'],
  ['/sv', 'sv', '/_next/data/B/sv.json'],
  ['/learn', 'en', '/_next/data/B/en/learn.json'],
  ['/de/learn/lektion?x=1', 'de', '/_next/data/B/de/learn/lektion.json'],
])('data address of %s (%s)', (path, locale, url) => {
  expect(dataUrlOf('B', locale, path)).toBe(url);
});

test.each([
  ['/sv/learn/x', '/sv/offline'],
  ['/de', '/de/offline'],
  ['/learn', '/offline'],
  ['/svensk', '/offline'],
  ['/en/case', '/offline'],
])('offline page for %s', (path, offline) => {
  expect(offlinePathFor(path)).toBe(offline);
});

test.each([
  ['/sv/scenarios/no-such-family/2017', 'sv'],
  ['/de', 'de'],
  ['/de?x=1', 'de'],
  ['/en/learn', 'en'],
  ['/learn/nope', 'en'],
  ['/deutsch', 'en'],
  ['/', 'en'],
])('the language of %s is %s', (path, locale) => {
  expect(localeOfPath(path)).toBe(locale);
});

test('the offline page\'s data lists the pages of dynamic routes; anything else in it is ignored', () => {
  expect(sitePagesOf('{"pageProps":{"sitePages":["/learn/a","/sv/scenarios/x/2017","https://evil.example/",3]}}')).toEqual(['/learn/a', '/sv/scenarios/x/2017']);
  expect(sitePagesOf('not json')).toEqual([]);
});
