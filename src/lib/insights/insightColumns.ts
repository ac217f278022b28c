// The exported columns of the insights tables (issue 26), in Indonesian: shared by the server's
// export and the mocks, so both write the same header row.
import type { ExportColumn } from '../import/exportColumns.ts';
import { INSIGHT_METRICS, PRODUCT_COUNTS } from './insights.ts';

interface ProductFigures {
  id: number;
  name: string;
  views: number;
  marketplaceClicks: number;
  chatClicks: number;
  quoteAdds: number;
  leads: number;
}

interface SearchFigures {
  query: string;
  count: number;
  clicks: number;
  clickThroughRate: number;
  averagePosition: number | null;
  lastSeen: string;
}

export const TOP_PRODUCT_COLUMNS: readonly ExportColumn<ProductFigures>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Produk', value: (row) => row.name },
  ...[...PRODUCT_COUNTS, 'leads' as const].map((metric) => ({
    header: INSIGHT_METRICS[metric],
    value: (row: ProductFigures) => row[metric],
  })),
];

export const ZERO_SEARCH_COLUMNS: readonly ExportColumn<SearchFigures>[] = [
  { header: 'Kata Pencarian', value: (row) => row.query },
  { header: 'Jumlah', value: (row) => row.count },
  { header: 'Terakhir Dicari', value: (row) => row.lastSeen },
];

export const TOP_SEARCH_COLUMNS: readonly ExportColumn<SearchFigures>[] = [
  { header: 'Kata Pencarian', value: (row) => row.query },
  { header: 'Jumlah', value: (row) => row.count },
  { header: 'Klik', value: (row) => row.clicks },
  { header: 'Rasio Klik (%)', value: (row) => Math.round(row.clickThroughRate * 1000) / 10 },
  { header: 'Rata-rata Posisi Klik', value: (row) => row.averagePosition },
  { header: 'Terakhir Dicari', value: (row) => row.lastSeen },
];
