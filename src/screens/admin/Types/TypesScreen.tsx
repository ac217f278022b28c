import type { components } from '@/api/schema.ts';
import {
  useDeleteType,
  useBulkTypes,
  useToggleType,
  useType,
  useTypes,
} from '@/api/hooks/types.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { TYPE_FORM_TEXT, TypeForm } from './TypeForm.tsx';

type TypeRecord = components['schemas']['Type'];

/** The screen's heading (SPEC 2.3). */
export const TYPES_TITLE = 'Master tipe produk';

const columns: readonly DataTableColumn<TypeRecord>[] = [
  { key: 'name', header: 'Nama', sortKey: 'name' },
  { key: 'status', header: 'STATUS', kind: 'status', sortKey: 'is_active' },
];

function useTypeList(query: DataTableQuery) {
  return useTypes(listQuery(query));
}

/** /master/type: NO, Nama, STATUS, Aksi; detail and add/edit modals (SPEC 2.3). */
export function TypesScreen() {
  return (
    <MasterListScreen<TypeRecord, TypeRecord>
      caption={TYPES_TITLE}
      noun={TYPE_FORM_TEXT.noun}
      columns={columns}
      numberHeader="NO"
      useList={useTypeList}
      useDetail={useType}
      useDelete={useDeleteType}
      useToggle={useToggleType}
      useBulk={useBulkTypes}
      renderForm={(props) => <TypeForm {...props} />}
      detailEntries={(record) => [
        { label: TYPE_FORM_TEXT.name, value: record.name },
        { label: 'Status', value: record.isActive ? 'Aktif' : 'Nonaktif' },
      ]}
    />
  );
}
