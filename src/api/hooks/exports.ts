// Product and subscriber exports (issue 14): the file of every row the admin table shows for the
// same search and sort, as CSV or Excel. The calls need the session, so a plain link would not do.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { FetchResult } from '../request.ts';
import type { operations } from '../schema.ts';

/** The file kinds an export offers. */
export type ExportFormat = 'csv' | 'xlsx';

/** The product table's search and sort, as the export takes them (no page: every row). */
export type ProductExportQuery = Omit<
  operations['exportAdminProducts']['parameters']['query'],
  'format'
>;

/** The subscriber table's search and order. */
export type SubscriberExportQuery = Omit<
  operations['exportAdminSubscribers']['parameters']['query'],
  'format'
>;

/** A downloaded export: its bytes and the name the server gave it. */
export interface ExportFile {
  /** The file's content. */
  blob: Blob;
  /** `produk-2026-11-23.csv`, from Content-Disposition (or `fallback.format` without one). */
  fileName: string;
}

/** The file name of a Content-Disposition header, or null. */
export function attachmentName(header: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(header ?? '') ?? /filename=([^;\s]+)/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** A downloaded file of a call answered with `parseAs: 'blob'`; `fallback.extension` without a name. */
export async function fileOf(
  pending: Promise<FetchResult<Blob>>,
  fallback: string,
  extension: string,
): Promise<ExportFile> {
  let disposition: string | null = null;
  const blob = await unwrap(
    pending.then((result) => {
      disposition = result.response.headers.get('content-disposition');
      return result;
    }),
  );
  return { blob, fileName: attachmentName(disposition) ?? `${fallback}.${extension}` };
}

/** Every product of the admin table's search and sort, as a file. */
export function exportProducts(
  format: ExportFormat,
  query: ProductExportQuery,
): Promise<ExportFile> {
  return fileOf(
    api.GET('/admin/product/export', { params: { query: { ...query, format } }, parseAs: 'blob' }),
    'produk',
    format,
  );
}

/** Every subscriber of the dashboard table's search and order, as a file. */
export function exportSubscribers(
  format: ExportFormat,
  query: SubscriberExportQuery,
): Promise<ExportFile> {
  return fileOf(
    api.GET('/admin/subscribe/export', {
      params: { query: { ...query, format } },
      parseAs: 'blob',
    }),
    'subscriber',
    format,
  );
}
