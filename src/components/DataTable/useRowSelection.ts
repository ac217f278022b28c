import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DataTableQuery } from './dataTableQuery.ts';
import type { DataTableRow } from './types.ts';

/** Whether the page's rows are all, some or none selected (the header checkbox). */
export type PageSelection = 'none' | 'some' | 'all';

/** What useRowSelection answers. */
export interface RowSelection<Row extends DataTableRow> {
  /** The selected rows of this page, in table order. */
  selectedRows: readonly Row[];
  /** Whether a row is selected. */
  isSelected: (row: Row) => boolean;
  /** Selects or unselects one row. */
  toggle: (row: Row) => void;
  /** Selects every row of the page, or none when all were selected. */
  toggleAll: () => void;
  /** All, some or none of the page. */
  pageSelection: PageSelection;
  /** Unselects everything. */
  clear: () => void;
}

/**
 * The rows ticked on the current page. A selection never outlives its page: a page, size,
 * search or sort change clears it, and a row that left the page (deleted, filtered) drops out.
 */
export function useRowSelection<Row extends DataTableRow>(
  rows: readonly Row[],
  query: DataTableQuery,
): RowSelection<Row> {
  const [ids, setIds] = useState<ReadonlySet<Row['id']>>(() => new Set());
  const clear = useCallback(() => setIds(new Set()), []);
  const { page, length, search, sortBy, orderBy } = query;
  useEffect(clear, [clear, page, length, search, sortBy, orderBy]);

  const selectedRows = useMemo(() => rows.filter((row) => ids.has(row.id)), [rows, ids]);
  const pageSelection: PageSelection =
    selectedRows.length === 0 ? 'none' : selectedRows.length === rows.length ? 'all' : 'some';
  const toggle = useCallback((row: Row) => {
    setIds((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  }, []);
  const toggleAll = () =>
    setIds(pageSelection === 'all' ? new Set() : new Set(rows.map((row) => row.id)));
  return {
    selectedRows,
    isSelected: (row) => ids.has(row.id),
    toggle,
    toggleAll,
    pageSelection,
    clear,
  };
}
