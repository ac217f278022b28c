import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { components } from '@/api/schema.ts';
import {
  useDeleteProduct,
  useProduct,
  useProducts,
  useBulkProducts,
  useToggleProduct,
} from '@/api/hooks/products.ts';
import { useDataTableQueryFromAddress } from '@/components/DataTable/index.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { exportProducts } from '@/api/hooks/exports.ts';
import type { ExportFormat, ProductExportQuery } from '@/api/hooks/exports.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { priceText } from '@/lib/catalogue/price.ts';
import { ThumbCell } from '../shared/Cells.tsx';
import { ExportMenu } from '../shared/ExportMenu.tsx';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { ProductForm } from './ProductForm.tsx';
import { IMPORT_TEXT, ProductImport } from './ProductImport.tsx';
import { PRODUCT_FORM_TEXT } from './productFormValues.ts';

type ProductRow = components['schemas']['ProductSummary'];
type ProductRecord = components['schemas']['Product'];

/** The screen's heading (SPEC 2.3). */
export const PRODUCTS_TITLE = 'Produk';

/** The product table's path (SPEC 2.3). */
export const PRODUCTS_PATH = adminPathTo('admin-produk');

/** Where 'Detail' goes (SPEC 2.3). */
export function productDetailPath(id: number): string {
  return adminPathTo('admin-produk-detail', { id });
}

const columns: readonly DataTableColumn<ProductRow>[] = [
  { key: 'cover', header: 'Foto', render: (row) => <ThumbCell path={row.isCover?.path} /> },
  { key: 'name', header: 'Nama', sortKey: 'name' },
  { key: 'category', header: 'Kategori', render: (row) => row.category.name },
  { key: 'brand', header: 'Brand', render: (row) => row.brand.name },
  {
    key: 'harga',
    header: 'Harga',
    sortKey: 'harga',
    render: (row) => priceText(row.harga, row.hargaAkhir),
  },
  { key: 'status', header: 'Status', kind: 'status', sortKey: 'is_active' },
];

function useProductTable(query: DataTableQuery) {
  return useProducts(listQuery(query));
}

const sortKeys = columns.flatMap((column) => column.sortKey ?? []);

/** 'Ekspor': every product the table shows for the search and sort in the address (all pages). */
function ProductExport() {
  const { search, sortBy, orderBy } = useDataTableQueryFromAddress({ sortKeys });
  const query = { ...(search ? { search } : {}), sortBy, orderBy } as ProductExportQuery;
  return <ExportMenu onExport={(format: ExportFormat) => exportProducts(format, query)} />;
}

/** /admin/produk: the product table with the large add/edit modal; 'Detail' opens /admin/produk/{id}. */
export function ProductsScreen() {
  const navigate = useNavigate();
  const [isImporting, setImporting] = useState(false);
  return (
    <>
      <MasterListScreen<ProductRow, ProductRecord>
        caption={PRODUCTS_TITLE}
        noun={PRODUCT_FORM_TEXT.noun}
        columns={columns}
        useList={useProductTable}
        useDetail={useProduct}
        useDelete={useDeleteProduct}
        useToggle={useToggleProduct}
        useBulk={useBulkProducts}
        renderForm={(props) => <ProductForm {...props} />}
        onDetail={(row) => void navigate(productDetailPath(row.id))}
        headerActions={
          <>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {IMPORT_TEXT.open}
            </Button>
            <ProductExport />
          </>
        }
      />
      {isImporting ? <ProductImport onClose={() => setImporting(false)} /> : null}
    </>
  );
}
