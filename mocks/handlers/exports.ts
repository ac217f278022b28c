// Product and subscriber exports: the same columns as the server (src/lib/exportColumns.ts), as CSV;
// an .xlsx request answers a placeholder workbook body with the right type (stories only check that
// a file arrives, the real workbook is the server's).
import type { RequestHandler } from 'msw';
import { PRODUCT_EXPORT_COLUMNS, SUBSCRIBER_EXPORT_COLUMNS, csvSafe, exportBoolean } from '../../src/lib/exportColumns.ts';
import type { ExportColumn } from '../../src/lib/exportColumns.ts';
import { failureMessage } from '../../src/lib/fieldRules.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { compareValues, orderParam, searchRows, searchTerm, sortParam } from '../query.ts';
import type { SortValue } from '../query.ts';
import { invalid, route } from '../respond.ts';
import type { ProductRow } from '../rows.ts';
import { productView } from '../views.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const productSort: Record<string, (row: ProductRow) => SortValue> = {
  id: (row) => row.id,
  name: (row) => row.name,
  harga: (row) => row.harga,
  urutan: (row) => row.urutan,
  is_active: (row) => row.isActive,
  created_at: (row) => row.createdAt,
};

function formatParam(url: URL): 'csv' | 'xlsx' {
  const format = url.searchParams.get('format');
  if (format === 'csv' || format === 'xlsx') return format;
  // The server's messages for a missing and a wrong value (the contract's required enum).
  throw invalid({ format: format ? msg.invalidValue : failureMessage({ keyword: 'required', params: {}, instancePath: '' }, 'format', '') });
}

const quote = (value: ReturnType<typeof csvSafe>) => {
  const text = value === null ? '' : typeof value === 'boolean' ? exportBoolean(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function fileAnswer<T>(format: 'csv' | 'xlsx', baseName: string, columns: readonly ExportColumn<T>[], records: readonly T[]): Response {
  const name = `${baseName}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const headers = { 'content-disposition': `attachment; filename="${name}"` };
  if (format === 'xlsx') return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { headers: { ...headers, 'content-type': XLSX_TYPE } });
  const lines = [columns.map((column) => quote(column.header)), ...records.map((record) => columns.map((column) => quote(csvSafe(column.value(record)))))];
  return new Response(`\uFEFF${lines.map((line) => line.join(',')).join('\n')}\n`, { headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' } });
}

export const exportHandlers: RequestHandler[] = [
  ...route('get', '/admin/product/export', 'user', ({ url }) => {
    const format = formatParam(url);
    const sortBy = sortParam(url, Object.keys(productSort), 'id');
    const order = orderParam(url, 'desc');
    const read = productSort[sortBy] ?? productSort.id;
    const rows = searchRows(db.products, searchTerm(url), (row) => [row.name]).sort(
      (a, b) => compareValues(read?.(a) ?? null, read?.(b) ?? null, order) || (order === 'asc' ? a.id - b.id : b.id - a.id),
    );
    return fileAnswer(format, 'produk', PRODUCT_EXPORT_COLUMNS, rows.map(productView));
  }),
  ...route('get', '/admin/subscribe/export', 'user', ({ url }) => {
    const format = formatParam(url);
    const order = orderParam(url, 'desc');
    const rows = searchRows(db.subscribers, searchTerm(url), (row) => [row.nama, row.email]).sort((a, b) => (order === 'asc' ? a.id - b.id : b.id - a.id));
    return fileAnswer(format, 'subscriber', SUBSCRIBER_EXPORT_COLUMNS, rows);
  }),
];
