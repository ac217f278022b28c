// Every public route's title is '<page> | <product name>'; unknown paths land on /404.
import { expect, test } from './support.ts';

const PRODUCT = 'Katalog Pneumatik';

const pages: [path: string, title: string][] = [
  ['/', 'Home'],
  ['/tentang-kami', 'Tentang Kami'],
  ['/kategori-produk?id=1', 'Kategori Produk'],
  ['/brand-produk?id=1', 'Brand Produk'],
  ['/tipe-produk?id=1', 'Tipe Produk'],
  ['/new-product', 'Produk Baru'],
  ['/search?search=silinder', 'Pencarian'],
  ['/detail-product/1', 'Detail Produk'],
  ['/news', 'News'],
  ['/news/1', 'Detail News'],
  ['/404', '404 Not Found'],
];

for (const [path, title] of pages) {
  test(`${path} is titled '${title} | ${PRODUCT}'`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | ${PRODUCT}`);
    await expect(page.getByRole('main')).toBeVisible();
  });
}

test('/umkm and /export are unknown paths and land on /404', async ({ page }) => {
  for (const path of ['/umkm', '/export']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  }
});
