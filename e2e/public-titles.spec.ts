// Every public route's title is '<page> | <product name>', the record's own name on detail and
// filtered list pages (issue 13); unknown paths and missing records are the 404 page with HTTP 404,
// and unknown paths then land on /404.
import { expect, test } from './support.ts';

const PRODUCT = 'Katalog Pneumatik';

const pages: [path: string, title: string][] = [
  ['/', 'Home'],
  ['/tentang-kami', 'Tentang Kami'],
  ['/kategori-produk', 'Kategori Produk'],
  ['/new-product', 'Produk Baru'],
  ['/search?search=silinder', 'Pencarian'],
  ['/news', 'News'],
];

for (const [path, title] of pages) {
  test(`${path} is titled '${title} | ${PRODUCT}'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | ${PRODUCT}`);
    await expect(page.getByRole('main')).toBeVisible();
  });
}

test('product, news, brand, category and type pages are titled with the record’s name', async ({
  page,
}) => {
  const data = async <T>(path: string): Promise<T> =>
    ((await (await page.request.get(`/api-web${path}`)).json()) as { data: T }).data;
  const product = await data<{
    name: string;
    brand: { id: number; name: string };
    category: { id: number; name: string };
    type: { id: number; name: string };
  }>('/product/1');
  const news = await data<{ title: string }>('/news/1');
  const records: [path: string, name: string][] = [
    ['/detail-product/1', product.name],
    ['/news/1', news.title],
    [`/brand-produk?id=${product.brand.id}`, product.brand.name],
    [`/kategori-produk?id=${product.category.id}`, product.category.name],
    [`/tipe-produk?id=${product.type.id}`, product.type.name],
  ];
  for (const [path, name] of records) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(page, path).toHaveTitle(`${name} | ${PRODUCT}`);
  }
});

test('/404, /umkm and /export answer 404 with the 404 page; unknown paths land on /404', async ({
  page,
}) => {
  for (const path of ['/404', '/umkm', '/export']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`404 Not Found | ${PRODUCT}`);
  }
});

test('a missing product or news article answers 404 with the 404 page at its own address', async ({
  page,
}) => {
  // The page hydrates the 404 markup the server sent: React reports no mismatch.
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|#418|#423|#425/i.test(message.text())) mismatches.push(message.text());
  });
  for (const path of ['/detail-product/987654', '/news/987654', '/brand-produk?id=987654']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`404 Not Found | ${PRODUCT}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  }
  expect(mismatches).toEqual([]);
});
