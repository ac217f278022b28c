import type { ReactNode } from 'react';

/** What every table row carries: its record id (the React key and the callbacks' subject). */
export interface DataTableRow {
  /** The record's id. */
  id: string | number;
}

/** How a cell shows: 'text' by `render` (or the field named `key`), 'status' as the active switch. */
export type DataTableColumnKind = 'text' | 'status';

/** One column of a DataTable. */
export interface DataTableColumn<Row extends DataTableRow> {
  /** Stable key of the column; also the row field shown when there is no `render`. */
  key: string;
  /** The header text ('Nama', 'STATUS'). */
  header: string;
  /** The API's sort column ('name', 'is_active'); the header becomes a sort button when set. */
  sortKey?: string;
  /** 'status' shows the row's active switch (or a badge without onToggle); 'text' by default. */
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
}

/** What the selection bar can do to the selected rows. */
export type DataTableBulkAction = 'activate' | 'deactivate' | 'delete';
