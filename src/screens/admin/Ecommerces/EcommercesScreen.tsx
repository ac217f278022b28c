import type { components } from '@/api/schema.ts';
import {
  useDeleteEcommerce,
  useEcommerce,
  useEcommerces,
  useBulkEcommerces,
  useToggleEcommerce,
} from '@/api/hooks/ecommerces.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { DetailImageCell, ThumbCell } from '../shared/Cells.tsx';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { ECOMMERCE_FORM_TEXT, EcommerceForm } from './EcommerceForm.tsx';

type EcommerceRecord = components['schemas']['Ecommerce'];

/** The screen's heading (SPEC 2.3 names none; ours). */
export const ECOMMERCES_TITLE = 'Master E-Commerce';

const columns: readonly DataTableColumn<EcommerceRecord>[] = [
  { key: 'image', header: 'Logo', render: (row) => <ThumbCell path={row.image.path} /> },
  { key: 'name', header: 'Nama', sortKey: 'name' },
  { key: 'link', header: 'Link' },
  { key: 'status', header: 'Status', kind: 'status', sortKey: 'is_active' },
];

function useEcommerceList(query: DataTableQuery) {
  return useEcommerces(listQuery(query));
}

/** /master/e-commerce: table, detail and add/edit modals (SPEC 2.3). */
export function EcommercesScreen() {
  return (
    <MasterListScreen<EcommerceRecord, EcommerceRecord>
      caption={ECOMMERCES_TITLE}
      noun={ECOMMERCE_FORM_TEXT.noun}
      columns={columns}
      useList={useEcommerceList}
      useDetail={useEcommerce}
      useDelete={useDeleteEcommerce}
      useToggle={useToggleEcommerce}
      useBulk={useBulkEcommerces}
      renderForm={(props) => <EcommerceForm {...props} />}
      detailEntries={(record) => [
        { label: ECOMMERCE_FORM_TEXT.name, value: record.name },
        { label: ECOMMERCE_FORM_TEXT.link, value: record.link },
        {
          label: ECOMMERCE_FORM_TEXT.image,
          value: <DetailImageCell path={record.image.path} alt={record.name} />,
        },
        { label: 'Status', value: record.isActive ? 'Aktif' : 'Nonaktif' },
      ]}
    />
  );
}
