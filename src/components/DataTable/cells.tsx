import type { ReactNode } from 'react';
import { EmailText } from './EmailText.tsx';
import { RowStatus } from './RowStatus.tsx';
import type { DataTableColumn, DataTableProps, DataTableRow } from './types.ts';

/** A row's name in accessible names when the parent gives none: name, title, else '#id'. */
export function defaultRowLabel(row: DataTableRow): string {
  const named = row as { name?: unknown; title?: unknown };
  if (typeof named.name === 'string' && named.name) return named.name;
  if (typeof named.title === 'string' && named.title) return named.title;
  return `#${row.id}`;
}

/** Whether a row is active when the parent gives no reader: its `isActive` field. */
export function defaultIsActive(row: DataTableRow): boolean {
  return Boolean((row as { isActive?: unknown }).isActive);
}

/**
 * One data cell: the active switch for 'status' columns, else `render`, else the field `key`;
 * an 'email' column's text wraps only at '@' and '.'.
 */
export function renderCell<Row extends DataTableRow>(
  props: DataTableProps<Row>,
  column: DataTableColumn<Row>,
  row: Row,
  index: number,
): ReactNode {
  if (column.kind === 'status') {
    const { onToggle } = props;
    const label = (props.getRowLabel ?? defaultRowLabel)(row);
    return (
      <RowStatus
        rowLabel={label}
        isActive={(props.getIsActive ?? defaultIsActive)(row)}
        onToggle={onToggle ? () => onToggle(row) : undefined}
        onReload={props.onReload}
      />
    );
  }
  const value = column.render
    ? column.render(row, index)
    : (row as unknown as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  if (column.kind === 'email' && typeof value === 'string' && value)
    return <EmailText address={value} />;
  return column.render ? (value as ReactNode) : String(value);
}
