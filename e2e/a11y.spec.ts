// Accessibility of the assembled pages (issue 32): axe-core's WCAG 2.2 A and AA rules on what a
// buyer and a clerk see, at 1366×900 and on a 390×844 phone, with the real server and data. The
// stories run axe on each component alone; this catches what only the whole page shows (landmarks,
// heading order, duplicate ids, contrast over real backgrounds, names that depend on data).
// One test per width walks every page in one browser context; a serious or critical violation
// anywhere fails it, listing rule, page, elements and help.
import type { Page } from '@playwright/test';
import { apiHeaders, expect, signInAsAdmin, test, uniqueName } from './support.ts';
import { axeViolations, formatViolation } from './axe.ts';

interface Listed {
  id: number;
  name: string;
  category: { id: number; name: string };
}

/** Products to show: three of one category that has specification filters. */
async function chooseProducts(page: Page): Promise<Listed[]> {
  const answer = await page.request.get('/api-web/product?search=silinder&limit=3');
  const products = ((await answer.json()) as { data: Listed[] }).data;
  expect(products).toHaveLength(3);
  return products;
}

/** Walks every page of the issue, collecting what axe finds on each. */
async function auditPages(page: Page, isPhone: boolean): Promise<string[]> {
  const found: string[] = [];
  const audit = async (name: string) => {
    const violations = await axeViolations(page);
    found.push(...violations.map((violation) => formatViolation(name, violation)));
  };
  const [product, ...others] = await chooseProducts(page);
  if (!product) throw new Error('no product');

  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await audit('home /');

  // A category list with its specification filters open (a sheet on the phone).
  await page.goto(`/kategori-produk?id=${product.category.id}`);
  const results = page.getByRole('region', { name: 'Daftar produk' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  if (isPhone) {
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
  } else {
    await expect(page.getByRole('complementary', { name: 'Filter spesifikasi' })).toBeVisible();
  }
  await audit('category list with filters open');

  await page.goto('/search?search=silinder');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await audit('search');

  // The product, added to the quote list and the comparison (so later pages show both).
  await page.goto(`/detail-product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page
    .getByRole('button', { name: `Tambah ke Penawaran ${product.name}`, exact: true })
    .click();
  await expect(page.getByText('1 ditambahkan ke daftar penawaran.')).toBeVisible();
  const compare = page.getByRole('button', { name: 'Bandingkan' }).first();
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await audit('product');

  const ids = [product, ...others].map((listed) => listed.id).join(',');
  await page.goto(`/bandingkan?id=${ids}`);
  const table = page.getByRole('table', { name: 'Perbandingan spesifikasi' });
  await expect(table.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await audit('compare');

  await page.goto('/penawaran');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Penawaran' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(product.name);
  await audit('quote list');

  await page.getByRole('textbox', { name: /^Nama/ }).fill(uniqueName('Pembeli Aksesibel'));
  await page.getByRole('textbox', { name: /^Nomor WhatsApp/ }).fill('081234567890');
  await page.getByRole('checkbox', { name: /^Saya setuju/ }).check();
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  const sent = page.getByRole('dialog', { name: 'Permintaan penawaran terkirim' });
  await expect(sent).toContainText(/PNW-\d{6}-\d{5}/);
  const reference = /PNW-\d{6}-\d{5}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  await audit('quote sent dialog');

  // Staff.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await audit('staff login');
  await signInAsAdmin(page);
  await expect(page.getByText('Total Produk')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await audit('dashboard');

  await page.goto('/admin/penawaran');
  const inbox = page.getByRole('table', { name: 'Permintaan Penawaran' });
  await expect(inbox.getByRole('row').filter({ hasText: reference })).toBeVisible();
  await audit('inbox');

  const quotes = await page.request.get(`/api-web/admin/quote?search=${reference}`, {
    headers: await apiHeaders(page.request),
  });
  const quoteId = ((await quotes.json()) as { data: { id: number }[] }).data[0]?.id;
  await page.goto(`/admin/penawaran/${quoteId}`);
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await audit('quote detail');

  await page.goto('/admin/produk');
  await expect(page.getByRole('table', { name: 'Produk' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await audit('product form');
  return found;
}

test.describe('desktop 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 }, bypassCSP: true });

  test('no serious or critical axe violation on the assembled pages', async ({ page }) => {
    const found = await auditPages(page, false);
    expect(found, found.join('\n')).toEqual([]);
  });
});

test.describe('phone 390×844', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
  });

  test('no serious or critical axe violation on the assembled pages', async ({ page }) => {
    const found = await auditPages(page, true);
    expect(found, found.join('\n')).toEqual([]);
  });
});
