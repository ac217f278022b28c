// Product import journey (issue 14): a 50-row sheet with 3 bad rows through the admin UI of the
// built app against the real server; the preview names the 3 rows, the job imports the other 47,
// and they show publicly.
import { stringify } from 'csv-stringify/sync';
import {
  apiHeaders,
  expect,
  fileInput,
  openAdminMenu,
  signInAsAdmin,
  test,
  uniqueName,
} from './support.ts';

const PREFIX = uniqueName('Impor Ezeltron');

test('import a 50-row sheet with 3 bad rows: the preview names them, 47 products then show publicly', async ({
  page,
  request,
}) => {
  // The demo catalogue's names, as staff would type them.
  const headers = await apiHeaders(request);
  const first = async (kind: string) =>
    (
      (await (await request.get(`/api-web/admin/lookup/${kind}?limit=1`, { headers })).json()) as {
        data: { name: string }[];
      }
    ).data[0]?.name ?? '';
  const [category, brand, type] = [
    await first('category'),
    await first('brand'),
    await first('type'),
  ];

  const rows = Array.from({ length: 50 }, (_, i) => [
    `${PREFIX} ${i + 1}`,
    String(100000 + i),
    category,
    brand,
    type,
    '1 Tahun',
  ]);
  rows[9] = [`${PREFIX} 10`, '', category, brand, type, '']; // sheet row 11: no price
  rows[19] = [`${PREFIX} 20`, '1000', category, 'Merek Tak Dikenal', type, '']; // row 21: unknown brand
  rows[29] = [`${PREFIX} 30`, '1000', category, brand, type, '<b>1 Tahun</b>']; // row 31: HTML in a plain field
  const sheet = Buffer.from(
    stringify([['Nama', 'Harga', 'Kategori', 'Brand', 'Tipe', 'Garansi'], ...rows]),
  );

  await signInAsAdmin(page);
  await openAdminMenu(page, 'Produk', 'Produk');
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Produk' });
  await fileInput(dialog, /^File produk/).setInputFiles({
    name: 'produk.csv',
    mimeType: 'text/csv',
    buffer: sheet,
  });
  await dialog.getByRole('button', { name: 'Periksa File' }).click();

  await expect(
    dialog.getByText(
      '50 baris dibaca: 47 siap diimpor (47 baru, 0 diperbarui), 3 baris bermasalah.',
    ),
  ).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Baris bermasalah' }).getByRole('row');
  await expect(errors).toHaveCount(4);
  await expect(errors.nth(1)).toHaveText(/^11\s*Harga\s*Harga tidak boleh kosong!$/);
  await expect(errors.nth(2)).toHaveText(/^21\s*Brand\s*Brand tidak ditemukan$/);
  await expect(errors.nth(3)).toHaveText(
    /^31\s*Garansi\s*Tidak boleh mengandung text HTML,CSS,Javascript$/,
  );

  await dialog.getByRole('button', { name: 'Impor 47 Produk' }).click();
  await expect(
    dialog.getByText('Impor selesai: 47 produk baru, 0 produk diperbarui, 3 baris dilewati.'),
  ).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Selesai' }).click();

  // Publicly: the search page lists the 47, and none of the bad rows.
  await page.goto(`/search?search=${encodeURIComponent(PREFIX)}`);
  await expect(page.getByText('Menampilkan 47 produk dari hasil pencarian')).toBeVisible();
  const found = await request.get(
    `/api-web/product?search=${encodeURIComponent(PREFIX)}&limit=100`,
  );
  const names = ((await found.json()) as { data: { name: string }[] }).data.map(
    (product) => product.name,
  );
  expect(names).toHaveLength(47);
  expect(names).not.toContain(`${PREFIX} 10`);
  expect(names).not.toContain(`${PREFIX} 20`);
  expect(names).not.toContain(`${PREFIX} 30`);
});
