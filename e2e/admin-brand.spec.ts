// Master data journey: a brand created in the back office shows in the public mega-menu data.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './playwright.config.ts';

// A real 1×1 PNG: the server checks uploads by their content (DECISIONS).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a brand with both images appears in GET brand/list/product', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.locator('input[name="password"]').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Brand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Master Brand' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Brand' });
  await dialog.getByRole('textbox', { name: /^Nama/ }).fill('Festindo E2E');
  await dialog.getByLabel('Keterangan').fill('Katup dan silinder untuk pabrik makanan.');
  await dialog.locator('input[type="file"]').nth(0).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await dialog.locator('input[type="file"]').nth(1).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Simpan' }).click();

  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Menambah data brand');
  await expect(dialog).toBeHidden();
  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('table', { name: 'Master Brand' })).toContainText('Festindo E2E');

  const menu = await request.get('/api-web/brand/list/product');
  const brands = ((await menu.json()) as { data: { name: string; thumbnail: { path: string } }[] }).data;
  const created = brands.find((brand) => brand.name === 'Festindo E2E');
  expect(created).toBeDefined();
  expect(created?.thumbnail.path).toMatch(/^\/storage\//);
});
