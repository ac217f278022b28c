// Headings of the product lists (ours: SPEC 2.2 quotes only the summary and empty texts).

/** Which list a ProductList screen shows. */
import type { ProductListKind } from '../shared/pageData.ts';

export type { ProductListKind };

/** The h1 of each list. */
export const PRODUCT_LIST_TITLE: Record<ProductListKind, string> = {
  category: 'Kategori Produk',
  brand: 'Brand Produk',
  type: 'Tipe Produk',
  new: 'Produk Baru',
};

/** Shown for a brand with an empty description (SPEC 2.2). */
export const EMPTY_DESCRIPTION = '-';
