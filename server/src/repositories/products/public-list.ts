// The public catalogue: visible products only (products.is_public, kept by triggers), filtered by
// category, brand or type, in SPEC's order, searched or not. Product search (server/src/search/)
// answers all of it, from its index or from SQL, whichever is serving.
import type { SpecQueryFilter } from '#domain/spec/specQuery.ts';
import type { ProductSearch } from '../../search/product-search.ts';

export interface PublicProductQuery {
  page: number;
  size: number;
  offset: number;
  category?: number;
  brand?: number;
  type?: number;
  search: string;
  sortBy?: 'created_at' | 'urutan' | 'name' | 'harga';
  orderBy?: 'asc' | 'desc';
  /** Specification filters (src/lib/spec/specFilters.ts readSpecQuery). */
  spec?: SpecQueryFilter[];
}

export async function listPublicProducts(search: ProductSearch, q: PublicProductQuery) {
  const { offset, size, category, brand, type, sortBy, orderBy, spec } = q;
  if (!q.search) return search.list({ offset, size, category, brand, type, sortBy, orderBy, spec });
  return search.search({
    offset,
    size,
    category,
    brand,
    type,
    sortBy,
    orderBy,
    spec,
    text: q.search,
  });
}

/** The search box's suggestions: the best products and the matching category and brand names, from 2 characters. */
export async function suggestPublic(search: ProductSearch, text: string, limit: number) {
  if (text.length < 2) return { products: [], categories: [], brands: [] };
  return search.suggest(text, limit);
}
