/** Named routes of DECISIONS.md: screens link by name, so a path changes in one place. */
export const routes = {
  'l-home': '/',
  'l-search': '/search',
  'l-brand': '/brand-produk',
  'l-kategori-produk': '/kategori-produk',
  'l-tipe': '/tipe-produk',
  'l-new-product': '/new-product',
  'l-detail-product': '/detail-product/:id',
  'l-news': '/news',
  'l-news-detail': '/news/:id',
  'l-tentang-kami': '/tentang-kami',
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
  const path = routes[name].replace(/:(\w+)/g, (_, key: string) => {
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
