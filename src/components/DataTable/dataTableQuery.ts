// The state rules of an admin data table (SPEC 4 and 9) as pure functions, so that the hook, the
// table and the unit tests share one truth. Every function returns the same object when nothing
// changes, which lets callers skip a needless request.

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
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** How long the search waits after the last keystroke (SPEC 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** SPEC 9: page 1, 10 per page, sorted by id descending, no search. */
export const DEFAULT_QUERY: DataTableQuery = {
  page: 1,
  length: 10,
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
