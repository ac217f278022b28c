import type { components } from '@/api/schema.ts';
import {
  useCategories,
  useCategory,
  useDeleteCategory,
  useBulkCategories,
  useToggleCategory,
} from '@/api/hooks/categories.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { DetailImageCell, ThumbCell } from '../shared/Cells.tsx';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { CATEGORY_FORM_TEXT, CategoryForm } from './CategoryForm.tsx';

type CategoryRecord = components['schemas']['Category'];

/** The screen's heading (SPEC 2.3). */
export const CATEGORIES_TITLE = 'Master kategori produk';

const columns: readonly DataTableColumn<CategoryRecord>[] = [
  { key: 'image', header: 'Foto', render: (row) => <ThumbCell path={row.image.path} /> },
  { key: 'name', header: 'Nama' },
  { key: 'status', header: 'Status', kind: 'status' },
];

function useCategoryList(query: DataTableQuery) {
  return useCategories(listQuery(query));
}

/** /master/kategori: table, detail and add/edit modals (SPEC 2.3). */
export function CategoriesScreen() {
  return (
    <MasterListScreen<CategoryRecord, CategoryRecord>
      caption={CATEGORIES_TITLE}
      noun={CATEGORY_FORM_TEXT.noun}
      columns={columns}
      useList={useCategoryList}
      useDetail={useCategory}
      useDelete={useDeleteCategory}
      useToggle={useToggleCategory}
      useBulk={useBulkCategories}
      renderForm={(props) => <CategoryForm {...props} />}
      detailEntries={(record) => [
        { label: CATEGORY_FORM_TEXT.name, value: record.name },
        {
          label: CATEGORY_FORM_TEXT.image,
          value: <DetailImageCell path={record.image.path} alt={record.name} />,
        },
        { label: 'Status', value: record.isActive ? 'Aktif' : 'Nonaktif' },
      ]}
    />
  );
}
