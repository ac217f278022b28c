import { expect, test } from './support.ts';

test('an unknown path answers 404 and lands on /404 with its title', async ({ page }) => {
  const response = await page.goto('/halaman-yang-tidak-ada');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Not Found | Katalog Pneumatik');
});

test('the API and the app share one port', async ({ request }) => {
  const config = await request.get('/api-web/config');
  expect(config.ok()).toBe(true);
  const body = (await config.json()) as { data: { appName: string } };
  expect(body.data.appName).toBe('Katalog Pneumatik');
});

test('robots.txt is served as a file, not as the app', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /admin/');
});

// Issue 32, defect 12: a list whose ?id= names no record answered 200 with 'Data Produk Belum
// Tersedia' (a soft 404) when the id was not a number; an unknown number already answered 404.
test('a list page whose id is junk answers 404 with the 404 page, not an empty list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of ['/tipe-produk?id=abc', '/kategori-produk?id=None', '/brand-produk?id=']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('Data Produk Belum Tersedia')).toHaveCount(0);
    await expect(page).toHaveTitle('404 Not Found | Katalog Pneumatik');
  }
});
