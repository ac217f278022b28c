// Product and subscriber exports: CSV and .xlsx with the product table's search and order over
// every page, every column, formula-looking text defused in CSV; staff only.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productExportColumns, SUBSCRIBER_EXPORT_COLUMNS } from '#domain/import/exportColumns.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { seedCatalogue } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  await seedCatalogue(t, token, {
    withEcommerce: true,
    products: ({ ecommerce }) => [
      ...Array.from({ length: 12 }, (_, index) => index + 1).map((i) => ({
        name: `Katup ${String(i).padStart(2, '0')}`,
        harga: 1000 * i,
        fields: {
          'size[0]': '1/4"',
          'size[1]': '3/8"',
          'color[0]': 'Hitam',
          'ecommerces[0][ecommerces_id]': String(ecommerce),
          'ecommerces[0][link_id]': `https://tokoku.example/k${i}`,
        },
        image: 'p.png',
      })),
      { name: '=HYPERLINK("http://x")', harga: '5' },
    ],
  });
  await t.call('POST', '/subscribe', {
    json: { nama: 'Andi', email: 'andi@example.com', telp: '0812' },
  });
});
afterAll(() => t.close());

const parseCsv = (buffer: ArrayBuffer) => {
  const text = Buffer.from(buffer).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  // Good enough for these rows: quoted cells hold commas only inside the quotes.
  return text
    .slice(1)
    .trim()
    .split('\n')
    .map(
      (line) =>
        line
          .match(/("([^"]|"")*"|[^,]*)(,|$)/g)
          ?.slice(0, -1)
          .map((cell) => cell.replace(/,$/, '')) ?? [],
    );
};

describe('exports', () => {
  it('exports every matching product (all pages) as CSV in the table order, with every column', async () => {
    const answer = await t.call<ArrayBuffer>(
      'GET',
      '/admin/product/export?format=csv&search=katup&sortBy=harga&orderBy=asc',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="produk-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(answer.body);
    expect(header).toEqual(productExportColumns([]).map((column) => column.header));
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row[1])).toEqual(
      Array.from({ length: 12 }, (_, i) => `Katup ${String(i + 1).padStart(2, '0')}`),
    );
    const first = rows[0] ?? [];
    const cell = (name: string) => first[header?.indexOf(name) ?? -1];
    expect(cell('Brand')).toBe('Aerotek');
    expect(cell('Ukuran')).toBe('"1/4""; 3/8"""');
    expect(cell('E-Commerce')).toBe('Tokoku: https://tokoku.example/k1');
    expect(cell('Foto')).toMatch(/^\/storage\//);
    expect(cell('Status')).toBe('Aktif');
  });

  it('defuses a formula-looking name in CSV', async () => {
    const answer = await t.call<ArrayBuffer>(
      'GET',
      '/admin/product/export?format=csv&search=hyperlink',
      { token },
    );
    const [, row] = parseCsv(answer.body);
    expect(row?.[1]).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('exports the same rows as an Excel workbook', async () => {
    const answer = await t.call<ArrayBuffer>(
      'GET',
      '/admin/product/export?format=xlsx&search=katup',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/produk-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.body);
    const sheet = book.getWorksheet('Produk');
    expect(sheet?.rowCount).toBe(13);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Nama');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Katup 12');
    expect(sheet?.getRow(2).getCell(3).value).toBe(12000);
  });

  it('exports subscribers as CSV and Excel', async () => {
    const csv = await t.call<ArrayBuffer>('GET', '/admin/subscribe/export?format=csv', { token });
    const [header, row] = parseCsv(csv.body);
    expect(header).toEqual(SUBSCRIBER_EXPORT_COLUMNS.map((column) => column.header));
    expect(row?.slice(0, 3)).toEqual(['Andi', 'andi@example.com', '0812']);
    const xlsx = await t.call<ArrayBuffer>('GET', '/admin/subscribe/export?format=xlsx', { token });
    expect(xlsx.headers.get('content-disposition')).toMatch(/subscriber-\d{4}-\d{2}-\d{2}\.xlsx"$/);
  });

  it('refuses a missing or unknown format with 422 and a missing or wrong token with 401', async () => {
    for (const path of ['/admin/product/export', '/admin/subscribe/export']) {
      expect((await t.call('GET', path, { token })).status).toBe(422);
      expect((await t.call('GET', `${path}?format=pdf`, { token })).status).toBe(422);
      expect((await t.call('GET', `${path}?format=csv`)).status).toBe(401);
      expect((await t.call('GET', `${path}?format=csv`, { token: 'salah' })).status).toBe(401);
    }
    expect(
      (await t.call('GET', '/admin/product/export?format=csv&sortBy=password', { token })).status,
    ).toBe(422);
  });
});
