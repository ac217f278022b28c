// The paths of the named routes: the web app's router, links and canonical URLs (app/) and the
// server's sitemap.xml (server/src/plugins/sitemap/) all take them from here, so no path is kept twice.

/** Named routes of DECISIONS.md: screens link by name, so a path changes in one place. */
export const routes = {
  'l-home': '/',
  'l-search': '/search',
  'l-bandingkan': '/bandingkan',
  'l-brand': '/brand-produk',
  'l-kategori-produk': '/kategori-produk',
  'l-tipe': '/tipe-produk',
  'l-new-product': '/new-product',
  'l-detail-product': '/detail-product/:id',
  'l-news': '/news',
  'l-news-detail': '/news/:id',
  'l-tentang-kami': '/tentang-kami',
  // DECISIONS "Added in the third phase": the visitor's quote list (issue 25).
  'l-penawaran': '/penawaran',
  // DECISIONS "Added in the fourth phase": the buyer's quotation behind its link (issue 35).
  'l-penawaran-lihat': '/penawaran/lihat/:token',
  login: '/login',
  '404': '/404',
} as const;

export type RouteName = keyof typeof routes;

/** Builds a path from a route name, its params and an optional query. */
export function pathTo(
  name: RouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  return fillPath(routes[name], name, params, query);
}

/**
 * Fills a route pattern's `:params` (encoded) and adds the query, leaving out empty values; `name`
 * only names the route in the error for a missing parameter. The admin table (adminRoutes.ts)
 * builds its paths with it too.
 */
export function fillPath(
  pattern: string,
  name: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * How each route's pages go into sitemap.xml: `once` (one page), `record` (one page per public
 * record, its id as the `:id` parameter or else the `id` query), or `null` (not listed: search
 * results, sign-in, the 404 page). Every route says which, so a new one cannot be forgotten.
 */
export const SITEMAP_ROUTES = {
  'l-home': 'once',
  'l-new-product': 'once',
  'l-news': 'once',
  'l-tentang-kami': 'once',
  'l-brand': 'record',
  'l-kategori-produk': 'record',
  'l-tipe': 'record',
  'l-detail-product': 'record',
  'l-news-detail': 'record',
  'l-search': null,
  'l-bandingkan': null,
  'l-penawaran': null,
  'l-penawaran-lihat': null,
  login: null,
  '404': null,
} as const satisfies Record<RouteName, 'once' | 'record' | null>;

type SitemapKind<K> = {
  [N in RouteName]: (typeof SITEMAP_ROUTES)[N] extends K ? N : never;
}[RouteName];
/** Routes listed once in the sitemap. */
export type SitemapPageRoute = SitemapKind<'once'>;
/** Routes listed once per public record. */
export type SitemapRecordRoute = SitemapKind<'record'>;

/** The path of the page of `route` showing the record `id`. */
export function recordPath(route: SitemapRecordRoute, id: number): string {
  return routes[route].includes(':id') ? pathTo(route, { id }) : pathTo(route, {}, { id });
}
