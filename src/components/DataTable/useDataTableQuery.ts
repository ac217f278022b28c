import { useCallback, useMemo, useState } from 'react';
import { useDebouncedCallback } from '../../ui/hooks/useDebouncedCallback.ts';
import { SEARCH_DEBOUNCE_MS, initialQuery, searchQuery } from './dataTableQuery.ts';
import type { DataTableQuery } from './dataTableQuery.ts';

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

/**
 * The query state of one admin table (SPEC 4 and 9): page 1, 10 rows, id descending by default;
 * the search box text applies SEARCH_DEBOUNCE_MS after the last keystroke and then goes to page 1.
 * Sort, page-size and page rules live in dataTableQuery.ts and are applied by DataTable itself.
 */
export function useDataTableQuery(
  overrides: Partial<DataTableQuery> = {},
  debounceMs: number = SEARCH_DEBOUNCE_MS,
): DataTableQueryState {
  const [query, setQuery] = useState(() => initialQuery(overrides));
  const [searchText, setSearchText] = useState(query.search);

  // Applied against the newest query, so that a sort made while waiting is kept.
  const applySearch = useCallback((text: string) => {
    setQuery((current) => searchQuery(current, text.trim()));
  }, []);
  const debounced = useDebouncedCallback(applySearch, debounceMs);
  const { run: runSearch } = debounced;

  const onSearchTextChange = useCallback(
    (text: string) => {
      setSearchText(text);
      runSearch(text);
    },
    [runSearch],
  );
  const onQueryChange = useCallback((next: DataTableQuery) => setQuery(next), []);
  const goToFirstPage = useCallback(
    () => setQuery((current) => (current.page === 1 ? current : { ...current, page: 1 })),
    [],
  );

  const tableProps = useMemo(
    () => ({ query, onQueryChange, searchText, onSearchTextChange }),
    [query, onQueryChange, searchText, onSearchTextChange],
  );
  return { ...tableProps, tableProps, isSearchPending: debounced.isPending, goToFirstPage };
}
