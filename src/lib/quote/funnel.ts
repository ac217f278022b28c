// Issue 35's funnel: per month (WIB) and product, views → requests → quotations sent → accepted,
// with the median hours from a request to its first quotation. A request counts in the month it
// was made, and so do its quotation and acceptance (whenever they came): each row follows the
// requests of its month. Shared by the server, the mocks, the screen and the export.
import type { ExportColumn } from '../import/exportColumns.ts';

/** One row: a product in a month. */
export interface FunnelRow {
  /** 'YYYY-MM' in Asia/Jakarta. */
  month: string;
  productId: number;
  productName: string;
  views: number;
  requests: number;
  quotationsSent: number;
  accepted: number;
  /** Median hours from request to first quotation (one decimal); null without a quotation. */
  medianHoursToQuotation: number | null;
}

/** The counts of a row, in funnel order, with their staff labels. */
export const FUNNEL_COUNTS = {
  views: 'Dilihat',
  requests: 'Permintaan',
  quotationsSent: 'Penawaran Dikirim',
  accepted: 'Disetujui',
} as const;

/** Texts of the funnel (ours, in the screens' voice). */
export const FUNNEL_TEXTS = {
  title: 'Corong Penjualan',
  month: 'Bulan',
  product: 'Produk',
  medianHours: 'Median Jam ke Penawaran Pertama',
} as const;

/** The month of an instant in Asia/Jakarta, 'YYYY-MM'. */
export const jakartaMonth = (at: Date): string =>
  new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);

/** A month as the screen shows it: '2026-11' → 'Nov 2026'. */
export function monthText(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const names = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'Mei',
    'Jun',
    'Jul',
    'Agu',
    'Sep',
    'Okt',
    'Nov',
    'Des',
  ];
  return `${names[(number ?? 1) - 1] ?? ''} ${year ?? ''}`;
}

/** Hours to one decimal, as the server rounds PostgreSQL's median. */
export const roundHours = (hours: number): number => Math.round(hours * 10) / 10;

/** The median as PostgreSQL's percentile_cont(0.5) gives it (the mean of the middle two); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Rows in the order the screen, the API and the export list them: newest month, most requests, most views. */
export const funnelOrder = (a: FunnelRow, b: FunnelRow): number =>
  b.month.localeCompare(a.month) ||
  b.requests - a.requests ||
  b.views - a.views ||
  a.productId - b.productId;

/** The export's columns (`admin/analytics/export?table=funnel`). */
export const FUNNEL_COLUMNS: readonly ExportColumn<FunnelRow>[] = [
  { header: FUNNEL_TEXTS.month, value: (row) => row.month },
  { header: 'ID', value: (row) => row.productId },
  { header: FUNNEL_TEXTS.product, value: (row) => row.productName },
  ...(Object.keys(FUNNEL_COUNTS) as (keyof typeof FUNNEL_COUNTS)[]).map((count) => ({
    header: FUNNEL_COUNTS[count],
    value: (row: FunnelRow) => row[count],
  })),
  { header: FUNNEL_TEXTS.medianHours, value: (row) => row.medianHoursToQuotation },
];
