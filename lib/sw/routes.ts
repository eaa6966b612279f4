// Server side (build time): the address of every page of a dynamic route, from the route's own
// getStaticPaths, so the service worker can save pages no link points to (a scenario family is
// opened by a button). A new dynamic page is added to DYNAMIC_ROUTES in pages/offline.tsx.
import type { GetStaticPaths } from 'next';

export interface DynamicRoute {
  /** The route as Next names it: '/learn/[slug]'. */
  readonly route: string;
  readonly load: () => Promise<{ getStaticPaths?: GetStaticPaths }>;
}

/** A route's pattern filled with one path's parameters, under its locale's prefix. */
export const fillRoute = (route: string, params: Readonly<Record<string, string | string[] | undefined>>, locale: string, defaultLocale: string): string => {
  const path = route.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, rest: string | undefined, name: string) => {
    const v = params[name];
    const parts = Array.isArray(v) ? v : [v ?? ''];
    return (rest ? parts : parts.slice(0, 1)).map(encodeURIComponent).join('/');
  });
  return locale === defaultLocale ? path : `/${locale}${path}`;
};

export const listDynamicPages = async (routes: readonly DynamicRoute[], locales: readonly string[], defaultLocale: string): Promise<string[]> => {
  const pages: string[] = [];
  for (const { route, load } of routes) {
    const { getStaticPaths } = await load();
    if (!getStaticPaths) continue;
    const { paths } = await getStaticPaths({ locales: [...locales], defaultLocale });
    for (const p of paths) {
      if (typeof p === 'string') pages.push(p);
      else for (const l of p.locale ? [p.locale] : locales) pages.push(fillRoute(route, p.params, l, defaultLocale));
    }
  }
  return [...new Set(pages)];
};
