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
