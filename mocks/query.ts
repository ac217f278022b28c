// List queries shared by every list handler: search, whitelisted sort, paging and totals
// (DECISIONS "API shape": admin `length` and public `limit`, both capped at 100).
import { readId } from '../src/lib/forms/ids.ts';
import {
  DEFAULT_ADMIN_PAGE_SIZE,
  DEFAULT_PUBLIC_PAGE_SIZE,
  MAX_PAGE_SIZE,
} from '../src/lib/forms/limits.ts';
import { msg } from './messages.ts';
import { invalid } from './respond.ts';

/** A sortable value of a row. */
export type SortValue = string | number | boolean | null;

/** How one resource is listed: its sort columns and the texts its search looks in. */
export interface ListSpec<T> {
  /** Whitelisted `sortBy` columns and how to read each from a row. */
  columns: Record<string, (row: T) => SortValue>;
  /** The texts a search matches (case-insensitive substring). */
  searchIn: (row: T) => (string | null)[];
}

function positiveInt(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  // openapi.yaml's parameter (a whole number up to 2147483647) was checked in route(); this reads it.
  const value = readId(raw);
  if (value === null) throw invalid({ [name]: msg.invalidNumber });
  return value;
}

/** The page number (1 when absent). */
export function pageParam(url: URL): number {
  return positiveInt(url, 'page', 1);
}

/** An optional `limit` capped at 100 (`undefined` when absent: all rows). */
export function optionalLimit(url: URL, fallback?: number): number | undefined {
  if (!url.searchParams.get('limit')) return fallback;
  return Math.min(positiveInt(url, 'limit', 1), MAX_PAGE_SIZE);
}

/** The trimmed lower-case search term, '' for none. */
export function searchTerm(url: URL): string {
  return (url.searchParams.get('search') ?? '').trim().toLowerCase();
}

/** Rows whose texts contain the term (all rows for an empty term). */
export function searchRows<T>(
  rows: readonly T[],
  term: string,
  searchIn: (row: T) => (string | null)[],
): T[] {
  if (!term) return [...rows];
  return rows.filter((row) => searchIn(row).some((text) => text?.toLowerCase().includes(term)));
}

/** Compares two sort values; nulls always go last. */
export function compareValues(a: SortValue, b: SortValue, order: 'asc' | 'desc'): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const result =
    typeof a === 'string' && typeof b === 'string'
      ? a.localeCompare(b, 'id', { sensitivity: 'base' })
      : Number(a) - Number(b);
  return order === 'asc' ? result : -result;
}

/** The `orderBy` direction, or a thrown 422. */
export function orderParam(url: URL, fallback: 'asc' | 'desc'): 'asc' | 'desc' {
  const raw = url.searchParams.get('orderBy');
  if (raw === null || raw === '') return fallback;
  if (raw !== 'asc' && raw !== 'desc') throw invalid({ orderBy: msg.invalidValue });
  return raw;
}

/** The `sortBy` column if whitelisted, `fallback` when absent, or a thrown 422. */
export function sortParam(url: URL, columns: readonly string[], fallback: string): string {
  const raw = url.searchParams.get('sortBy');
  if (raw === null || raw === '') return fallback;
  if (!columns.includes(raw)) throw invalid({ sortBy: msg.unknownSort });
  return raw;
}

/** The rows of one page. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/**
 * The rows an admin table query selects, in its order, before paging: the search, then the
 * whitelisted sort (default `id desc`) with id in the same direction as the tie-break (the
 * server's ORDER BY). The table pages these rows; an export answers all of them.
 */
export function sortedAdminRows<T extends { id: number }>(
  url: URL,
  rows: readonly T[],
  spec: ListSpec<T>,
): T[] {
  const sortBy = sortParam(url, Object.keys(spec.columns), 'id');
  const order = orderParam(url, 'desc');
  const read = spec.columns[sortBy] ?? ((row: T) => row.id);
  return searchRows(rows, searchTerm(url), spec.searchIn).sort(
    (a, b) => compareValues(read(a), read(b), order) || compareValues(a.id, b.id, order),
  );
}

/** An admin table query: the sorted rows of `sortedAdminRows`, one `length` page of them, and their total. */
export function adminList<T extends { id: number }>(
  url: URL,
  rows: readonly T[],
  spec: ListSpec<T>,
): { rows: T[]; total: number } {
  const page = pageParam(url);
  const length = Math.min(positiveInt(url, 'length', DEFAULT_ADMIN_PAGE_SIZE), MAX_PAGE_SIZE);
  const found = sortedAdminRows(url, rows, spec);
  return { rows: pageOf(found, page, length), total: found.length };
}

/** Public paging: `page` and `limit` (default 12, capped at 100). */
export function publicPage(url: URL): { page: number; limit: number } {
  return {
    page: pageParam(url),
    limit: Math.min(positiveInt(url, 'limit', DEFAULT_PUBLIC_PAGE_SIZE), MAX_PAGE_SIZE),
  };
}
