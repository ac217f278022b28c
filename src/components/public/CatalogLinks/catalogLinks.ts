// Default paths of the public catalogue, built from the named routes (src/lib/routes/routes.ts).
// Components take these as overridable callbacks.
import { pathTo } from '../../../lib/routes/routes.ts';

/** Builds the path of one record's page from its id. */
export type HrefById = (id: number) => string;

/** Product detail page: /detail-product/{id} (l-detail-product). */
export const productHref: HrefById = (id) => pathTo('l-detail-product', { id });

/** Product list of one brand: /brand-produk?id= (l-brand). */
export const brandHref: HrefById = (id) => pathTo('l-brand', {}, { id });

/** Product list of one category: /kategori-produk?id= (l-kategori-produk). */
export const categoryHref: HrefById = (id) => pathTo('l-kategori-produk', {}, { id });

/** Product list of one type: /tipe-produk?id= (l-tipe). */
export const typeHref: HrefById = (id) => pathTo('l-tipe', {}, { id });

/** The search results page (l-search). */
export const SEARCH_PATH = pathTo('l-search');

/** Search results: /search?search= (l-search). */
export function searchHref(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ search: text }).toString()}`;
}

/** The chat link of DECISIONS: https://wa.me/<phone>?text=<url-encoded message>. */
export function chatHref(phone: string, message: string): string {
  return `https://wa.me/${encodeURIComponent(phone)}?text=${encodeURIComponent(message)}`;
}

/** The comparison of products side by side: /bandingkan?id=1,2,3 (l-bandingkan). */
export function compareHref(ids: readonly number[]): string {
  // Written by hand: URLSearchParams would send the commas as %2C, and the address is shared.
  const path = pathTo('l-bandingkan');
  return ids.length > 0 ? `${path}?id=${ids.join(',')}` : path;
}
