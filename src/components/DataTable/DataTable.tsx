import { useEffect } from 'react';
import { lastPageOf } from '../../lib/format/pagination.ts';
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
import type { DataTableRow } from './types.ts';
import { useRowSelection } from './useRowSelection.ts';
import type { DataTableQueryProps } from './useDataTableQuery.ts';
import type { DataTableProps } from './types.ts';

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
