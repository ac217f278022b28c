// Issue 32, rough edge: category, type and brand pages had a generic heading ('Tipe Produk') and
// no breadcrumb. Now the heading names the record, a trail leads back up (Home › category › type),
// and the server-rendered HTML carries the same trail as a JSON-LD BreadcrumbList.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support.ts';

interface Named {
  id: number;
  name: string;
}

interface Product {
  id: number;
  brand: Named;
  category: Named;
  type: Named;
}

async function firstProduct(request: APIRequestContext): Promise<Product> {
  const answer = await request.get('/api-web/product/1');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Product }).data;
}

/** The texts of the trail's steps. */
async function trailOf(page: Page): Promise<string[]> {
  const trail = page.getByRole('navigation', { name: 'Navigasi remah roti' });
  await expect(trail).toBeVisible();
  return trail.getByRole('listitem').allTextContents();
}

/** The BreadcrumbList of a page as the server sends it: [name, item] per step. */
async function breadcrumbLdOf(request: APIRequestContext, url: string): Promise<string[][]> {
  const html = await (await request.get(url)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  const list = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expect(list, url).toBeDefined();
  return (list?.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [
    name,
    new URL(item).pathname + new URL(item).search,
  ]);
}

test('a type page is headed by its name under Home › category, up to the category (desktop)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await firstProduct(request);
  const typePath = `/tipe-produk?id=${product.type.id}`;
  const categoryPath = `/kategori-produk?id=${product.category.id}`;

  await page.goto(typePath);
  await expect(page.getByRole('heading', { level: 1, name: product.type.name })).toBeVisible();
  expect(await trailOf(page)).toEqual(['Home', product.category.name, product.type.name]);
  expect(await breadcrumbLdOf(request, typePath)).toEqual([
    ['Home', '/'],
    [product.category.name, categoryPath],
    [product.type.name, typePath],
  ]);

  // The category step goes up to the category's page, headed by its name.
  await page
    .getByRole('navigation', { name: 'Navigasi remah roti' })
    .getByRole('link', { name: product.category.name })
    .click();
  await expect(page).toHaveURL(categoryPath);
  await expect(page.getByRole('heading', { level: 1, name: product.category.name })).toBeVisible();
  expect(await trailOf(page)).toEqual(['Home', product.category.name]);
  expect(await breadcrumbLdOf(request, categoryPath)).toEqual([
    ['Home', '/'],
    [product.category.name, categoryPath],
  ]);
});

test('a type page keeps its category step when the filters match nothing (issue 34)', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  const typePath = `/tipe-produk?id=${product.type.id}`;
  // No product is 100 km bore: the list is empty, the trail is not.
  const filtered = `${typePath}&spec%5B1%5D%5Bmin%5D=100000`;
  await page.goto(filtered);
  await expect(page.getByText('Tidak ada produk yang cocok')).toBeVisible();
  expect(await trailOf(page)).toEqual(['Home', product.category.name, product.type.name]);
  // The server's BreadcrumbList too; its last step is the whole list (the canonical address).
  const categoryPath = `/kategori-produk?id=${product.category.id}`;
  expect((await breadcrumbLdOf(request, filtered)).slice(0, 2)).toEqual([
    ['Home', '/'],
    [product.category.name, categoryPath],
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a brand page is headed by the brand under Home, and Home goes home', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    const brandPath = `/brand-produk?id=${product.brand.id}`;
    await page.goto(brandPath);
    await expect(page.getByRole('heading', { level: 1, name: product.brand.name })).toBeVisible();
    expect(await trailOf(page)).toEqual(['Home', product.brand.name]);
    expect(await breadcrumbLdOf(request, brandPath)).toEqual([
      ['Home', '/'],
      [product.brand.name, brandPath],
    ]);
    // The trail fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page
      .getByRole('navigation', { name: 'Navigasi remah roti' })
      .getByRole('link', { name: 'Home' })
      .tap();
    await expect(page).toHaveURL('/');
  });
});
