// Public product ordering and filtering (DECISIONS "API shape"): urutan ascending with empty last,
// then newest; `sortBy=created_at` newest first; a search ranks by relevance (product-search.ts).
import { readId } from '../../src/lib/ids.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { compareValues, orderParam, pageOf, publicPage, searchTerm, sortParam } from '../query.ts';
import type { SortValue } from '../query.ts';
import { invalid } from '../respond.ts';
import type { ProductRow } from '../rows.ts';
import { isPubliclyVisible } from '../views.ts';
import { facetsOf, searchTier } from './product-search.ts';

const columns: Record<string, (row: ProductRow) => SortValue> = {
  created_at: (row) => row.createdAt,
  urutan: (row) => row.urutan,
  name: (row) => row.name,
  harga: (row) => row.harga,
};

function newestFirst(a: ProductRow, b: ProductRow): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** Rows in the default public order. */
export function publicProductOrder(rows: readonly ProductRow[]): ProductRow[] {
  return [...rows].sort((a, b) => compareValues(a.urutan, b.urutan, 'asc') || newestFirst(a, b));
}

function idFilter(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return null;
  // openapi.yaml's parameter (1 to 2147483647) was checked in route(); this reads it.
  const id = readId(raw);
  if (id === null) throw invalid({ [name]: msg.invalidId });
  return id;
}

/** The public `GET product` query: filters, search, order and paging. */
export function publicProductList(url: URL): {
  rows: ProductRow[];
  total: number;
  facets?: ReturnType<typeof facetsOf>;
} {
  const { page, limit } = publicPage(url);
  const category = idFilter(url, 'category');
  const brand = idFilter(url, 'brand');
  const type = idFilter(url, 'type');
  const term = searchTerm(url);
  const sortBy = sortParam(url, Object.keys(columns), '');
  const order = orderParam(url, sortBy === 'created_at' ? 'desc' : 'asc');
  let rows = db.products.filter(
    (row) =>
      isPubliclyVisible(row) &&
      (category === null || row.categoryId === category) &&
      (brand === null || row.brandId === brand) &&
      (type === null || row.typeId === type) &&
      (!term || searchTier(row, term) > 0),
  );
  rows = publicProductOrder(rows);
  const read = columns[sortBy];
  if (read) rows.sort((a, b) => compareValues(read(a), read(b), order) || newestFirst(a, b));
  else if (term) rows.sort((a, b) => searchTier(b, term) - searchTier(a, term));
  const page_ = pageOf(rows, page, limit);
  return term
    ? { rows: page_, total: rows.length, facets: facetsOf(rows) }
    : { rows: page_, total: rows.length };
}
