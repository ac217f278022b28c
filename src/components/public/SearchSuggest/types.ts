// What the top-bar search suggests while a visitor types (GET product/suggest).

/** A suggested product: name, price and a small picture. */
export interface SuggestedProduct {
  /** Record id, for the detail link. */
  id: number;
  /** Full product name. */
  name: string;
  /** Price, or the lowest price of a range. */
  harga: number | string | null;
  /** Highest price of a range; a single price shows when empty or not above harga. */
  hargaAkhir?: number | string | null;
  /** The cover picture; null when the product has none. */
  image?: { path: string } | null;
  /** The other maker's part number the product was found by ('Padanan untuk …'), or null. */
  equivalent?: { brand: string; code: string } | null;
}

/** A suggested category or brand. */
export interface SuggestedName {
  /** Record id, for the list link. */
  id: number;
  /** Its name. */
  name: string;
}

/** One answer of the suggestions call, grouped. */
export interface SearchSuggestions {
  /** Matching products, best first. */
  products: ReadonlyArray<SuggestedProduct>;
  /** Matching categories. */
  categories: ReadonlyArray<SuggestedName>;
  /** Matching brands. */
  brands: ReadonlyArray<SuggestedName>;
}

/** The kinds of entry the suggestion list shows, in its order. */
export type SuggestionKind = 'product' | 'category' | 'brand' | 'search';
