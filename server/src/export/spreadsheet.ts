// Tables out as CSV (csv-stringify) or .xlsx (exceljs): one header row, then one row per record.
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type ExportFormat = 'csv' | 'xlsx';

import { csvSafe, exportBoolean, type ExportColumn } from '#domain/import/exportColumns.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function toCsv<T>(columns: readonly ExportColumn<T>[], records: readonly T[]): Buffer {
  const rows = records.map((record) => columns.map((column) => csvSafe(column.value(record))));
  // A byte-order mark, so Excel reads the UTF-8 (Indonesian names, the rupiah sign) as UTF-8.
  return Buffer.from(
    `\uFEFF${stringify([columns.map((column) => column.header), ...rows], { cast: { boolean: exportBoolean } })}`,
    'utf8',
  );
}

export async function toXlsx<T>(
  sheetName: string,
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(record);
        return typeof value === 'boolean' ? exportBoolean(value) : value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Today in Asia/Jakarta, YYYY-MM-DD, for file names. */
const jakartaToday = (now: Date) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Sends the records as an attachment named `<base>-<day>.<format>`. */
export async function sendExport<T>(
  reply: FastifyReply,
  options: {
    format: ExportFormat;
    baseName: string;
    sheetName: string;
    columns: readonly ExportColumn<T>[];
    records: readonly T[];
    now: Date;
  },
): Promise<FastifyReply> {
  const { format, baseName, sheetName, columns, records, now } = options;
  const body =
    format === 'xlsx' ? await toXlsx(sheetName, columns, records) : toCsv(columns, records);
  return reply
    .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${baseName}-${jakartaToday(now)}.${format}"`,
    )
    .send(body);
}
