import { matchPath } from 'react-router-dom';
import { routes } from '../routes.ts';

/** The `<page>` part of each public route's title, `<page> | <product name>` (DECISIONS). */
export const PAGE_TITLES = {
  home: 'Home',
  about: 'Tentang Kami',
  category: 'Kategori Produk',
  brand: 'Brand Produk',
  type: 'Tipe Produk',
  newProduct: 'Produk Baru',
  search: 'Pencarian',
  detail: 'Detail Produk',
  news: 'News',
  newsDetail: 'Detail News',
  notFound: '404 Not Found',
} as const;

/** Each public route's path and its `<page>` title, for pages rendered on the server. */
const PUBLIC_PAGES: ReadonlyArray<readonly [path: string, title: string]> = [
  [routes['l-home'], PAGE_TITLES.home],
  [routes['l-tentang-kami'], PAGE_TITLES.about],
  [routes['l-kategori-produk'], PAGE_TITLES.category],
  [routes['l-brand'], PAGE_TITLES.brand],
  [routes['l-tipe'], PAGE_TITLES.type],
  [routes['l-new-product'], PAGE_TITLES.newProduct],
  [routes['l-search'], PAGE_TITLES.search],
  [routes['l-detail-product'], PAGE_TITLES.detail],
  [routes['l-news'], PAGE_TITLES.news],
  [routes['l-news-detail'], PAGE_TITLES.newsDetail],
  [routes['404'], PAGE_TITLES.notFound],
];

/** The `<page>` title of a public path, or null when no public route matches it (→ /404). */
export function publicPageTitle(pathname: string): string | null {
  return PUBLIC_PAGES.find(([path]) => matchPath(path, pathname))?.[1] ?? null;
}
