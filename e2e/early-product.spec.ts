// Issue 32 on a phone (390×844, touch). A product page used before it is interactive: on a cheap
// Android phone (Chrome DevTools' 6× CPU slowdown) the scripts start and hydrate seconds after the
// page shows, and what a visitor typed or pressed meanwhile must still count once they have. And
// the quote reference, kept whole on /penawaran with 'Salin' once the dialog is closed.
// Playwright's own `test`, not ./support.ts's: that `goto` waits for hydration, the first journey's
// point is not to.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { openWithScriptsHeld } from './support.ts';

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

/**
 * Whether `control` is live: its island has hydrated (a page in islands, issue 34), or the whole
 * page has (a page hydrated whole).
 */
const isLive = (control: Locator) =>
  control.evaluate((element) => {
    const holder = element.closest('kp-island');
    if (holder instanceof HTMLElement) return holder.dataset.live === 'true';
    return document.documentElement.dataset.ready === 'true';
  });

/** The top bar's 'Penawaran' link, by the count it shows. */
const quoteCount = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`${count} produk$`) });

/** Opens a page and waits until it is live (support.ts's `goto`, for this file's plain `test`). */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await untilHydrated(page);
}

/** How many line boxes an inline element takes: 1 when it is not broken. */
const lineCount = (element: Locator) => element.evaluate((node) => node.getClientRects().length);

test('a quantity typed and added, and Bandingkan pressed, before hydration on a 6× slower CPU all count', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, name } = await firstProduct(request);
  // The scripts are held until the visitor has pressed (openWithScriptsHeld).
  const { release, cdp } = await openWithScriptsHeld(page, `/detail-product/${id}`);
  const quantity = page.getByRole('textbox', { name: 'Jumlah' });
  const add = page.getByRole('button', { name: `Tambah ke Penawaran ${name}`, exact: true });
  const compare = page.getByRole('button', { name: 'Bandingkan' });

  // Typed into the server-rendered field at DOMContentLoaded, then both buttons pressed.
  await quantity.fill('12');
  await add.tap();
  await compare.tap();
  // The premise: the page was not yet interactive when the visitor typed and pressed.
  expect(await isHydrated(page)).toBe(false);
  expect(await isLive(add)).toBe(false);
  release();

  await untilHydrated(page);
  await expect.poll(() => isLive(add), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => isLive(compare), { timeout: 60_000 }).toBe(true);
  // Once live, the field still reads 12, and both presses have taken effect, once each.
  await expect(page.getByRole('status').filter({ hasText: 'ditambahkan' })).toHaveText(
    '12 ditambahkan ke daftar penawaran.',
  );
  await expect(quantity).toHaveValue('12');
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  // The top bar, another root not touched since, wakes for the stored line and counts it.
  await expect(quoteCount(page, 1)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`/detail-product/${id}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The quote list holds the product with quantity 12.
  await openLive(page, '/penawaran');
  const line = page.getByRole('group', { name });
  await expect(line.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('12');
});

test('Bandingkan pressed and a link followed at once, before hydration: the page waits for the press, then leaves', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id } = await firstProduct(request);
  const { release, cdp } = await openWithScriptsHeld(page, `/detail-product/${id}`);
  const compare = page.getByRole('button', { name: 'Bandingkan' });
  await compare.tap();
  // The product's brand, a list with the compare tray.
  const brand = page.getByRole('main').locator('a[href^="/brand-produk?id="]').first();
  const brandPath = await brand.getAttribute('href');
  await brand.tap();
  // The premise: both on the server's page; the link waits for the press (it left at once before).
  expect(await isLive(compare)).toBe(false);
  await expect(page).toHaveURL(`/detail-product/${id}`);
  // The scripts come (at full speed: the link waits at most EARLY_PRESS_LEAVE_WAIT_MS).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  release();
  await expect(page).toHaveURL(brandPath ?? '', { timeout: 30_000 });
  // The press counted: the list's compare tray holds the product.
  await expect(page.getByRole('link', { name: 'Bandingkan (1)' })).toBeVisible({ timeout: 30_000 });
});

test("'Tampilkan perbedaan saja' pressed on /bandingkan before it hydrates takes effect once it has, on a 6× slower CPU", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const answer = await request.get('/api-web/product?limit=3');
  const ids = ((await answer.json()) as { data: Product[] }).data.map((product) => product.id);
  expect(ids).toHaveLength(3);
  // The page hydrates whole; its scripts are held until the visitor has pressed.
  const { release, cdp } = await openWithScriptsHeld(page, `/bandingkan?id=${ids.join(',')}`);
  const toggle = page.getByRole('switch', { name: 'Tampilkan perbedaan saja' });
  await toggle.tap();
  // The premise: pressed on the server's page, before it was interactive.
  expect(await isHydrated(page)).toBe(false);
  await expect(toggle).not.toBeChecked();
  release();

  await untilHydrated(page);
  // Once live, the press has taken effect, once.
  await expect(toggle).toBeChecked({ timeout: 30_000 });
  await expect(page).toHaveURL(`/bandingkan?id=${ids.join(',')}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('on a page in islands, a quantity typed and added before its island hydrates counts on a 6× slower CPU, and the top bar counts it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, name } = await firstProduct(request);
  // The page's own script runs (its islands' loader listens, data-ready); what a touch makes it
  // fetch (React, the island's code) is held until the visitor has pressed, as a slow network
  // would: the time an island takes to hydrate varies too much on a shared machine.
  let isHolding = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (isHolding) await held;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`/detail-product/${id}`, { waitUntil: 'domcontentloaded' });
  await untilHydrated(page);
  isHolding = true;
  const quantity = page.getByRole('textbox', { name: 'Jumlah' });
  const add = page.getByRole('button', { name: `Tambah ke Penawaran ${name}`, exact: true });
  await expect(quoteCount(page, 0)).toBeVisible();

  // Typed into the server-rendered field (the touch wakes the island), then pressed.
  await quantity.fill('12');
  await add.tap();
  // The premise: a page in islands, its loader listening, the button's island not yet live.
  expect(await page.locator('kp-island[data-island="product-quote"]').count()).toBe(1);
  expect(await isLive(add)).toBe(false);
  release();

  await expect.poll(() => isLive(add), { timeout: 60_000 }).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'ditambahkan' })).toHaveText(
    '12 ditambahkan ke daftar penawaran.',
  );
  await expect(quantity).toHaveValue('12');
  // Another root, the top bar, hears of the line through the stored list: it shows one product.
  await expect(quoteCount(page, 1)).toBeVisible({ timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await openLive(page, '/penawaran');
  await expect(
    page.getByRole('group', { name }).getByRole('textbox', { name: 'Jumlah' }),
  ).toHaveValue('12');
});

test('the quote reference stays on the page after the dialog, whole, and Salin copies it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { id, name } = await firstProduct(request);
  await openLive(page, `/detail-product/${id}`);
  await page.getByRole('button', { name: `Tambah ke Penawaran ${name}`, exact: true }).tap();
  await expect(page.getByText('1 ditambahkan ke daftar penawaran.')).toBeVisible();

  await openLive(page, '/penawaran');
  await page.getByRole('textbox', { name: /^Nama/ }).fill('Sari Wulandari');
  await page.getByRole('textbox', { name: /^Nomor WhatsApp/ }).fill('081298765432');
  await page.getByRole('checkbox', { name: /^Saya setuju data saya digunakan/ }).check();
  await page.getByRole('button', { name: 'Kirim Permintaan' }).tap();

  const dialog = page.getByRole('dialog', { name: 'Permintaan penawaran terkirim' });
  const inDialog = dialog.getByText(/^PNW-\d{6}-\d{5}$/);
  await expect(inDialog).toBeVisible();
  const reference = (await inDialog.textContent()) ?? '';
  // Whole on one line in the dialog too.
  expect(await lineCount(inDialog)).toBe(1);
  await dialog.getByRole('button', { name: 'Tutup' }).last().tap();
  await expect(dialog).toBeHidden();

  // On the page: the same reference, on one line, inside the screen, with 'Salin'.
  const panel = page.getByRole('region', { name: 'Permintaan penawaran terkirim' });
  const onPage = panel.getByText(reference, { exact: true });
  await expect(onPage).toBeVisible();
  expect(await lineCount(onPage)).toBe(1);
  await expect(onPage).toHaveCSS('white-space', 'nowrap');
  const box = await onPage.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await panel.getByRole('button', { name: 'Salin nomor referensi' }).tap();
  await expect(panel.getByRole('status')).toHaveText('Nomor referensi disalin.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
});
