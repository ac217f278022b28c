// Product search as the rest of the server sees it: one interface, two implementations that rank
// by the same rules (issue 11): the in-process index (in-process/) and SQL (sql/). Neither knows
// HTTP: a search refused because too many wait is a SearchBusy, which the route answers 503.
import type { SpecFacet } from '#domain/spec/specFacets.ts';
import type { SpecQueryFilter } from '#domain/spec/specQuery.ts';
import type { ProductSummary } from './summaries.ts';

export type { ProductSummary };

export interface SearchFilter {
  category?: number;
  brand?: number;
  type?: number;
  /** Specification filters as the query wrote them (each implementation resolves them against its attributes). */
  spec?: SpecQueryFilter[];
}

export type SortColumn = 'created_at' | 'urutan' | 'name' | 'harga';

export interface SearchRequest extends SearchFilter {
  text: string;
  offset: number;
  size: number;
  sortBy?: SortColumn;
  orderBy?: 'asc' | 'desc';
  /** Count matches per category and brand (default true; suggestions need none). */
  facets?: boolean;
}

/** Whether a list is narrowed by a type, category or brand (then it answers facets). */
export const narrowed = (filter: SearchFilter) =>
  Boolean(filter.category || filter.brand || filter.type);

/** A public list page: no words; SPEC order when no sortBy. */
export interface ListRequest extends SearchFilter {
  offset: number;
  size: number;
  sortBy?: SortColumn;
  orderBy?: 'asc' | 'desc';
}

export interface FacetCount {
  id: number;
  name: string;
  count: number;
}

export interface Facets {
  category: FacetCount[];
  brand: FacetCount[];
  /** The active filter attributes of the matched products' types (src/lib/spec/specFacets.ts). */
  spec: SpecFacet[];
}

export interface SearchPage {
  rows: ProductSummary[];
  total: number;
  facets: Facets;
}

export interface ListPage {
  rows: ProductSummary[];
  total: number;
  /** When a type, category or brand narrows the list. */
  facets?: Facets;
}

export interface Suggestions {
  products: {
    id: number;
    name: string;
    harga: number;
    hargaAkhir: number | null;
    image: { path: string } | null;
    /** The other maker's code the product was found through ('Padanan untuk <code>'). */
    equivalent: { brand: string; code: string } | null;
  }[];
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
}

export interface ProductSearch {
  /** Visible products matching every word, in rank order (or `sortBy`), with the exact total and facets. */
  search(request: SearchRequest): Promise<SearchPage>;
  /** Visible products of a filter, without words. */
  list(request: ListRequest): Promise<ListPage>;
  /** The search box: the best products and the active categories and brands whose names match. */
  suggest(text: string, limit: number): Promise<Suggestions>;
}

/** Too many searches wait for their turn: try again shortly (the HTTP edge answers 503 + Retry-After). */
export class SearchBusy extends Error {
  constructor() {
    super('too many searches waiting');
    this.name = 'SearchBusy';
  }
}

/** What /readyz reports of search: `indexing` until the index is built, then `ready`. */
export type SearchReadiness = 'indexing' | 'ready';

export const NO_FACETS: Facets = { category: [], brand: [], spec: [] };
