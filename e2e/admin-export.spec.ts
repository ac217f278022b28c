// Product export journey (issue 14): a searched table sorted by price (with ties) is exported from
// the admin UI of the built app against the real server, as CSV and as Excel; each file holds
// exactly the rows the table pages through, in its order.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  PNG,
  apiHeaders,
  expect,
  openAdminMenu,
  signInAsAdmin,
  test,
  uniqueName,
} from './support.ts';

const WORD = uniqueName('Berkas').replace(' ', '');
const COUNT = 14;

/** Chooses `item` in the product table's 'Ekspor' menu and returns the download it starts. */
async function exportAs(page: Page, item: string): Promise<Download> {
  await page.getByRole('button', { name: 'Ekspor', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

test('export the searched, price-sorted products: the CSV and the Excel file hold the table rows', async ({
  page,
  request,
}) => {
  // 14 products with one word no other product has; prices repeat, so the sort has ties to break.
  const headers = await apiHeaders(request);
  const firstId = async (kind: string) =>
    String(
      (
        (await (
          await request.get(`/api-web/admin/lookup/${kind}?limit=1`, { headers })
        ).json()) as { data: { id: number }[] }
      ).data[0]?.id,
    );
  const ids = {
    category_id: await firstId('category'),
    brand_id: await firstId('brand'),
    type_id: await firstId('type'),
  };
  for (let i = 1; i <= COUNT; i++) {
    const created = await request.post('/api-web/admin/product', {
      headers,
      multipart: {
        name: `${WORD} ${String(i).padStart(2, '0')}`,
        harga: String(1000 * ((i % 4) + 1)),
        ...ids,
        'image[0]': { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(created.ok()).toBe(true);
  }

  // The table: searched for the word, sorted by Harga ascending, both pages read.
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Produk', 'Produk');
  const table = page.getByRole('table', { name: 'Produk' });
  await page.getByRole('searchbox', { name: 'Cari' }).fill(WORD);
  await expect(page.getByText(`Menampilkan 1 sampai 10 dari ${COUNT} data`)).toBeVisible();
  await table
    .getByRole('columnheader', { name: 'Harga' })
    .getByRole('button', { name: 'Harga' })
    .click();
  await expect(table.getByRole('columnheader', { name: 'Harga' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page).toHaveURL(/sortBy=harga&orderBy=asc/);
  const rowNames = async () => {
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    return (await table.getByRole('row').filter({ hasText: WORD }).allInnerTexts()).map(
      (text) => new RegExp(`${WORD} \\d+`).exec(text)?.[0],
    );
  };
  const shown = await rowNames();
  await page
    .getByRole('navigation', { name: 'Halaman Produk' })
    .getByRole('button', { name: 'Halaman 2' })
    .click();
  await expect(page.getByText(`Menampilkan 11 sampai ${COUNT} dari ${COUNT} data`)).toBeVisible();
  shown.push(...(await rowNames()));
  expect(shown).toHaveLength(COUNT);
  // The ids behind those rows: the same list call the table makes, all on one page.
  const list = await request.get(
    `/api-web/admin/product?search=${WORD}&sortBy=harga&orderBy=asc&length=100`,
    { headers },
  );
  const listed = ((await list.json()) as { data: { id: number; name: string }[] }).data;
  expect(listed.map((product) => product.name)).toEqual(shown);
  const expected = listed.map((product) => [product.id, product.name]);

  // CSV: every row of both pages, in the table's order, with their ids.
  const csv = await exportAs(page, 'Unduh CSV (.csv)');
  expect(csv.suggestedFilename()).toMatch(/^produk-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parse(await readFile(await csv.path()), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  expect(records.map((record) => [Number(record.ID), record.Nama])).toEqual(expected);
  await expect(page.getByRole('button', { name: 'Ekspor', exact: true })).toBeEnabled();

  // Excel: the same rows in the first sheet, under the same headers.
  const xlsx = await exportAs(page, 'Unduh Excel (.xlsx)');
  expect(xlsx.suggestedFilename()).toMatch(/^produk-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet?.getRow(1).values ?? []) as unknown[];
  const [idColumn, nameColumn] = [header.indexOf('ID'), header.indexOf('Nama')];
  expect(idColumn).toBeGreaterThan(0);
  const cells: [number, string][] = [];
  sheet?.eachRow((row, number) => {
    if (number > 1)
      cells.push([Number(row.getCell(idColumn).value), String(row.getCell(nameColumn).value)]);
  });
  expect(cells).toEqual(expected);
});
