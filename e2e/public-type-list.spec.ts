// A type's list page by ?id= (SPEC 2.2): an active type without products is SPEC's empty list,
// not a 404; once staff switch it off, its address is the 404 page.
import { apiHeaders, expect, test, uniqueName } from './support.ts';

test('an active type without products shows the empty list; switched off, its page is 404', async ({
  page,
  request,
}) => {
  // Staff add a type and give it no product.
  const headers = await apiHeaders(request);
  const name = uniqueName('Tipe Kosong');
  const created = await request.post('/api-web/admin/type', { headers, data: { name } });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  // A visitor opens its list: 200, the type's name in the title, SPEC's empty text.
  const shown = await page.goto(`/tipe-produk?id=${id}`);
  expect(shown?.status()).toBe(200);
  await expect(page).toHaveTitle(`${name} | Katalog Pneumatik`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Menampilkan 0 produk ...')).toBeVisible();
  await expect(page.getByText('Data Produk Belum Tersedia')).toBeVisible();

  // Staff switch the type off: the same address is now the 404 page.
  const toggled = await request.put(`/api-web/admin/type/is-active/${id}`, { headers });
  expect(toggled.ok()).toBe(true);
  const hidden = await page.goto(`/tipe-produk?id=${id}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Not Found | Katalog Pneumatik');
});
