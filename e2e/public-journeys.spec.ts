// Visitor journeys of issue 5 against the built app and the real server with the demo seed.
import type { APIRequestContext } from '@playwright/test';
import { apiHeaders, expect, test } from './support.ts';

const CHAT_PHONE = '6280000000000';

interface ProductLinks {
  data: { name: string; ecommerces: { ecommerces: { name: string }; link: string }[] };
}

async function productFromApi(
  request: APIRequestContext,
  id: string,
): Promise<ProductLinks['data']> {
  const answer = await request.get(`/api-web/product/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as ProductLinks).data;
}

test('home → brand → product detail with the marketplace and chat links', async ({
  page,
  request,
}) => {
  // The first brand of the carousel that has products (other journeys add brands without any).
  const brands = await request.get('/api-web/brand/list/product');
  const withProducts = (
    (await brands.json()) as { data: { name: string; product: unknown[] }[] }
  ).data.find((brand) => brand.product.length > 0);
  expect(withProducts).toBeDefined();
  await page.goto('/');
  // A brand logo in the carousel opens that brand's list by query id.
  await page
    .getByRole('region', { name: 'Brand' })
    .getByRole('link', { name: withProducts?.name, exact: true })
    .click();
  await expect(page).toHaveURL(/\/brand-produk\?id=\d+$/);
  await expect(page.getByText(/^Menampilkan \d+ produk \.\.\.$/)).toBeVisible();
  // The first card opens its detail page.
  await page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detail-product\/\d+$/);
  const id = /\/detail-product\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const product = await productFromApi(request, id);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Each marketplace link points at the product's own URL there.
  for (const entry of product.ecommerces) {
    await expect(
      page.getByRole('link', { name: `Beli di ${entry.ecommerces.name}` }),
    ).toHaveAttribute('href', entry.link);
  }
  // The chat order link carries SPEC's message to the configured phone.
  const message = `Saya ingin membeli produk ${product.name}`;
  await expect(page.getByRole('link', { name: message })).toHaveAttribute(
    'href',
    `https://wa.me/${CHAT_PHONE}?text=${encodeURIComponent(message)}`,
  );
});

test('search for a seeded word finds products and pages through them', async ({
  page,
  request,
}) => {
  const word = 'otomasi';
  const answer = await request.get(`/api-web/product?search=${word}&limit=12`);
  const total = ((await answer.json()) as { meta: { total: number } }).meta.total;
  expect(total).toBeGreaterThan(0);
  await page.goto('/');
  // Enter in the top bar's search box.
  await page.getByRole('combobox', { name: 'Cari produk' }).fill(word);
  await page.getByRole('combobox', { name: 'Cari produk' }).press('Enter');
  await expect(page).toHaveURL(`/search?search=${word}`);
  await expect(page.getByText(`Menampilkan ${total} produk dari hasil pencarian`)).toBeVisible();
  // The top bar is an island of / (issue 34): the search loaded the results as a page of their own.
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const cards = page.getByRole('region', { name: 'Daftar produk' }).getByRole('link');
  await expect(cards).toHaveCount(Math.min(total, 12));
  if (total > 12) {
    // Page 2 holds the rest (up to 12).
    await page.getByRole('button', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(`/search?search=${word}&page=2`);
    await expect(page.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards).toHaveCount(Math.min(total - 12, 12));
  }
});

test('news → detail → the PDF downloads; the portfolio saves as Portofolio.pdf', async ({
  page,
}) => {
  await page.goto('/news');
  // The first title opens its detail page.
  await page
    .getByRole('list', { name: 'Daftar news' })
    .getByRole('heading')
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  const pdf = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Product Knowledge' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
  // The company page's Portfolio button.
  await page.goto('/tentang-kami');
  const portfolio = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Portfolio' }).click();
  expect((await portfolio).suggestedFilename()).toBe('Portofolio.pdf');
});

async function adminSubscribers(request: APIRequestContext): Promise<{ email: string }[]> {
  const list = await request.get('/api-web/admin/dashboard/subscribe?length=100', {
    headers: await apiHeaders(request),
  });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { data: { email: string }[] }).data;
}

test('subscribe → the subscriber shows in the admin dashboard call', async ({ page, request }) => {
  const email = `rina.${Date.now()}@contoh.id`;
  await page.goto('/tentang-kami');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.getByLabel('Nama').fill('Rina Lestari');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Nomor Telpon').fill('081234567890');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // The thanks dialog names the product.
  await expect(page.getByText('Terima Kasih!')).toBeVisible();
  await expect(
    page.getByText('Kami akan mengirimkan anda update terbaru mengenai Katalog Pneumatik'),
  ).toBeVisible();
  const subscribers = await adminSubscribers(request);
  expect(subscribers.map((row) => row.email)).toContain(email);
});

test('a rendered page hydrates from its own answers without asking the API again; a later page asks', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api-web/')) asked.push(pathname);
  });
  // goto waits until the page listens; the page's reads came with the HTML. / is in islands
  // (issue 34): the top bar hydrates when touched, from the same answers.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Cari produk' }).focus();
  await expect(page.locator('kp-island[data-island="top-bar"]')).toHaveAttribute(
    'data-live',
    'true',
  );
  await page.waitForTimeout(1000);
  expect(asked).toEqual([]);
  // A link in an island loads the next page as a document, rendered with its own answers.
  await page.getByRole('region', { name: 'Brand' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/brand-produk\?id=\d+$/);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  expect(asked).toEqual([]);
  // The brand page is in islands too (issue 34): a card's link loads the product page as a
  // document, rendered with its own answers (it reports the view, and reads nothing).
  await page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detail-product\/\d+/);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.waitForTimeout(1000);
  expect(asked.filter((path) => path !== '/api-web/event')).toEqual([]);
  // A page that hydrates whole (a comparison of two products; the search is in islands too now):
  // moving on renders the next screen in the browser, which reads what it needs.
  const two = (await (await request.get('/api-web/product?limit=2')).json()) as {
    data: { id: number; name: string }[];
  };
  const [first, second] = two.data;
  await page.goto(`/bandingkan?id=${first?.id},${second?.id}`);
  asked.length = 0;
  await page.getByRole('main').getByRole('link', { name: first?.name, exact: true }).click();
  await expect(page).toHaveURL(`/detail-product/${first?.id}`);
  await expect.poll(() => asked.some((path) => path.startsWith('/api-web/product/'))).toBe(true);
  // Back on the comparison, its answers are no longer taken as fresh: the other product's is
  // asked again (the first one's was asked a moment ago, which SWR does not repeat).
  asked.length = 0;
  await page.goBack();
  await expect(page).toHaveURL(`/bandingkan?id=${first?.id},${second?.id}`);
  await expect.poll(() => asked).toContain(`/api-web/product/${second?.id}`);
});
