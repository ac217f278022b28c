export { DataTable } from './DataTable.tsx';
export {
  useDataTableQuery,
  useDataTableQueryFromAddress,
  useDataTableQueryInAddress,
} from './useDataTableQuery.ts';
export type { DataTableQueryProps, DataTableQueryState } from './useDataTableQuery.ts';
export {
  DEFAULT_QUERY,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  ariaSortOf,
  initialQuery,
  pageQuery,
  pageSizeQuery,
  searchQuery,
  sortQuery,
} from './dataTableQuery.ts';
export type { DataTableQuery, SortOrder } from './dataTableQuery.ts';
export { DATA_TABLE_TEXT } from './texts.ts';
export { defaultRowLabel } from './cells.tsx';
export type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableColumnKind,
  DataTableProps,
  DataTableRow,
  DataTableRowAction,
} from './types.ts';
export { EmailText, emailParts } from './EmailText.tsx';
