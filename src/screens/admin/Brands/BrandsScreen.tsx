import type { components } from '@/api/schema.ts';
import {
  useBrand,
  useBrands,
  useDeleteBrand,
  useBulkBrands,
  useToggleBrand,
} from '@/api/hooks/brands.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { DetailImageCell, ThumbCell } from '../shared/Cells.tsx';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { BRAND_FORM_TEXT, BrandForm } from './BrandForm.tsx';

type BrandRecord = components['schemas']['Brand'];

/** The screen's heading (SPEC 2.3). */
export const BRANDS_TITLE = 'Master Brand';

const columns: readonly DataTableColumn<BrandRecord>[] = [
  {
    key: 'thumbnail',
    header: 'Thumbnail',
    render: (row) => <ThumbCell path={row.thumbnail.path} />,
  },
  { key: 'name', header: 'Nama' },
  { key: 'status', header: 'Status', kind: 'status', sortKey: 'is_active' },
];

function useBrandList(query: DataTableQuery) {
  return useBrands(listQuery(query));
}

/** /master/brand: table, detail and add/edit modals (SPEC 2.3). */
export function BrandsScreen() {
  return (
    <MasterListScreen<BrandRecord, BrandRecord>
      caption={BRANDS_TITLE}
      noun={BRAND_FORM_TEXT.noun}
      columns={columns}
      useList={useBrandList}
      useDetail={useBrand}
      useDelete={useDeleteBrand}
      useToggle={useToggleBrand}
      useBulk={useBulkBrands}
      renderForm={(props) => <BrandForm {...props} />}
      detailEntries={(record) => [
        { label: BRAND_FORM_TEXT.name, value: record.name },
        { label: BRAND_FORM_TEXT.keterangan, value: orDash(record.keterangan) },
        {
          label: BRAND_FORM_TEXT.imageMain,
          value: <DetailImageCell path={record.mainFile.path} alt={record.name} />,
        },
        {
          label: BRAND_FORM_TEXT.imageThumbnail,
          value: <DetailImageCell path={record.thumbnail.path} alt={`Thumbnail ${record.name}`} />,
        },
        { label: 'Status', value: record.isActive ? 'Aktif' : 'Nonaktif' },
      ]}
    />
  );
}
