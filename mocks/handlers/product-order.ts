// Public product ordering and filtering (DECISIONS "API shape"): urutan ascending with empty last,
// then newest; `sortBy=created_at` newest first; a search ranks by relevance.
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { compareValues, orderParam, pageOf, publicPage, searchTerm, sortParam } from '../query.ts';
import type { SortValue } from '../query.ts';
import { invalid } from '../respond.ts';
import type { ProductRow } from '../rows.ts';
import { isPubliclyVisible } from '../views.ts';

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

function nameOf(rows: readonly { id: number; name: string }[], id: number): string {
  return rows.find((row) => row.id === id)?.name.toLowerCase() ?? '';
}

/** 3 for a name that starts with the term, 2 for one that contains it, 1 for a brand, category or type match. */
function relevance(row: ProductRow, term: string): number {
  const name = row.name.toLowerCase();
  if (name.startsWith(term)) return 3;
  if (name.includes(term)) return 2;
  const related = [
    nameOf(db.brands, row.brandId),
    nameOf(db.categories, row.categoryId),
    nameOf(db.types, row.typeId),
  ];
  return related.some((text) => text.includes(term)) ? 1 : 0;
}

function idFilter(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return null;
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw invalid({ [name]: msg.invalidId });
  return Number(raw);
}

/** The public `GET product` query: filters, search, order and paging. */
export function publicProductList(url: URL): { rows: ProductRow[]; total: number } {
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
      (!term || relevance(row, term) > 0),
  );
  rows = publicProductOrder(rows);
  const read = columns[sortBy];
  if (read) rows.sort((a, b) => compareValues(read(a), read(b), order) || newestFirst(a, b));
  else if (term) rows.sort((a, b) => relevance(b, term) - relevance(a, term));
  return { rows: pageOf(rows, page, limit), total: rows.length };
}
