// Texts of the product lists (SPEC 2.2), exactly as given.

/** Empty product list, on every list and on search. */
export const PRODUCTS_EMPTY_TEXT = 'Data Produk Belum Tersedia';

/** Header of the category, brand, type and new-product lists. */
export function productListSummary(total: number): string {
  return `Menampilkan ${total} produk ...`;
}

/** Header of the search results. */
export function searchResultSummary(total: number): string {
  return `Menampilkan ${total} produk dari hasil pencarian`;
}
