import type { components } from '@/api/schema.ts';
import {
  useBulkSpecAttributes,
  useDeleteSpecAttribute,
  useSpecAttribute,
  useSpecAttributes,
  useToggleSpecAttribute,
} from '@/api/hooks/specAttributes.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { SpecAttributeForm } from './SpecAttributeForm.tsx';
import { SPEC_ATTRIBUTE_FORM_TEXT as TEXT, SPEC_KIND_LABEL } from './specAttributeFormValues.ts';

type SpecAttributeRecord = components['schemas']['SpecAttribute'];

/** The screen's heading (DECISIONS "Added in the third phase"; the side menu says 'Spesifikasi'). */
export const SPEC_ATTRIBUTES_TITLE = 'Master Spesifikasi';

const typeNames = (record: SpecAttributeRecord) =>
  orDash(record.types.map((type) => type.name).join(', '));

// Short values (unit, yes/no, order) keep narrow columns and the kind wraps, so that at 1366 px
// every column, 'Aksi' included, fits the box (issue 32: 'Aksi' was off screen).
const columns: readonly DataTableColumn<SpecAttributeRecord>[] = [
  { key: 'name', header: TEXT.name, sortKey: 'name' },
  { key: 'unit', header: TEXT.unit, render: (row) => orDash(row.unit), isNoWrap: true },
  { key: 'kind', header: TEXT.kind, render: (row) => SPEC_KIND_LABEL[row.kind] },
  { key: 'types', header: TEXT.types, render: typeNames },
  {
    key: 'isFilter',
    header: 'Filter',
    render: (row) => (row.isFilter ? TEXT.yes : TEXT.no),
    isNoWrap: true,
  },
  {
    key: 'urutan',
    header: TEXT.urutan,
    sortKey: 'urutan',
    render: (row) => orDash(row.urutan),
    isNoWrap: true,
  },
  { key: 'status', header: 'Status', kind: 'status', sortKey: 'is_active' },
];

function useSpecAttributeList(query: DataTableQuery) {
  return useSpecAttributes(listQuery(query));
}

/** /master/spesifikasi: the attributes product types carry; add, edit, switch, delete, bulk. */
export function SpecAttributesScreen() {
  return (
    <MasterListScreen<SpecAttributeRecord, SpecAttributeRecord>
      caption={SPEC_ATTRIBUTES_TITLE}
      noun={TEXT.noun}
      columns={columns}
      useList={useSpecAttributeList}
      useDetail={useSpecAttribute}
      useDelete={useDeleteSpecAttribute}
      useToggle={useToggleSpecAttribute}
      useBulk={useBulkSpecAttributes}
      renderForm={(props) => <SpecAttributeForm {...props} />}
      detailEntries={(record) => [
        { label: TEXT.name, value: record.name },
        { label: TEXT.unit, value: orDash(record.unit) },
        { label: TEXT.kind, value: SPEC_KIND_LABEL[record.kind] },
        ...(record.kind === 'choice'
          ? [
              { label: TEXT.options, value: record.options.join(', ') },
              { label: TEXT.multiple, value: record.multiple ? TEXT.yes : TEXT.no },
            ]
          : []),
        { label: TEXT.types, value: typeNames(record) },
        { label: 'Filter', value: record.isFilter ? TEXT.yes : TEXT.no },
        { label: TEXT.urutan, value: orDash(record.urutan) },
        { label: 'Status', value: record.isActive ? TEXT.active : TEXT.inactive },
      ]}
    />
  );
}
