// Paths of the public screens (DECISIONS "Routes and names"). The catalogue links (product,
// brand, category, type, search, chat) are CatalogLinks'; these are the other named routes.

/** l-home. */
export const HOME_PATH = '/';

/** l-new-product. */
export const NEW_PRODUCT_PATH = '/new-product';

/** l-news. */
export const NEWS_PATH = '/news';

/** l-tentang-kami. */
export const ABOUT_PATH = '/tentang-kami';

/** l-news-detail: /news/{id}. */
export function newsHref(id: number): string {
  return `${NEWS_PATH}/${encodeURIComponent(String(id))}`;
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
