// The list screen every master resource shares (SPEC 2.3, 4): a DataTable with 'Tambah Data',
// row switch, 'Aksi' (Detail, Edit, Delete), an add/edit modal and an optional detail modal.
// Each screen passes its hooks and renders its own form; this file owns the transitions.
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/errors.ts';
import type { BulkActionInput, BulkActionResult } from '@/api/hooks/bulk.ts';
import type { Mutation } from '@/api/hooks/mutation.ts';
import {
  DataTable,
  defaultRowLabel,
  useDataTableQueryInAddress,
} from '@/components/DataTable/index.ts';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableQuery,
  DataTableRow,
  DataTableRowAction,
} from '@/components/DataTable/index.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { showSuccess } from '@/components/Feedback/dialogs.ts';
import { reportBulkResult } from './bulkResult.ts';
import { DetailModal } from './DetailModal.tsx';
import type { DetailEntry } from './DetailModal.tsx';
import { reportApiError } from './reportError.ts';
import { FORM_TEXT } from './texts.ts';

/** What a list hook answers (any SWR list read of src/api/hooks). */
export interface ListRead<Row> {
  data?: { data: Row[]; meta: { total: number } };
  error?: ApiError;
  isLoading: boolean;
  mutate: () => unknown;
}

/** What a detail hook answers. */
export interface DetailRead<Detail> {
  data?: { data: Detail };
  error?: ApiError;
}

/** What MasterListScreen passes to the detail hook. */
export interface DetailConfig {
  /** Called when the record could not be loaded. */
  onError: (error: ApiError) => void;
}

/** What the form slot gets: null record on insert, the loaded record on update. */
export interface FormSlotProps<Detail> {
  /** The record being edited, or null when adding. */
  record: Detail | null;
  /** Closes the modal without saving. */
  onClose: () => void;
  /** Closes the modal and reloads the list at page 1. */
  onSaved: () => void;
}

/** Props of MasterListScreen. */
export interface MasterListScreenProps<Row extends DataTableRow, Detail> {
  /** The table's accessible name and heading ('Master Brand'). */
  caption: string;
  /** The resource's name in modal titles ('Brand' → 'Tambah Brand'). */
  noun: string;
  /** Columns between 'No' and 'Aksi'. */
  columns: readonly DataTableColumn<Row>[];
  /** The list hook, called with the table's query. */
  useList: (query: DataTableQuery) => ListRead<Row>;
  /** The detail hook: Edit and Detail load the record first (SPEC 4). */
  useDetail: (id: number | null, config: DetailConfig) => DetailRead<Detail>;
  /** The delete hook. */
  useDelete: () => Mutation<number, unknown>;
  /** The bulk hook: with it, rows can be ticked and activated, deactivated or deleted together. */
  useBulk?: () => Mutation<BulkActionInput, BulkActionResult>;
  /** The active-flag hook; without it the status column is read-only. */
  useToggle?: () => Mutation<number, unknown>;
  /** The add/edit modal. */
  renderForm: (props: FormSlotProps<Detail>) => ReactNode;
  /** The detail modal's lines; without it there is no 'Detail' item. */
  detailEntries?: (record: Detail) => readonly DetailEntry[];
  /** More 'Aksi' items ('Reset Password'). */
  rowActions?: readonly DataTableRowAction<Row>[];
  /** Header of the row-number column ('NO' for types); 'No' by default. */
  numberHeader?: string;
  /** Custom 'Detail' (products navigate instead of opening a modal). */
  onDetail?: (row: Row) => void;
  /** More buttons beside 'Tambah Data' ('Import' on products). */
  headerActions?: ReactNode;
  /** Opens the add form at once (the synonyms' 'Buat Sinonim' from the dashboard). */
  isAddOpenAtStart?: boolean;
}

type Opened = { kind: 'none' } | { kind: 'insert' } | { kind: 'update' | 'detail'; id: number };

/** The API's query without an empty search, typed as the list hook's own query. */
export function listQuery<Q>(query: DataTableQuery): Q {
  const { search, ...rest } = query;
  return (search ? query : rest) as Q;
}

/** A list answer as a titled DataTable shows it: caption, title, rows, total, states and reload. */
export function listTableProps<Row>(title: string, list: ListRead<Row>) {
  return {
    caption: title,
    title,
    rows: list.data?.data ?? [],
    total: list.data?.meta.total ?? 0,
    isLoading: list.isLoading,
    error: list.error,
    onReload: () => void list.mutate(),
  };
}

/** A master list screen with its modals. */
export function MasterListScreen<Row extends DataTableRow & { id: number }, Detail>(
  props: MasterListScreenProps<Row, Detail>,
) {
  // Page, size, search and sort live in the address: reload, Back and a shared link keep them.
  const table = useDataTableQueryInAddress({
    sortKeys: props.columns.flatMap((column) => column.sortKey ?? []),
  });
  const list = props.useList(table.query);
  const [opened, setOpened] = useState<Opened>(() =>
    props.isAddOpenAtStart ? { kind: 'insert' } : { kind: 'none' },
  );
  const pendingId = opened.kind === 'update' || opened.kind === 'detail' ? opened.id : null;
  // Edit and Detail open only once the record loaded; a failed load tells the user and gives up.
  const detail = props.useDetail(pendingId, {
    onError: (error: ApiError) => {
      void reportApiError(error);
      setOpened({ kind: 'none' });
    },
  });
  const remove = props.useDelete();
  const toggle = props.useToggle?.();
  const bulk = props.useBulk?.();
  const close = () => setOpened({ kind: 'none' });
  // The rows' names are taken when the action starts: refused rows are named in the dialog. The
  // dialog is not awaited, so the ticks clear and the reloaded list shows behind it.
  const runBulk = async (action: DataTableBulkAction, rows: readonly Row[]) => {
    const names = new Map(rows.map((row) => [row.id, defaultRowLabel(row)]));
    try {
      const result = await bulk?.trigger({ action, ids: rows.map((row) => row.id) });
      if (result) void reportBulkResult(action, result, (id) => names.get(id) ?? `#${id}`);
    } catch (error) {
      void reportApiError(error);
    }
  };

  const onSaved = () => {
    close();
    table.goToFirstPage();
  };
  const record = detail.data?.data ?? null;

  return (
    <>
      <DataTable<Row>
        {...table.tableProps}
        {...listTableProps(props.caption, list)}
        columns={props.columns}
        onToggle={
          toggle
            ? (row) =>
                toggle.trigger(row.id).catch((error: unknown) => {
                  void reportApiError(error);
                  throw error;
                })
            : undefined
        }
        onAdd={() => setOpened({ kind: 'insert' })}
        headerActions={props.headerActions}
        onEdit={(row) => setOpened({ kind: 'update', id: row.id })}
        onDetail={
          props.onDetail ??
          (props.detailEntries ? (row) => setOpened({ kind: 'detail', id: row.id }) : undefined)
        }
        onDelete={(row) =>
          remove
            .trigger(row.id)
            .then(() => showSuccess(SUCCESS_TEXT.deleted))
            .catch(reportApiError)
        }
        rowActions={props.rowActions}
        numberHeader={props.numberHeader}
        onBulkAction={bulk ? runBulk : undefined}
      />
      {opened.kind === 'insert'
        ? props.renderForm({ record: null, onClose: close, onSaved })
        : null}
      {opened.kind === 'update' && record
        ? props.renderForm({ record, onClose: close, onSaved })
        : null}
      {opened.kind === 'detail' && record && props.detailEntries ? (
        <DetailModal
          title={FORM_TEXT.detailTitle(props.noun)}
          entries={props.detailEntries(record)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
