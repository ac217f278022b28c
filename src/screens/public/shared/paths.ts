// Paths of the public screens, from the named routes (src/lib/routes/routes.ts). The catalogue links
// (product, brand, category, type, search, chat) are CatalogLinks'; these are the other routes.
import { pathTo } from '@/lib/routes/routes.ts';

/** l-home. */
export const HOME_PATH = pathTo('l-home');

/** l-new-product. */
export const NEW_PRODUCT_PATH = pathTo('l-new-product');

/** l-news. */
export const NEWS_PATH = pathTo('l-news');

/** l-tentang-kami. */
export const ABOUT_PATH = pathTo('l-tentang-kami');

/** l-penawaran: the visitor's quote list. */
export const QUOTE_PATH = pathTo('l-penawaran');

/** l-news-detail: /news/{id}. */
export function newsHref(id: number): string {
  return pathTo('l-news-detail', { id });
}

/** Element ids on the home page that the top bar scrolls to (as the hash of '/'). */
export const HOME_TARGET = { brand: 'brand', category: 'kategori', gallery: 'galeri' } as const;

/** The home page with a section as its hash, e.g. '/#galeri'. */
export function homeSectionHref(target: string): string {
  return `${HOME_PATH}#${target}`;
}

/** A page number from the query (1 when absent or invalid). */
export function readPage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
