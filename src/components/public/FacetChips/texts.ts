// Texts of the search facets (ours: SPEC 2.2 shows none).

/** Visible and announced texts of the facet chips. */
export const FACET_TEXT = {
  all: 'Semua',
  products: 'produk',
  category: 'Kategori',
  brand: 'Brand',
  regionLabel: 'Saring hasil pencarian',
} as const;
