// The import template: the columns (src/lib/import/productImport.ts) and one example row, as .xlsx
// (exceljs) or CSV (csv-stringify, UTF-8 with BOM so that Excel reads the accents right).
import { stringify } from 'csv-stringify/browser/esm/sync';
import ExcelJS from 'exceljs';
import { TEMPLATE_EXAMPLE, templateHeaders } from '#domain/import/productImport.ts';

export const TEMPLATE_NAME = 'template-impor-produk';

export const TEMPLATE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The template of `format`, with a column per active specification attribute (issue 24). */
export async function importTemplate(
  format: 'xlsx' | 'csv',
  specAttributes: readonly { name: string; unit: string | null }[] = [],
): Promise<Buffer> {
  const headers = templateHeaders(specAttributes);
  const example = headers.map((header) => TEMPLATE_EXAMPLE[header] ?? '');
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify([headers, example])}`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produk');
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(12, (headers[i] ?? '').length + 4);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
