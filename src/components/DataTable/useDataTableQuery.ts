import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedCallback } from '../../ui/hooks/useDebouncedCallback.ts';
import {
  SEARCH_DEBOUNCE_MS,
  initialQuery,
  paramsWithQuery,
  queryFromParams,
  searchQuery,
} from './dataTableQuery.ts';
import type { AddressQueryOptions, DataTableQuery } from './dataTableQuery.ts';

/** The props a DataTable takes from useDataTableQuery (spread them: `{...table.tableProps}`). */
export interface DataTableQueryProps {
  /** The applied query: what the list call asks for. */
  query: DataTableQuery;
  /** Applies a new query at once (sort, page, page size). */
  onQueryChange: (next: DataTableQuery) => void;
  /** What the search box shows; it reaches `query.search` only after the debounce. */
  searchText: string;
  /** Called on every keystroke in the search box. */
  onSearchTextChange: (text: string) => void;
}

/** What useDataTableQuery returns. */
export interface DataTableQueryState extends DataTableQueryProps {
  /** Everything DataTable needs from this hook, to spread into it. */
  tableProps: DataTableQueryProps;
  /** Whether typed search text is still waiting for its debounce. */
  isSearchPending: boolean;
  /** Back to page 1 with the same search and sort (after a save, SPEC 4). */
  goToFirstPage: () => void;
}

/** Where a table's query lives: its current value and a way to change it from the newest one. */
type QueryStore = [DataTableQuery, (change: (current: DataTableQuery) => DataTableQuery) => void];

/** The debounced search box and the table callbacks over any query store. */
function useQueryOver([query, update]: QueryStore, debounceMs: number): DataTableQueryState {
  const [searchText, setSearchText] = useState(query.search);
  // The address may change the search by itself (Back, a link): the box follows it.
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setSearchText(query.search);
  }

  // Applied against the newest query, so that a sort made while waiting is kept.
  const applySearch = useCallback(
    (text: string) => update((current) => searchQuery(current, text.trim())),
    [update],
  );
  const debounced = useDebouncedCallback(applySearch, debounceMs);
  const { run: runSearch } = debounced;

  const onSearchTextChange = useCallback(
    (text: string) => {
      setSearchText(text);
      runSearch(text);
    },
    [runSearch],
  );
  const onQueryChange = useCallback((next: DataTableQuery) => update(() => next), [update]);
  const goToFirstPage = useCallback(
    () => update((current) => (current.page === 1 ? current : { ...current, page: 1 })),
    [update],
  );

  const tableProps = useMemo(
    () => ({ query, onQueryChange, searchText, onSearchTextChange }),
    [query, onQueryChange, searchText, onSearchTextChange],
  );
  return { ...tableProps, tableProps, isSearchPending: debounced.isPending, goToFirstPage };
}

/**
 * The query state of one admin table (SPEC 4 and 9), held by the component: page 1, 10 rows, id
 * descending by default; the search box text applies SEARCH_DEBOUNCE_MS after the last keystroke
 * and then goes to page 1. Sort, page-size and page rules live in dataTableQuery.ts and are
 * applied by DataTable itself.
 */
export function useDataTableQuery(
  overrides: Partial<DataTableQuery> = {},
  debounceMs: number = SEARCH_DEBOUNCE_MS,
): DataTableQueryState {
  const [query, setQuery] = useState(() => initialQuery(overrides));
  return useQueryOver([query, setQuery], debounceMs);
}

/**
 * The table query the address holds now, read only: what a table kept by
 * useDataTableQueryInAddress with the same options shows (an export of those rows, for example).
 */
export function useDataTableQueryFromAddress(options: AddressQueryOptions = {}): DataTableQuery {
  const { prefix = '', sortKeys } = options;
  const [params] = useSearchParams();
  const sortKeyList = (sortKeys ?? []).join(',');
  return useMemo(
    () => queryFromParams(params, { prefix, sortKeys: sortKeyList.split(',') }),
    [params, prefix, sortKeyList],
  );
}

/**
 * The same table state kept in the address (`?page=3&length=25&search=…&sortBy=name&orderBy=asc`),
 * so that a reload, Back and a shared link show the same rows. Changes replace the current
 * history entry: Back leaves the table instead of stepping through its pages, and a page the
 * table corrects (past the last one) leaves no entry to come back to.
 */
export function useDataTableQueryInAddress(
  options: AddressQueryOptions = {},
  debounceMs: number = SEARCH_DEBOUNCE_MS,
): DataTableQueryState {
  const { prefix = '' } = options;
  const [params, setParams] = useSearchParams();
  const query = useDataTableQueryFromAddress(options);
  const update = useCallback(
    (change: (current: DataTableQuery) => DataTableQuery) => {
      const next = change(query);
      if (next !== query) setParams(paramsWithQuery(params, next, prefix), { replace: true });
    },
    [query, params, setParams, prefix],
  );
  return useQueryOver([query, update], debounceMs);
}
