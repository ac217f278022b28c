import type { ReactNode } from 'react';
import type { DataTableQueryProps } from './useDataTableQuery.ts';

/** What every table row carries: its record id (the React key and the callbacks' subject). */
export interface DataTableRow {
  /** The record's id. */
  id: string | number;
}

/**
 * How a cell shows: 'text' by `render` (or the field named `key`), 'status' as the active switch,
 * 'email' as an address that wraps only after '@' or before '.', never inside a word.
 */
export type DataTableColumnKind = 'text' | 'status' | 'email';

/** One column of a DataTable. */
export interface DataTableColumn<Row extends DataTableRow> {
  /** Stable key of the column; also the row field shown when there is no `render`. */
  key: string;
  /** The header text ('Nama', 'STATUS'). */
  header: string;
  /** The API's sort column ('name', 'is_active'); the header becomes a sort button when set. */
  sortKey?: string;
  /** 'status' shows the row's active switch (or a badge without onToggle); 'email' wraps at '@'/'.'; 'text' by default. */
  kind?: DataTableColumnKind;
  /** The cell's content for a row; `index` is the 0-based index on the page. */
  render?: (row: Row, index: number) => ReactNode;
  /** Keeps the cell on one line (short values such as dates and prices). */
  isNoWrap?: boolean;
}

/** An extra item of the 'Aksi' menu, such as the user table's 'Reset Password'. */
export interface DataTableRowAction<Row extends DataTableRow> {
  /** Stable key of the item. */
  id: string;
  /** The item's text. */
  label: string;
  /** Called with the row when the item is chosen. */
  onSelect: (row: Row) => void;
  /** danger for destructive items. */
  tone?: 'default' | 'danger';
  /** Whether the item is offered for this row (every row when absent). */
  isShownFor?: (row: Row) => boolean;
}

/** What the selection bar can do to the selected rows. */
export type DataTableBulkAction = 'activate' | 'deactivate' | 'delete';

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
