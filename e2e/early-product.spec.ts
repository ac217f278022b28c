// Issue 32 on a phone (390×844, touch). A product page used before it is interactive: on a cheap
// Android phone (Chrome DevTools' 6× CPU slowdown) the scripts start and hydrate seconds after the
// page shows, and what a visitor typed or pressed meanwhile must still count once they have.
// Playwright's own `test`, not ./support.ts's: that `goto` waits for hydration, the first journey's
// point is not to.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

interface Product {
  id: number;
  name: string;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function firstProduct(request: APIRequestContext): Promise<Product> {
  const answer = await request.get('/api-web/product?limit=1');
  const product = ((await answer.json()) as { data: Product[] }).data[0];
  if (!product) throw new Error('the demo catalogue has no product');
  return product;
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.ready === 'true');

const untilHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
    timeout: 60_000,
  });

/** Opens a page and waits until it is live (support.ts's `goto`, for this file's plain `test`). */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await untilHydrated(page);
}

test('a quantity typed and added, and Bandingkan pressed, before hydration on a 6× slower CPU all count', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, name } = await firstProduct(request);
  // The app's scripts (all but the small boot script, which holds early presses) are held until
  // the visitor has pressed, as a slow network would: on a shared machine the time before
  // hydration varies too much for the premise below to hold by CPU slowdown alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`/detail-product/${id}`, { waitUntil: 'domcontentloaded' });
  const quantity = page.getByRole('textbox', { name: 'Jumlah' });
  const add = page.getByRole('button', { name: `Tambah ke Penawaran ${name}`, exact: true });
  const compare = page.getByRole('button', { name: 'Bandingkan' });

  // Typed into the server-rendered field at DOMContentLoaded, then both buttons pressed.
  await quantity.fill('12');
  await add.tap();
  await compare.tap();
  // The premise: the page was not yet interactive when the visitor typed and pressed.
  expect(await isHydrated(page)).toBe(false);
  release();

  await untilHydrated(page);
  // Once live, the field still reads 12, and both presses have taken effect, once each.
  await expect(page.getByRole('status').filter({ hasText: 'ditambahkan' })).toHaveText(
    '12 ditambahkan ke daftar penawaran.',
  );
  await expect(quantity).toHaveValue('12');
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`/detail-product/${id}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The quote list holds the product with quantity 12.
  await openLive(page, '/penawaran');
  const line = page.getByRole('group', { name });
  await expect(line.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('12');
});
