import { fillRoute, listDynamicPages } from './routes';

test.each([
  ['/learn/[slug]', { slug: 'vad-ar-en-revoke' }, 'sv', '/sv/learn/vad-ar-en-revoke'],
  ['/scenarios/[family]/[edition]', { family: 'a b', edition: '2017' }, 'en', '/scenarios/a%20b/2017'],
  ['/docs/[...rest]', { rest: ['x', 'y'] }, 'de', '/de/docs/x/y'],
])('%s with %o in %s', (route, params, locale, path) => {
  expect(fillRoute(route, params, locale, 'en')).toBe(path);
});

test('every path of every route, in the locale each names', async () => {
  const pages = await listDynamicPages(
    [{ route: '/learn/[slug]', load: async () => ({ getStaticPaths: async ({ locales }) => ({ paths: (locales ?? []).map((locale) => ({ params: { slug: 'x' }, locale })), fallback: false }) }) }],
    ['en', 'sv', 'de'],
    'en',
  );
  expect(pages).toEqual(['/learn/x', '/sv/learn/x', '/de/learn/x']);
});
