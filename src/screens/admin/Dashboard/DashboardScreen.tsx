import type { components } from '@/api/schema.ts';
import {
  useDashboardCount,
  useDashboardProducts,
  useDashboardSubscribers,
} from '@/api/hooks/dashboard.ts';
import { DataTable, useDataTableQueryInAddress } from '@/components/DataTable/index.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { exportSubscribers } from '@/api/hooks/exports.ts';
import { Link } from 'react-router-dom';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { ExportMenu } from '../shared/ExportMenu.tsx';
import { listQuery } from '../shared/MasterListScreen.tsx';
import { CountCard, CountLabel, CountList, CountValue, Stack } from './DashboardScreen.styles.ts';
import { FollowUp } from './FollowUp.tsx';
import { Funnel } from './Funnel.tsx';
import { Insights } from './Insights.tsx';

type ProductRow = components['schemas']['ProductSummary'];
type SubscriberRow = components['schemas']['Subscriber'];

/** The dashboard's texts (SPEC 2.3). */
export const DASHBOARD_TEXT = {
  totalProduct: 'Total Produk',
  totalBrand: 'Total Brand',
  totalCategory: 'Total Category',
  products: 'Data Produk',
  subscribers: 'Data Subscribe',
  counts: 'Ringkasan',
  /** Issue 25: quote requests still in status 'Baru' (ours). */
  newQuotes: 'Permintaan Penawaran Baru',
} as const;

const productColumns: readonly DataTableColumn<ProductRow>[] = [
  { key: 'name', header: 'Nama' },
  { key: 'category', header: 'Kategori', render: (row) => row.category.name },
  { key: 'brand', header: 'Brand', render: (row) => row.brand.name },
  { key: 'type', header: 'Type', render: (row) => row.type.name },
];

const subscriberColumns: readonly DataTableColumn<SubscriberRow>[] = [
  { key: 'nama', header: 'Nama' },
  { key: 'email', header: 'Email', kind: 'email' },
  { key: 'telp', header: 'Nomor Telpon', isNoWrap: true },
];

function Counts() {
  const { data, isLoading } = useDashboardCount();
  const counts: { label: string; value: number | undefined; href?: string }[] = [
    { label: DASHBOARD_TEXT.totalProduct, value: data?.data.product },
    { label: DASHBOARD_TEXT.totalBrand, value: data?.data.brand },
    { label: DASHBOARD_TEXT.totalCategory, value: data?.data.category },
    {
      label: DASHBOARD_TEXT.newQuotes,
      value: data?.data.quoteNew,
      href: adminPathTo('admin-penawaran', {}, { status: 'new' }),
    },
  ];
  return (
    <CountList aria-label={DASHBOARD_TEXT.counts}>
      {counts.map((count) => (
        <CountCard key={count.label}>
          <CountLabel>
            {count.href ? <Link to={count.href}>{count.label}</Link> : count.label}
          </CountLabel>
          <CountValue>{isLoading ? <Skeleton width="64px" /> : (count.value ?? 0)}</CountValue>
        </CountCard>
      ))}
    </CountList>
  );
}

function useProductList(query: DataTableQuery) {
  return useDashboardProducts(listQuery(query));
}

function useSubscriberList(query: DataTableQuery) {
  return useDashboardSubscribers(listQuery(query));
}

const sortKeysOf = (columns: readonly { sortKey?: string }[]) =>
  columns.flatMap((column) => column.sortKey ?? []);

/** Props of DashboardScreen. */
export interface DashboardScreenProps {
  /** Today for the insights' spans (stories fix it); the clock by default. */
  today?: Date;
}

/**
 * /admin/dashboard: the counts, 'Perlu Tindak Lanjut' (issue 35), the insights (issue 26) with the
 * funnel, 'Data Produk' and 'Data Subscribe' (SPEC 2.3).
 */
export function DashboardScreen({ today }: DashboardScreenProps) {
  // Both tables keep their state in the address, each under its own prefix.
  const productTable = useDataTableQueryInAddress({
    prefix: 'produk_',
    sortKeys: sortKeysOf(productColumns),
  });
  const products = useProductList(productTable.query);
  const subscriberTable = useDataTableQueryInAddress({
    prefix: 'subscribe_',
    sortKeys: sortKeysOf(subscriberColumns),
  });
  const subscribers = useSubscriberList(subscriberTable.query);
  return (
    <Stack>
      <Counts />
      <FollowUp />
      <Insights today={today} renderMore={(range) => <Funnel range={range} />} />
      <DataTable<ProductRow>
        {...productTable.tableProps}
        caption={DASHBOARD_TEXT.products}
        title={DASHBOARD_TEXT.products}
        columns={productColumns}
        rows={products.data?.data ?? []}
        total={products.data?.meta.total ?? 0}
        isLoading={products.isLoading}
        error={products.error}
      />
      <DataTable<SubscriberRow>
        {...subscriberTable.tableProps}
        caption={DASHBOARD_TEXT.subscribers}
        title={DASHBOARD_TEXT.subscribers}
        headerActions={
          // Every subscriber of the table's search and order (all pages).
          <ExportMenu
            onExport={(format) => {
              const { search, orderBy } = subscriberTable.query;
              return exportSubscribers(format, { ...(search ? { search } : {}), orderBy });
            }}
          />
        }
        columns={subscriberColumns}
        rows={subscribers.data?.data ?? []}
        total={subscribers.data?.meta.total ?? 0}
        isLoading={subscribers.isLoading}
        error={subscribers.error}
      />
    </Stack>
  );
}
