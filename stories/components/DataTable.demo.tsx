// A stand-in for a screen: it owns the query with useDataTableQuery and answers it from an
// in-memory list the way the API would (search, sort, page), so stories show real behaviour.
import { useEffect, useMemo, useRef, useState } from 'react';
import { DataTable } from '../../src/components/DataTable/DataTable.tsx';
import type { DataTableProps } from '../../src/components/DataTable/types.ts';
import type { DataTableQuery } from '../../src/components/DataTable/dataTableQuery.ts';
import { useDataTableQuery } from '../../src/components/DataTable/useDataTableQuery.ts';
import type { DataTableColumn } from '../../src/components/DataTable/types.ts';
import { fn, screen, within } from 'storybook/test';
import { closeDialog, dismissToasts, ToastHost } from '../../src/components/Feedback/index.ts';

/** A product type as the admin list answers it. */
export interface TypeRow {
  id: number;
  name: string;
  isActive: boolean;
}

const KINDS = ['Silinder', 'Katup Solenoid', 'Fitting', 'Selang', 'Regulator', 'Filter Udara'];
const SIZES = ['Mini', 'Standar', 'Kompak', 'Heavy Duty'];

/** `count` product types with ids 1..count, every third one inactive. */
export function makeTypes(count: number): TypeRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${KINDS[index % KINDS.length]} ${SIZES[index % SIZES.length]} ${String(index + 1).padStart(2, '0')}`,
    isActive: index % 3 !== 2,
  }));
}

/** The type table's columns (SPEC 2.3: NO, Nama, STATUS, Aksi; sortable by name and is_active). */
export const typeColumns: DataTableColumn<TypeRow>[] = [
  { key: 'name', header: 'Nama', sortKey: 'name' },
  { key: 'status', header: 'STATUS', sortKey: 'is_active', kind: 'status' },
];

function compare(a: TypeRow, b: TypeRow, sortBy: string): number {
  if (sortBy === 'name') return a.name.localeCompare(b.name, 'id');
  if (sortBy === 'is_active') return Number(a.isActive) - Number(b.isActive) || a.id - b.id;
  return a.id - b.id;
}

/** What the API would answer for a query: filtered, sorted, one page, and the total. */
export function answer(all: readonly TypeRow[], query: DataTableQuery) {
  const needle = query.search.toLowerCase();
  const matching = all.filter((row) => row.name.toLowerCase().includes(needle));
  const sign = query.orderBy === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => sign * compare(a, b, query.sortBy));
  const start = (query.page - 1) * query.length;
  return { rows: sorted.slice(start, start + query.length), total: matching.length };
}

type TableProps = DataTableProps<TypeRow>;
type Passed = Omit<
  TableProps,
  'query' | 'onQueryChange' | 'searchText' | 'onSearchTextChange' | 'rows' | 'total'
>;

/** The args the DataTable story files start from: SPEC 2.3's type table, 57 records, every callback a spy. */
export function typeTableArgs() {
  return {
    caption: 'Master tipe produk',
    title: 'Master tipe produk',
    columns: typeColumns,
    data: makeTypes(57),
    numberHeader: 'NO',
    onQueryApplied: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onDetail: fn(),
    onReload: fn(),
    onToggle: fn(async () => undefined),
  };
}

/** A meta's beforeEach: dialogs and toasts live in document.body, outside React; close them after each story. */
export const closeFeedbackAfter = () => () => {
  closeDialog();
  dismissToasts();
};

/** Props of DataTableDemo. */
export interface DataTableDemoProps extends Passed {
  /** Every record "on the server". */
  data: TypeRow[];
  /** Where the query starts (SPEC 9's default otherwise). */
  initialQuery?: Partial<DataTableQuery>;
  /** Simulated answer time in ms; 0 answers at once. */
  delayMs?: number;
  /** Called with every query the table applies after the first (what the list call would get). */
  onQueryApplied?: (query: DataTableQuery) => void;
}

/** One screen's worth of DataTable: the hook, a simulated list call and the toast host. */
export function DataTableDemo({
  data,
  initialQuery,
  delayMs = 0,
  onQueryApplied,
  ...rest
}: DataTableDemoProps) {
  const table = useDataTableQuery(initialQuery);
  const [records, setRecords] = useState(data);
  const now = useMemo(() => answer(records, table.query), [records, table.query]);
  const [answered, setAnswered] = useState(now);

  // The simulated list call: `now` arrives after delayMs; with 0 it is there at once.
  useEffect(() => {
    if (delayMs === 0) return undefined;
    const timer = setTimeout(() => setAnswered(now), delayMs);
    return () => clearTimeout(timer);
  }, [now, delayMs]);
  const shown = delayMs === 0 ? now : answered;
  const isWaiting = shown !== now;

  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else onQueryApplied?.(table.query);
  }, [table.query, onQueryApplied]);

  const { onToggle } = rest;
  return (
    <div style={{ padding: 16 }}>
      <ToastHost autoCloseMs={false} />
      <DataTable<TypeRow>
        {...rest}
        {...table.tableProps}
        rows={shown.rows}
        total={shown.total}
        isLoading={rest.isLoading ?? isWaiting}
        onToggle={
          onToggle &&
          (async (row) => {
            await onToggle(row);
            // The server flipped it; the next answer shows the new state.
            setRecords((all) =>
              all.map((r) => (r.id === row.id ? { ...r, isActive: !r.isActive } : r)),
            );
          })
        }
      />
    </div>
  );
}

// Queries the stories share, by role and name as a user finds things.

/** The type table, by its caption. */
export const table = () => screen.getByRole('table', { name: 'Master tipe produk' });
/** The body rows (the header row left out). */
export const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The 'No' column's values, top to bottom. */
export const numbers = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
/** The visible numbers of the page buttons. */
export const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Halaman Master tipe produk' }))
    .queryAllByRole('button', { name: /^Halaman \d+$/ })
    .map((button) => button.textContent);
/** A column header's sort button. */
export const sortButton = (name: string) =>
  within(screen.getByRole('columnheader', { name })).getByRole('button', { name });
/** A column header. */
export const header = (name: string) => screen.getByRole('columnheader', { name });
/** A row's 'Aksi' button, by the row's name. */
export const actionsOf = (rowName: string) =>
  screen.getByRole('button', { name: `Aksi ${rowName}` });
