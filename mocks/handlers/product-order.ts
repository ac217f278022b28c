// Public product ordering and filtering (DECISIONS "API shape"): urutan ascending with empty last,
// then newest; `sortBy=created_at` newest first; a search ranks by relevance (product-search.ts).
import { normalisePartCode } from '../../src/lib/spec/equivalents.ts';
import { readId } from '../../src/lib/forms/ids.ts';
import { specFacets } from '../../src/lib/spec/specFacets.ts';
import {
  passesSpecFilter,
  resolveSpecFilters,
  type SpecFilter,
} from '../../src/lib/spec/specFilters.ts';
import { readSpecQuery } from '../../src/lib/spec/specQuery.ts';
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

/** The spec filters of a URL (`spec[3]=a,b`, `spec[3][min]=1`), by the server's rules; 422 as it answers. */
function specFilters(url: URL): SpecFilter[] {
  const query: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys()))
    if (key.startsWith('spec[')) query[key] = url.searchParams.getAll(key);
  const { filters, errors } = readSpecQuery(query);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return resolveSpecFilters(filters, (id) => db.specAttributes.find((row) => row.id === id));
}

const specsOf = (row: ProductRow) => new Map(row.specValues.map(({ id, value }) => [id, value]));

/** Whether a search text names one of the product's equivalent codes (it then ranks first). */
const namesEquivalent = (row: ProductRow, code: string) =>
  code !== '' && row.equivalents.some((item) => normalisePartCode(item.code) === code);

/** The equivalent a search text names, for a suggestion ('Padanan untuk <code>'); null when none. */
export function equivalentNamed(
  row: ProductRow,
  term: string,
): { brand: string; code: string } | null {
  const code = normalisePartCode(term);
  const found = row.equivalents.find(
    (item) => code !== '' && normalisePartCode(item.code) === code,
  );
  return found ? { brand: found.brand, code: found.code } : null;
}

/** The public `GET product` query: filters, search, spec filters, order and paging. */
export function publicProductList(url: URL): {
  rows: ProductRow[];
  total: number;
  facets?: ReturnType<typeof facetsOf> & { spec: ReturnType<typeof specFacets> };
} {
  const { page, limit } = publicPage(url);
  const category = idFilter(url, 'category');
  const brand = idFilter(url, 'brand');
  const type = idFilter(url, 'type');
  const term = searchTerm(url);
  const code = normalisePartCode(term);
  const filters = specFilters(url);
  const sortBy = sortParam(url, Object.keys(columns), '');
  const order = orderParam(url, sortBy === 'created_at' ? 'desc' : 'asc');
  const tier = (row: ProductRow) => (namesEquivalent(row, code) ? 99 : searchTier(row, term));
  const base = db.products.filter(
    (row) =>
      isPubliclyVisible(row) &&
      (category === null || row.categoryId === category) &&
      (brand === null || row.brandId === brand) &&
      (type === null || row.typeId === type) &&
      (!term || tier(row) > 0),
  );
  let rows = base.filter((row) => {
    const specs = specsOf(row);
    return filters.every((filter) => passesSpecFilter(specs.get(filter.id), filter));
  });
  rows = publicProductOrder(rows);
  const read = columns[sortBy];
  if (read) rows.sort((a, b) => compareValues(read(a), read(b), order) || newestFirst(a, b));
  else if (term) rows.sort((a, b) => tier(b) - tier(a));
  const page_ = pageOf(rows, page, limit);
  if (!term && category === null && brand === null && type === null)
    return { rows: page_, total: rows.length };
  const spec = specFacets(
    base.map((row) => ({ typeId: row.typeId, specs: specsOf(row) })),
    db.specAttributes,
    filters,
  );
  return { rows: page_, total: rows.length, facets: { ...facetsOf(rows), spec } };
}
