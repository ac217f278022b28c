import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { lastPageOf } from '../../lib/pagination.ts';
import { ScrollBox, TableCard } from './DataTable.styles.ts';
import { QueryControls } from './QueryControls.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { RowActions } from './RowActions.tsx';
import { TableFooter, TableHeader } from './TableChrome.tsx';
import { TableView } from './TableView.tsx';
import { defaultRowLabel, renderCell } from './cells.tsx';
import { pageQuery, pageSizeQuery, sortQuery } from './dataTableQuery.ts';
import type { DataTableQuery } from './dataTableQuery.ts';
import { DATA_TABLE_TEXT, scrollRegionLabel } from './texts.ts';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableRow,
  DataTableRowAction,
} from './types.ts';
import { useRowSelection } from './useRowSelection.ts';
import type { DataTableQueryProps } from './useDataTableQuery.ts';

/** Props of DataTable; the query props come from useDataTableQuery (`{...table.tableProps}`). */
export interface DataTableProps<Row extends DataTableRow> extends DataTableQueryProps {
  /** The table's accessible name, e.g. 'Master tipe produk' (a visually hidden caption). */
  caption: string;
  /** Visible heading above the table (a title slot; a string renders as an h2). */
  title?: ReactNode;
  /** The data columns, shown between 'No' and 'Aksi'. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, as the list call answered. */
  rows: readonly Row[];
  /** The list call's meta.total: every matching row, on all pages. */
  total: number;
  /** Whether the list is loading: sorting is ignored, buttons wait, skeletons show when empty. */
  isLoading?: boolean;
  /** The list call's error: the table then shows no rows and a total of 0 (SPEC 4). */
  error?: unknown;
  /** The name of a row in accessible names ('Aksi Silinder'); name, title or '#id' by default. */
  getRowLabel?: (row: Row) => string;
  /** Whether a row is active, for 'status' columns; `row.isActive` by default. */
  getIsActive?: (row: Row) => boolean;
  /** Flips a row's active flag; resolve on success (toast), reject on failure (onReload). */
  onToggle?: (row: Row) => Promise<unknown>;
  /** Asks the parent to load the list again (after a failed toggle). */
  onReload?: () => void;
  /** The 'Tambah Data' button; without it there is no button. */
  onAdd?: () => void;
  /** More buttons in the header, before 'Tambah Data' ('Import' on products). */
  headerActions?: ReactNode;
  /** 'Aksi' → 'Edit'. */
  onEdit?: (row: Row) => void;
  /** 'Aksi' → 'Delete', called only after 'Ya, Hapus' in the confirmation. */
  onDelete?: (row: Row) => unknown;
  /** 'Aksi' → 'Detail' (products). */
  onDetail?: (row: Row) => void;
  /** More 'Aksi' items, before Edit ('Reset Password'). */
  rowActions?: readonly DataTableRowAction<Row>[];
  /** Header of the row-number column: 'No' by default. */
  numberHeader?: string;
  /**
   * Bulk actions: with it, a checkbox per row and a bar ('n dipilih', 'Aktifkan', 'Nonaktifkan',
   * 'Hapus'). Called with the ticked rows of the page, for 'delete' only after SPEC's
   * confirmation; the selection clears once it settles.
   */
  onBulkAction?: (action: DataTableBulkAction, rows: readonly Row[]) => Promise<unknown>;
}

/** Keeps the page inside the data: after deleting the last row of the last page, go back one. */
function usePageInRange(
  { query, onQueryChange }: DataTableQueryProps,
  lastPage: number,
  isSettled: boolean,
) {
  useEffect(() => {
    if (!isSettled || lastPage < 1 || query.page <= lastPage) return;
    onQueryChange(pageQuery(query, lastPage, lastPage));
  }, [query, onQueryChange, lastPage, isSettled]);
}

/**
 * The admin list table of SPEC 2.3, 4 and 9, controlled by its parent: the parent owns the query
 * (useDataTableQuery), loads rows for it and passes them in; the table turns clicks into new
 * queries by SPEC's rules, numbers rows across pages, and runs the row switch, the 'Aksi' menu
 * and the delete confirmation. It never knows a URL.
 */
export function DataTable<Row extends DataTableRow>(props: DataTableProps<Row>) {
  const { query, onQueryChange, isLoading = false, error } = props;
  const rowLabel = props.getRowLabel ?? defaultRowLabel;
  // SPEC 4: a failed load shows an empty table with a total of 0.
  const rows = error ? [] : props.rows;
  const total = error ? 0 : Math.max(0, props.total);
  const lastPage = lastPageOf(total, query.length);
  const { onEdit, onDelete, onDetail, rowActions } = props;
  const showActions = Boolean(onEdit || onDelete || onDetail || rowActions?.length);
  usePageInRange(props, lastPage, !isLoading && !error);
  const selection = useRowSelection(rows, query);
  const { onBulkAction } = props;

  const change = (next: DataTableQuery) => {
    if (next !== query) onQueryChange(next);
  };

  return (
    <TableCard aria-label={props.caption}>
      <TableHeader title={props.title} onAdd={props.onAdd} actions={props.headerActions} />
      <QueryControls
        pageSize={query.length}
        onPageSizeChange={(size) => change(pageSizeQuery(query, size))}
        searchText={props.searchText}
        onSearchTextChange={props.onSearchTextChange}
      />
      {onBulkAction ? (
        <SelectionBar
          count={selection.selectedRows.length}
          onAction={(action) =>
            onBulkAction(action, selection.selectedRows).finally(selection.clear)
          }
        />
      ) : null}
      {/* Focusable (WCAG 2.1.1): the table scrolls sideways on narrow screens, and its rows may
          hold nothing to Tab to (read-only tables, skeletons while loading). */}
      <ScrollBox role="region" aria-label={scrollRegionLabel(props.caption)} tabIndex={0}>
        <TableView
          caption={props.caption}
          columns={props.columns}
          rows={rows}
          query={query}
          isLoading={isLoading}
          numberHeader={props.numberHeader ?? DATA_TABLE_TEXT.number}
          showActions={showActions}
          selection={onBulkAction ? selection : undefined}
          getRowLabel={rowLabel}
          onSort={(sortKey) => change(sortQuery(query, sortKey, isLoading))}
          renderCell={(column, row, index) => renderCell(props, column, row, index)}
          renderActions={(row) => (
            <RowActions
              row={row}
              rowLabel={rowLabel(row)}
              onDetail={onDetail}
              onEdit={onEdit}
              onDelete={onDelete}
              extraActions={rowActions}
            />
          )}
        />
      </ScrollBox>
      <TableFooter
        caption={props.caption}
        query={query}
        shownCount={rows.length}
        total={total}
        isLoading={isLoading}
        onPageChange={(page) => change(pageQuery(query, page, lastPage))}
      />
    </TableCard>
  );
}
