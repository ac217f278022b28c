// Product and subscriber exports: the same columns as the server (src/lib/import/exportColumns.ts), as CSV;
// an .xlsx request answers a placeholder workbook body with the right type (stories only check that
// a file arrives, the real workbook is the server's).
import type { RequestHandler } from 'msw';
import {
  productExportColumns,
  SUBSCRIBER_EXPORT_COLUMNS,
  csvSafe,
  exportBoolean,
} from '../../src/lib/import/exportColumns.ts';
import type { ExportColumn } from '../../src/lib/import/exportColumns.ts';
import { failureMessage } from '../../src/lib/forms/fieldRules.ts';
import { db } from '../db.ts';
import { msg } from '../messages.ts';
import { sortedAdminRows } from '../query.ts';
import { invalid, route } from '../respond.ts';
import { activeAttributes, productView } from '../views.ts';
import { subscriberListSpec } from './dashboard.ts';
import { productListSpec } from './products.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function formatParam(url: URL): 'csv' | 'xlsx' {
  const format = url.searchParams.get('format');
  if (format === 'csv' || format === 'xlsx') return format;
  // The server's messages for a missing and a wrong value (the contract's required enum).
  throw invalid({
    format: format
      ? msg.invalidValue
      : failureMessage({ keyword: 'required', params: {}, instancePath: '' }, 'format', ''),
  });
}

const quote = (value: ReturnType<typeof csvSafe>) => {
  const text =
    value === null ? '' : typeof value === 'boolean' ? exportBoolean(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function fileAnswer<T>(
  format: 'csv' | 'xlsx',
  baseName: string,
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
): Response {
  const name = `${baseName}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const headers = { 'content-disposition': `attachment; filename="${name}"` };
  if (format === 'xlsx')
    return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: { ...headers, 'content-type': XLSX_TYPE },
    });
  const lines = [
    columns.map((column) => quote(column.header)),
    ...records.map((record) => columns.map((column) => quote(csvSafe(column.value(record))))),
  ];
  return new Response(`\uFEFF${lines.map((line) => line.join(',')).join('\n')}\n`, {
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
  });
}

// Both read the same list spec and filter+sort step as their tables (products.ts, dashboard.ts), so
// a file holds exactly the rows the table pages through.
export const exportHandlers: RequestHandler[] = [
  ...route('get', '/admin/product/export', ({ url }) => {
    const format = formatParam(url);
    const rows = sortedAdminRows(url, db.products, productListSpec);
    return fileAnswer(
      format,
      'produk',
      productExportColumns(activeAttributes()),
      rows.map(productView),
    );
  }),
  ...route('get', '/admin/subscribe/export', ({ url }) => {
    const format = formatParam(url);
    return fileAnswer(
      format,
      'subscriber',
      SUBSCRIBER_EXPORT_COLUMNS,
      sortedAdminRows(url, db.subscribers, subscriberListSpec),
    );
  }),
];
