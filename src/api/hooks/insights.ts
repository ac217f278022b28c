// Issue 26's staff figures: top products with the site's daily trend, searches (zero or top), one
// product's days, and the exports of the three tables.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { operations } from '../schema.ts';
import { queryHook, useApiQuery } from './query.ts';
import { attachmentName, type ExportFile, type ExportFormat } from './exports.ts';

/** 'Produk paling diminati' and the trend: from, to, limit, sortBy. */
export const useAnalyticsProducts = queryHook('/admin/analytics/products');

/** 'Pencarian tanpa hasil' (kind=zero) or 'Pencarian teratas' (kind=top). */
export const useAnalyticsSearches = queryHook('/admin/analytics/searches');

/** Issue 35: the funnel per month and product: from, to, limit. */
export const useAnalyticsFunnel = queryHook('/admin/analytics/funnel');

/** A product's 'Statistik' over a span. */
export function useAnalyticsProduct(id: number, range: { from: string; to: string }) {
  return useApiQuery('/admin/analytics/product/{id}', { path: { id }, query: range });
}

/** The table and span an export takes. */
export type AnalyticsExportQuery = Omit<
  operations['exportAnalytics']['parameters']['query'],
  'format'
>;

/** One insights table as a file (every row of the span, up to 1,000). */
export async function exportAnalytics(
  format: ExportFormat,
  query: AnalyticsExportQuery,
): Promise<ExportFile> {
  let disposition: string | null = null;
  const blob = await unwrap(
    api
      .GET('/admin/analytics/export', { params: { query: { ...query, format } }, parseAs: 'blob' })
      .then((result) => {
        disposition = result.response.headers.get('content-disposition');
        return result;
      }),
  );
  return { blob, fileName: attachmentName(disposition) ?? `${query.table}.${format}` };
}
