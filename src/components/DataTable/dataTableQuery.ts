// The state rules of an admin data table (SPEC 4 and 9) as pure functions, so that the hook, the
// table and the unit tests share one truth. Every function returns the same object when nothing
// changes, which lets callers skip a needless request.
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@/lib/forms/limits.ts';

/** Sort direction, as the API's `orderBy` takes it. */
export type SortOrder = 'asc' | 'desc';

/** What an admin list call is asked for: the API's query parameters (DECISIONS.md). */
export interface DataTableQuery {
  /** The page shown, 1-based. */
  page: number;
  /** Rows per page: one of PAGE_SIZES. */
  length: number;
  /** The applied search text (after the debounce); '' for none. */
  search: string;
  /** The sort column as the API names it (e.g. 'name', 'is_active'). */
  sortBy: string;
  /** The sort direction. */
  orderBy: SortOrder;
}

/** The page-size choices of SPEC 9. */
export const PAGE_SIZES: readonly number[] = ADMIN_PAGE_SIZES;

/** How long the search waits after the last keystroke (SPEC 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** SPEC 9: page 1, 10 per page, sorted by id descending, no search. */
export const DEFAULT_QUERY: DataTableQuery = {
  page: 1,
  length: DEFAULT_ADMIN_PAGE_SIZE,
  search: '',
  sortBy: 'id',
  orderBy: 'desc',
};

/** The default query with the caller's changes on top. */
export function initialQuery(overrides: Partial<DataTableQuery> = {}): DataTableQuery {
  return { ...DEFAULT_QUERY, ...overrides };
}

/**
 * A click on a sortable column (SPEC 4): another column sorts ascending; the same column flips
 * asc → desc and desc → asc; any sort goes back to page 1; while loading the click is ignored.
 */
export function sortQuery(
  query: DataTableQuery,
  sortKey: string,
  isLoading = false,
): DataTableQuery {
  if (isLoading) return query;
  const orderBy: SortOrder = query.sortBy === sortKey && query.orderBy === 'asc' ? 'desc' : 'asc';
  return { ...query, sortBy: sortKey, orderBy, page: 1 };
}

/** A new search text (already debounced): page 1; the same text changes nothing. */
export function searchQuery(query: DataTableQuery, search: string): DataTableQuery {
  if (search === query.search) return query;
  return { ...query, search, page: 1 };
}

/** A new page size: page 1; a size outside PAGE_SIZES or the current one changes nothing. */
export function pageSizeQuery(query: DataTableQuery, length: number): DataTableQuery {
  if (length === query.length || !PAGE_SIZES.includes(length)) return query;
  return { ...query, length, page: 1 };
}

/** Another page; clamped to 1 and, when known, to the last page. */
export function pageQuery(query: DataTableQuery, page: number, lastPage?: number): DataTableQuery {
  const upper = lastPage === undefined || lastPage < 1 ? Number.POSITIVE_INFINITY : lastPage;
  const next = Math.min(Math.max(1, Math.floor(page) || 1), upper);
  if (next === query.page) return query;
  return { ...query, page: next };
}

/** The aria-sort of a column header: how the table is sorted by `sortKey` now. */
export function ariaSortOf(
  query: DataTableQuery,
  sortKey: string,
): 'ascending' | 'descending' | 'none' {
  if (query.sortBy !== sortKey) return 'none';
  return query.orderBy === 'asc' ? 'ascending' : 'descending';
}

/** The address parameters of a table's query, each with the table's prefix ('' on a list screen). */
const QUERY_PARAMS = ['page', 'length', 'search', 'sortBy', 'orderBy'] as const;

/** What a table may read from an address: its sortable columns (anything else falls back to SPEC 9's id). */
export interface AddressQueryOptions {
  /** Put before every parameter name, so that two tables on one page keep apart ('produk.'). */
  prefix?: string;
  /** The sort columns the table offers besides `id`; an unknown one in the address is ignored. */
  sortKeys?: readonly string[];
}

/**
 * The query an address asks for (`?page=3&length=25&search=sil&sortBy=name&orderBy=asc`): a
 * shared or reloaded link shows the same table. Missing or unusable values take SPEC 9's defaults,
 * so a hand-edited address never makes the list call fail.
 */
export function queryFromParams(
  params: URLSearchParams,
  options: AddressQueryOptions = {},
): DataTableQuery {
  const prefix = options.prefix ?? '';
  const read = (name: (typeof QUERY_PARAMS)[number]) => params.get(`${prefix}${name}`);
  const page = Number(read('page'));
  const length = Number(read('length'));
  const sortBy = read('sortBy') ?? '';
  const orderBy = read('orderBy');
  const isKnownSort = sortBy === DEFAULT_QUERY.sortBy || (options.sortKeys ?? []).includes(sortBy);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 2147483647 ? page : DEFAULT_QUERY.page,
    length: PAGE_SIZES.includes(length) ? length : DEFAULT_QUERY.length,
    search: (read('search') ?? '').trim().slice(0, 200),
    sortBy: isKnownSort ? sortBy : DEFAULT_QUERY.sortBy,
    orderBy: orderBy === 'asc' || orderBy === 'desc' ? orderBy : DEFAULT_QUERY.orderBy,
  };
}

/**
 * `params` with the table's query written in: only values that differ from SPEC 9's defaults, so
 * a fresh table keeps a clean address; other parameters are kept.
 */
export function paramsWithQuery(
  params: URLSearchParams,
  query: DataTableQuery,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of QUERY_PARAMS) {
    const value = String(query[name]);
    if (value === String(DEFAULT_QUERY[name])) next.delete(`${prefix}${name}`);
    else next.set(`${prefix}${name}`, value);
  }
  return next;
}
