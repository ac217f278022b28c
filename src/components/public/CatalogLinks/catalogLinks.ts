// Default paths of the public catalogue (DECISIONS "Routes and names"). Components take these as
// overridable callbacks, so the app can build them from its named routes instead.

/** Builds the path of one record's page from its id. */
export type HrefById = (id: number) => string;

/** Product detail page: /detail-product/{id} (l-detail-product). */
export const productHref: HrefById = (id) => `/detail-product/${encodeURIComponent(String(id))}`;

/** Product list of one brand: /brand-produk?id= (l-brand). */
export const brandHref: HrefById = (id) => `/brand-produk?id=${encodeURIComponent(String(id))}`;

/** Product list of one category: /kategori-produk?id= (l-kategori-produk). */
export const categoryHref: HrefById = (id) =>
  `/kategori-produk?id=${encodeURIComponent(String(id))}`;

/** Product list of one type: /tipe-produk?id= (l-tipe). */
export const typeHref: HrefById = (id) => `/tipe-produk?id=${encodeURIComponent(String(id))}`;

/** The search results page (l-search). */
export const SEARCH_PATH = '/search';

/** Search results: /search?search= (l-search). */
export function searchHref(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ search: text }).toString()}`;
}

/** The chat link of DECISIONS: https://wa.me/<phone>?text=<url-encoded message>. */
export function chatHref(phone: string, message: string): string {
  return `https://wa.me/${encodeURIComponent(phone)}?text=${encodeURIComponent(message)}`;
}
