// Texts of the search suggestions (ours: SPEC 2.1 names only the search box).

/** Suggestions show from this many typed characters (trimmed). */
export const SUGGEST_MIN_LENGTH = 2;

/** Visible and announced texts of the suggestion list. */
export const SUGGEST_TEXT = {
  listLabel: 'Saran pencarian',
  groups: { product: 'Produk', category: 'Kategori', brand: 'Brand' },
  loading: 'Mencari saran...',
  empty: (text: string) => `Tidak ada saran untuk “${text}”`,
  /** DECISIONS, third phase: a product found through another maker's code. */
  equivalent: (code: string) => `Padanan untuk ${code}`,
  searchAll: (text: string) => `Cari “${text}”`,
  count: (n: number) => `${n} saran tersedia. Gunakan panah atas dan bawah untuk memilih.`,
} as const;
