import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { rowNumber } from '../../lib/format/pagination.ts';
import {
  BodyRow,
  Caption,
  Cell,
  EmptyCell,
  HeaderCell,
  RowCheckbox,
  SortButton,
  SortIcon,
  Table,
} from './DataTable.styles.ts';
import { ariaSortOf } from './dataTableQuery.ts';
import type { DataTableQuery } from './dataTableQuery.ts';
import { DATA_TABLE_TEXT, selectRowLabel } from './texts.ts';
import type { DataTableColumn, DataTableRow } from './types.ts';
import type { RowSelection } from './useRowSelection.ts';

const SKELETON_ROWS = 5;

/** Props of TableView. */
export interface TableViewProps<Row extends DataTableRow> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /** The data columns between 'No' and 'Aksi'. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of this page (already empty after a failed load). */
  rows: readonly Row[];
  /** The applied query: page and size for the row numbers, sort for aria-sort. */
  query: DataTableQuery;
  /** Whether a load is running: sort clicks are ignored, skeletons show while there are no rows. */
  isLoading: boolean;
  /** Header of the row-number column ('No'; the type table says 'NO'). */
  numberHeader: string;
  /** Whether the 'Aksi' column is shown. */
  showActions: boolean;
  /** Called with a column's sortKey when its header is pressed. */
  onSort: (sortKey: string) => void;
  /** Renders one cell of a column for a row. */
  renderCell: (column: DataTableColumn<Row>, row: Row, index: number) => ReactNode;
  /** Renders a row's 'Aksi' menu. */
  renderActions: (row: Row) => ReactNode;
  /** The page's ticked rows; with it, a checkbox column comes first. */
  selection?: RowSelection<Row>;
  /** A row's name for its checkbox ('Pilih Silinder'). */
  getRowLabel: (row: Row) => string;
}

/** The header's checkbox: ticked when the whole page is, mixed when part of it is. */
function SelectAllCheckbox({
  selection,
  isDisabled,
}: {
  selection: RowSelection<DataTableRow>;
  isDisabled: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const { pageSelection } = selection;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = pageSelection === 'some';
  }, [pageSelection]);
  return (
    <RowCheckbox
      ref={ref}
      aria-label={DATA_TABLE_TEXT.selectAll}
      checked={pageSelection === 'all'}
      disabled={isDisabled}
      onChange={selection.toggleAll}
    />
  );
}

function ColumnHeader<Row extends DataTableRow>({
  column,
  query,
  isLoading,
  onSort,
}: Pick<TableViewProps<Row>, 'query' | 'isLoading' | 'onSort'> & { column: DataTableColumn<Row> }) {
  const isNarrow = column.kind === 'status' || Boolean(column.isNoWrap);
  const { sortKey } = column;
  if (!sortKey) {
    return (
      <HeaderCell scope="col" $isNarrow={isNarrow} $isShownOnPhone={false}>
        {column.header}
      </HeaderCell>
    );
  }
  const direction = ariaSortOf(query, sortKey);
  return (
    <HeaderCell scope="col" aria-sort={direction} $isNarrow={isNarrow} $isShownOnPhone>
      {/* aria-disabled, not disabled: focus stays put while a load runs, and the click is ignored. */}
      <SortButton
        type="button"
        aria-disabled={isLoading || undefined}
        onClick={() => onSort(sortKey)}
      >
        {column.header}
        <SortIcon aria-hidden="true">
          <span data-active={direction === 'ascending'}>
            <Icon name="chevron-down" size="small" />
          </span>
          <span data-active={direction === 'descending'}>
            <Icon name="chevron-down" size="small" />
          </span>
        </SortIcon>
      </SortButton>
    </HeaderCell>
  );
}

function SkeletonRows({ columnCount }: { columnCount: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <BodyRow key={row}>
      {Array.from({ length: columnCount }, (_, cell) => (
        <Cell key={cell} $isNoWrap={false} $part="data">
          <Skeleton />
        </Cell>
      ))}
    </BodyRow>
  ));
}

/** The <table> itself: caption, sortable headers, numbered rows, skeletons and the empty text. */
export function TableView<Row extends DataTableRow>(props: TableViewProps<Row>) {
  const { caption, columns, rows, query, isLoading, numberHeader, showActions, selection } = props;
  const columnCount = columns.length + (showActions ? 2 : 1) + (selection ? 1 : 0);
  const body =
    rows.length > 0 ? (
      rows.map((row, index) => (
        <BodyRow key={row.id}>
          {selection ? (
            <Cell $isNoWrap $part="select">
              <RowCheckbox
                aria-label={selectRowLabel(props.getRowLabel(row))}
                checked={selection.isSelected(row)}
                onChange={() => selection.toggle(row)}
              />
            </Cell>
          ) : null}
          {/* data-label: the header shown beside the value when the row is a phone card. */}
          <Cell $isNoWrap $part="number" data-label={numberHeader}>
            {rowNumber(query.page, query.length, index)}
          </Cell>
          {columns.map((column) => (
            <Cell
              key={column.key}
              $isNoWrap={column.kind === 'status' || Boolean(column.isNoWrap)}
              $part="data"
              data-label={column.header}
            >
              {props.renderCell(column, row, index)}
            </Cell>
          ))}
          {showActions ? (
            <Cell $isNoWrap $part="actions">
              {props.renderActions(row)}
            </Cell>
          ) : null}
        </BodyRow>
      ))
    ) : isLoading ? (
      <SkeletonRows columnCount={columnCount} />
    ) : (
      <tr>
        <EmptyCell colSpan={columnCount}>{DATA_TABLE_TEXT.empty}</EmptyCell>
      </tr>
    );
  return (
    <Table aria-busy={isLoading || undefined}>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          {selection ? (
            <HeaderCell scope="col" $isNarrow $isShownOnPhone>
              <SelectAllCheckbox
                selection={selection as unknown as RowSelection<DataTableRow>}
                isDisabled={rows.length === 0}
              />
            </HeaderCell>
          ) : null}
          <HeaderCell scope="col" $isNarrow $isShownOnPhone={false}>
            {numberHeader}
          </HeaderCell>
          {columns.map((column) => (
            <ColumnHeader
              key={column.key}
              column={column}
              query={query}
              isLoading={isLoading}
              onSort={props.onSort}
            />
          ))}
          {showActions ? (
            <HeaderCell scope="col" $isNarrow $isShownOnPhone={false}>
              {DATA_TABLE_TEXT.actions}
            </HeaderCell>
          ) : null}
        </tr>
      </thead>
      <tbody>{body}</tbody>
    </Table>
  );
}
