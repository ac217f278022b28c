// Comparison journey (issue 24): a visitor adds three products of one type with the cards'
// 'Bandingkan', opens the compare bar's link, and 'Tampilkan perbedaan saja' hides exactly the rows
// whose values are all equal. The products are chosen through the API (three prices that differ,
// so one row always differs; one type, so 'Tipe' never does), not by demo names.
import type { APIRequestContext, Locator } from '@playwright/test';
import { apiHeaders, expect, test } from './support.ts';

const TYPE = 'Silinder Kompak';

interface ListedProduct {
  id: number;
  name: string;
  harga: number | string | null;
}

async function typeIdOf(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(
    `/api-web/admin/lookup/type?search=${encodeURIComponent(name)}`,
    {
      headers: await apiHeaders(request),
    },
  );
  const types = ((await answer.json()) as { data: { id: number; name: string }[] }).data;
  return types.find((type) => type.name === name)?.id ?? 0;
}

/** Every body row of the table as [heading, ...cells]. */
function readRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

test("compare three products and show only the rows that differ with 'Tampilkan perbedaan saja'", async ({
  page,
  request,
}) => {
  const typeId = await typeIdOf(request, TYPE);
  expect(typeId).toBeGreaterThan(0);
  // The first page of the type's list, as the page asks for it: three with different prices.
  const list = await request.get(`/api-web/product?type=${typeId}&page=1&limit=12`);
  const listed = ((await list.json()) as { data: ListedProduct[] }).data;
  const chosen: ListedProduct[] = [];
  for (const product of listed) {
    if (chosen.length < 3 && !chosen.some((other) => String(other.harga) === String(product.harga)))
      chosen.push(product);
  }
  expect(chosen).toHaveLength(3);

  await page.goto(`/tipe-produk?id=${typeId}`);
  const results = page.getByRole('region', { name: 'Daftar produk' });
  const bar = page.getByRole('complementary', { name: 'Produk yang dibandingkan' });
  for (const [index, product] of chosen.entries()) {
    const card = results
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: product.name, exact: true }) });
    const add = card.getByRole('button', { name: 'Bandingkan' });
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    // The bar shows what is chosen so far.
    await expect(bar.getByText(product.name, { exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: `Bandingkan (${index + 1})` })).toBeVisible();
  }

  await bar.getByRole('link', { name: 'Bandingkan (3)' }).click();
  const ids = chosen.map((product) => product.id).join(',');
  await expect(page).toHaveURL(`/bandingkan?id=${ids}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Perbandingan Produk' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Perbandingan spesifikasi' });
  // A column per product, in the order they were added, once each has loaded.
  for (const product of chosen)
    await expect(
      table.getByRole('columnheader').getByRole('link', { name: product.name, exact: true }),
    ).toBeVisible();

  const rows = await readRows(table);
  const label = (row: string[]) => row[0] ?? '';
  const isEqual = (row: string[]) => row.slice(1).every((cell) => cell === row[1]);
  for (const row of rows) expect(row).toHaveLength(4);
  const equal = rows.filter(isEqual).map(label);
  const different = rows.filter((row) => !isEqual(row)).map(label);
  expect(equal).toContain('Tipe');
  expect(different).toContain('Harga');

  // The toggle keeps the rows that differ, in their order, and nothing else.
  const toggle = page.getByRole('switch', { name: 'Tampilkan perbedaan saja' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(table.locator('tbody tr th')).toHaveText(different);
  await expect(table.getByRole('rowheader', { name: 'Tipe', exact: true })).toBeHidden();
  // Off again: every row is back.
  await toggle.click();
  await expect(table.locator('tbody tr th')).toHaveText(rows.map(label));

  // The address is the comparison: with the chosen list gone, the link alone shows the same.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/bandingkan?id=${ids}`);
  for (const product of chosen)
    await expect(
      table.getByRole('columnheader').getByRole('link', { name: product.name, exact: true }),
    ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Produk yang dibandingkan' })).toBeHidden();
});
