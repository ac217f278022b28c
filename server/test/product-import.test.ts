import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, productImports, products } from '../src/db/schema/index.ts';
import { startImportJob } from '../src/repositories/products/import/jobs.ts';
import { templateHeaders, type CheckedRow } from '#domain/import/productImport.ts';
import { readSheet } from '#domain/import/productImportSheet.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { htmlAsPng, pngBytes } from './helpers/fixtures.ts';
import { seedCatalogue } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;
const ids = { brand: 0, category: 0, type: 0, ecommerce: 0, product: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const { brand, category, type, ecommerce, products } = await seedCatalogue(t, token, {
    keterangan: 'Merek fiktif',
    category: 'Silinder Pneumatik',
    type: 'Silinder Kompak',
    withEcommerce: true,
    products: [{ name: 'Produk Lama', harga: '1000', image: 'a.png' }],
  });
  Object.assign(ids, { brand, category, type, ecommerce, product: products[0] });
});
afterAll(() => t.close());

const HEADER =
  'ID;Nama;Harga;Harga Akhir;Garansi;Best Seller;Kategori;Brand;Tipe;Ukuran;Marketplace 1;Link Marketplace 1;Gambar';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'), 'utf8');
const sheetForm = (sheet: Buffer, name = 'produk.csv', zip?: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(sheet)]), name);
  if (zip) form.append('pictures', new Blob([new Uint8Array(zip)]), 'gambar.zip');
  return form;
};

async function waitForJob(id: number) {
  for (let i = 0; i < 200; i += 1) {
    const answer = await t.call('GET', `/admin/product/import/${id}`, { token });
    expect(answer.status).toBe(200);
    if (answer.body.data.status !== 'running') return answer.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

const productCount = async () =>
  (await t.app.db.select({ value: count() }).from(products))[0]?.value ?? 0;

describe('product import', () => {
  it('refuses every call without a valid token', async () => {
    for (const candidate of [null, 'wrong-token']) {
      expect(
        (await t.call('GET', '/admin/product/import/template', { token: candidate })).status,
      ).toBe(401);
      expect((await t.call('GET', '/admin/product/import/1', { token: candidate })).status).toBe(
        401,
      );
      expect(
        (
          await t.call('POST', '/admin/product/import/preview', {
            token: candidate,
            form: sheetForm(csv()),
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await t.call('POST', '/admin/product/import', {
            token: candidate,
            form: sheetForm(csv()),
          })
        ).status,
      ).toBe(401);
    }
  });

  it('serves the template as .xlsx and CSV with the columns the import reads', async () => {
    for (const format of ['xlsx', 'csv']) {
      const answer = await t.call<ArrayBuffer>(
        'GET',
        `/admin/product/import/template?format=${format}`,
        { token },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="template-impor-produk.${format}"`,
      );
      const sheet = await readSheet(new Uint8Array(answer.body));
      expect(sheet.headers).toEqual(templateHeaders());
      expect(sheet.rows).toHaveLength(1);
    }
  });

  it('previews every row with the product form rules: row number, column and message', async () => {
    const answer = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: sheetForm(
        csv(
          ';Silinder Baru;850.000;;1 Tahun;Ya;silinder pneumatik;AEROTEK;Silinder Kompak;"63 x 100; 63 x 150";Tokoku;https://tokoku.example/a;',
          `${ids.product};Produk Lama Diubah;2000;;;Tidak;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;`,
          ';Tanpa Harga;;;;;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;',
          ';Merek Asing;1000;;;;Silinder Pneumatik;Merek Asing;Silinder Kompak;;;;',
          ';Garansi HTML;1000;;<script>alert(1)</script>;;Silinder Pneumatik;Aerotek;Silinder Kompak;;Tokoku;javascript:alert(1);',
          ';;;;;;;;;;;;',
          ';Gambar Hilang;1000;;;;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;tidak-ada.jpg',
        ),
      ),
    });
    expect(answer.status).toBe(200);
    const preview = answer.body.data;
    expect(preview).toMatchObject({ total: 6, valid: 2, invalid: 4, creates: 1, updates: 1 });
    expect(preview.rows).toEqual([
      { row: 2, action: 'create', id: null, name: 'Silinder Baru' },
      { row: 3, action: 'update', id: ids.product, name: 'Produk Lama Diubah' },
    ]);
    expect(preview.errors).toEqual([
      { row: 4, column: 'Harga', message: 'Harga tidak boleh kosong!' },
      { row: 5, column: 'Brand', message: 'Brand tidak ditemukan' },
      { row: 6, column: 'Garansi', message: 'Tidak boleh mengandung text HTML,CSS,Javascript' },
      { row: 6, column: 'Link Marketplace 1', message: 'Link harus diawali http:// atau https://' },
      { row: 8, column: 'Gambar', message: 'Gambar "tidak-ada.jpg" tidak ditemukan di file ZIP.' },
    ]);
  });

  it('reads .xlsx sheets, and refuses files that are not sheets or ZIPs by their content', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produk');
    sheet.addRow(['Nama', 'Harga', 'Kategori', 'Brand', 'Tipe']);
    sheet.addRow(['Dari Excel', 125000, 'Silinder Pneumatik', 'Aerotek', 'Silinder Kompak']);
    sheet.addRow(['Harga Pecahan', 12.5, 'Silinder Pneumatik', 'Aerotek', 'Silinder Kompak']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: sheetForm(xlsx, 'produk.csv'),
    });
    expect(answer.body.data).toMatchObject({
      total: 2,
      valid: 1,
      errors: [{ row: 3, column: 'Harga', message: 'Format tidak valid.' }],
    });

    const png = await pngBytes();
    const notSheet = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: sheetForm(png, 'produk.xlsx'),
    });
    expect(notSheet.status).toBe(422);
    expect(notSheet.body.data.errors).toEqual({ file: 'Silahkan periksa file Anda lagi' });
    const notZip = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: sheetForm(
        csv(';A;1;;;;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;'),
        'produk.csv',
        png,
      ),
    });
    expect(notZip.body.data.errors).toEqual({ pictures: 'Silahkan periksa file Anda lagi' });
    const noColumns = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: sheetForm(Buffer.from('Nama,Harga\nA,1\n')),
    });
    expect(noColumns.body.data.errors.file).toBe(
      'Kolom wajib tidak ditemukan di baris pertama: Kategori, Brand, Tipe.',
    );
    // Broken files: a cut-off workbook, an unclosed quote, binary bytes, an empty file.
    for (const broken of [
      xlsx.subarray(0, xlsx.length - 200),
      Buffer.from('Nama,Harga\n"A,1\n'),
      Buffer.from([0, 1, 2, 3, 255, 254]),
      Buffer.alloc(0),
    ]) {
      const answer = await t.call('POST', '/admin/product/import/preview', {
        token,
        form: sheetForm(broken, 'x.xlsx'),
      });
      expect(answer.status).toBe(422);
    }
    const missing = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: new FormData(),
    });
    expect(missing.body.data.errors).toEqual({ file: 'Masukkan File' });
  });

  it('checks the pictures of the ZIP by content', async () => {
    const zip = Buffer.from(
      zipSync({
        'foto/baik.png': new Uint8Array(await pngBytes()),
        'palsu.png': new Uint8Array(htmlAsPng()),
      }),
    );
    const answer = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: sheetForm(
        csv(
          ';Baik;1000;;;;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;BAIK.png',
          ';Palsu;1000;;;;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;palsu.png',
        ),
        'p.csv',
        zip,
      ),
    });
    expect(answer.body.data.valid).toBe(1);
    expect(answer.body.data.errors).toEqual([
      { row: 3, column: 'Gambar', message: 'Gambar "palsu.png": Silahkan periksa file Anda lagi' },
    ]);
  });

  it('imports the valid rows as a job: creates, updates, pictures, public pages and search see them', async () => {
    // A public read first, so that the public cache holds the old answer.
    expect((await t.call('GET', `/product/${ids.product}`)).body.data.name).toBe('Produk Lama');
    const zip = Buffer.from(
      zipSync({
        'depan.png': new Uint8Array(await pngBytes()),
        'samping.png': new Uint8Array(await pngBytes()),
      }),
    );
    const started = await t.call('POST', '/admin/product/import', {
      token,
      form: sheetForm(
        csv(
          ';Katup Impor Zebra;850.000;;1 Tahun;Ya;Silinder Pneumatik;Aerotek;Silinder Kompak;"63 x 100; 63 x 150";Tokoku;https://tokoku.example/a;"depan.png; samping.png"',
          `${ids.product};Produk Lama Diubah;2000;;;Tidak;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;samping.png`,
          ';Tanpa Harga;;;;;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;',
        ),
        'p.csv',
        zip,
      ),
    });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'running', total: 2, skipped: 1 });
    const job = await waitForJob(started.body.data.id);
    expect(job).toMatchObject({
      status: 'done',
      total: 2,
      processed: 2,
      progress: 100,
      created: 1,
      updated: 1,
      skipped: 1,
      message: null,
    });

    const updated = await t.call('GET', `/product/${ids.product}`);
    expect(updated.body.data.name).toBe('Produk Lama Diubah');
    expect(updated.body.data.image).toHaveLength(1);
    const found = await t.call('GET', '/product?search=zebra');
    expect(found.body.data.map((row: { name: string }) => row.name)).toEqual(['Katup Impor Zebra']);
    const created = await t.call('GET', `/product/${found.body.data[0].id}`);
    expect(created.body.data).toMatchObject({
      harga: 850000,
      isBestSeller: true,
      size: [{ name: '63 x 100' }, { name: '63 x 150' }],
    });
    expect(created.body.data.ecommerces[0]).toMatchObject({
      ecommerces: { id: ids.ecommerce },
      link: 'https://tokoku.example/a',
    });
    expect(created.body.data.image).toHaveLength(2);
    expect(created.body.data.isCover.id).toBe(created.body.data.image[0].id);
    // The audit trail names each imported product, in the import's transaction.
    const trail = await t.call('GET', '/admin/audit?action=import', { token });
    expect(trail.body.data.map((entry: { recordName: string }) => entry.recordName).sort()).toEqual(
      ['Katup Impor Zebra', 'Produk Lama Diubah'],
    );
  });

  it('refuses a sheet without one valid row', async () => {
    const answer = await t.call('POST', '/admin/product/import', {
      token,
      form: sheetForm(csv(';Tanpa Harga;;;;;Silinder Pneumatik;Aerotek;Silinder Kompak;;;;')),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ file: 'Tidak ada baris yang valid untuk diimpor.' });
  });

  it('leaves nothing half-imported when the write fails part-way', async () => {
    const before = await productCount();
    const filesBefore = (await t.app.db.select({ value: count() }).from(files))[0]?.value;
    const good = (row: number): CheckedRow => ({
      row,
      id: null,
      equivalentsGiven: false,
      fields: {
        name: `Baris ${row}`,
        harga: '1000',
        brand_id: String(ids.brand),
        category_id: String(ids.category),
        type_id: String(ids.type),
      },
      pictures: row === 2 ? ['depan.png'] : [],
    });
    // 700 rows: the first batch of 500 is written before the broken row of the second fails.
    const rows = Array.from({ length: 700 }, (_, i) => good(i + 2));
    rows[650] = { ...good(652), fields: { ...good(652).fields, brand_id: '2147483000' } };
    const pictures = new Map([['depan.png', new Uint8Array(await pngBytes())]]);
    const job = await startImportJob(t.app, { user: null, rows, skipped: 0, pictures });
    const done = await waitForJob(job.id);
    expect(done).toMatchObject({
      status: 'failed',
      created: 0,
      message: 'Impor gagal; tidak ada data yang diubah.',
    });
    expect(await productCount()).toBe(before);
    expect((await t.app.db.select({ value: count() }).from(files))[0]?.value).toBe(filesBefore);
    const [row] = await t.app.db.select().from(productImports).where(eq(productImports.id, job.id));
    expect(row?.status).toBe('failed');
  });

  it('answers 404 for an unknown job', async () => {
    expect((await t.call('GET', '/admin/product/import/999999', { token })).status).toBe(404);
  });
});
