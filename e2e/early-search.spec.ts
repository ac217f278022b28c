// A search typed before the page is interactive (issue 23): on a cheap Android phone (Chrome
// DevTools' 6× CPU slowdown) the scripts take seconds to start and hydrate, and a visitor who types
// in the server-rendered box and presses Enter meanwhile must still land on the results.
// Playwright's own `test`, not ./support.ts's: that `goto` waits for hydration, the point here is
// not to.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { openWithScriptsHeld } from './support.ts';

const WORD = 'Silinder';

async function resultCount(request: APIRequestContext): Promise<number> {
  const answer = await request.get(`/api-web/product?search=${WORD}&limit=12`);
  const total = ((await answer.json()) as { meta: { total: number } }).meta.total;
  expect(total).toBeGreaterThan(0);
  return total;
}

/** Opens / on a CPU six times slower (a cheap Android phone), back as soon as DOMContentLoaded fires. */
async function openHomeThrottled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  return page
    .getByRole('search', { name: 'Cari produk' })
    .getByRole('combobox', { name: 'Cari produk' });
}

/**
 * Whether the search box is live: its island has hydrated (a page in islands, issue 34), or the
 * whole page has (a page hydrated whole).
 */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const holder = document.querySelector('[role="search"]')?.closest('kp-island');
    if (holder instanceof HTMLElement) return holder.dataset.live === 'true';
    return document.documentElement.dataset.ready === 'true';
  });

async function expectResults(page: Page, total: number) {
  await expect(page).toHaveURL(`/search?search=${WORD}`, { timeout: 30_000 });
  await expect(page.getByText(`Menampilkan ${total} produk dari hasil pencarian`)).toBeVisible({
    timeout: 30_000,
  });
  // It stays there: nothing sends the visitor back home once the scripts have run.
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
    timeout: 30_000,
  });
  await expect(page).toHaveURL(`/search?search=${WORD}`);
}

test('a search typed and sent at DOMContentLoaded opens its results on a 6× slower CPU', async ({
  page,
  request,
}) => {
  const total = await resultCount(request);
  const box = await openHomeThrottled(page);
  // Typed key by key into the server-rendered box, then Enter, while the scripts start.
  const wasHydrated = await isHydrated(page);
  await box.pressSequentially(WORD);
  await box.press('Enter');
  // The premise: the page was not yet interactive when the visitor started typing.
  expect(wasHydrated).toBe(false);
  await expectResults(page, total);
});

test('a search typed before hydration and sent once the page is interactive opens its results', async ({
  page,
  request,
}) => {
  const total = await resultCount(request);
  const box = await openHomeThrottled(page);
  await box.fill(WORD);
  // The premise: the text went into the server-rendered box before the scripts hydrated it.
  expect(await isHydrated(page)).toBe(false);
  await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
  // The box still shows the word; Enter now goes through the hydrated form.
  await expect(box).toHaveValue(WORD);
  await box.press('Enter');
  await expectResults(page, total);
});

// Issue 34: a product list in islands on a phone (390×844, touch) at 6×. A card's 'Tambah ke
// Penawaran' and 'Bandingkan', and the filter sheet's button, pressed before their islands have
// hydrated: each does what the visitor meant once they have, and the islands that show the lists
// (the top bar's count, the compare tray) follow. The page's scripts (all but the boot script,
// which holds early presses) are held until the visitor has pressed, as in early-product.spec.ts:
// on a shared machine the time before hydration varies too much for the premise to hold otherwise.
test.describe('a product list in islands, phone 390×844 at 6×', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  interface Listed {
    category: number;
    name: string;
  }

  /** The first product's category, which has specification filters, and that list's first card. */
  async function narrowedList(request: APIRequestContext): Promise<Listed> {
    const first = await request.get('/api-web/product?limit=1');
    const category =
      ((await first.json()) as { data: { category: { id: number } | null }[] }).data[0]?.category
        ?.id ?? 0;
    const list = await request.get(`/api-web/product?category=${category}&page=1&limit=12`);
    const answer = (await list.json()) as {
      data: { name: string }[];
      meta: { facets?: { spec?: unknown[] } };
    };
    expect(answer.meta.facets?.spec?.length ?? 0).toBeGreaterThan(0);
    return { category, name: answer.data[0]?.name ?? '' };
  }

  /** Taps the first chip of the open filter sheet; gives how many products its badge promises. */
  async function tapFirstChip(sheet: Locator): Promise<number> {
    const chip = sheet.getByRole('link', { name: / produk$/ }).first();
    const badge = await chip.evaluate((element) => element.lastElementChild?.textContent ?? '');
    const count = Number(/^[\d.]+/.exec(badge)?.[0].replace(/\./g, ''));
    expect(count).toBeGreaterThan(0);
    await chip.tap();
    return count;
  }

  /** Whether the island around `control` has hydrated (its holder is marked live). */
  const isLive = (control: Locator) =>
    control.evaluate(
      (element) => element.closest('kp-island')?.getAttribute('data-live') === 'true',
    );

  test("a card's quote and compare buttons pressed before hydration both count", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { category, name } = await narrowedList(request);
    const { release } = await openWithScriptsHeld(page, `/kategori-produk?id=${category}`);
    const add = page.getByRole('button', { name: `Tambah ke Penawaran ${name}`, exact: true });
    const card = page.getByRole('article').filter({ has: add });
    const compare = card.getByRole('button', { name: 'Bandingkan' });
    await add.tap();
    await compare.tap();
    // The premise: the page was in islands and neither island had hydrated when pressed.
    expect(await page.locator('kp-island').count()).toBeGreaterThan(0);
    expect(await isLive(add)).toBe(false);
    expect(await isLive(compare)).toBe(false);
    release();

    await expect(card.getByRole('status').filter({ hasText: 'ditambahkan' })).toHaveText(
      '1 ditambahkan ke daftar penawaran.',
      { timeout: 60_000 },
    );
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    // The other islands follow the stored lists: the top bar's count and the compare tray.
    await expect(page.getByRole('link', { name: /^Penawaran\s*1 produk/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('link', { name: 'Bandingkan (1)' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveURL(`/kategori-produk?id=${category}`);
  });

  test("the filter sheet's button pressed before hydration opens it, and a chip in it filters the list", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { category } = await narrowedList(request);
    const { release } = await openWithScriptsHeld(page, `/kategori-produk?id=${category}`);
    const open = page.getByRole('button', { name: 'Filter', exact: true });
    await open.tap();
    expect(await isLive(open)).toBe(false);
    release();

    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible({ timeout: 60_000 });
    const count = await tapFirstChip(sheet);
    // A filter is a page load: the new address, rendered by the server with its count.
    await expect(page).toHaveURL(
      (url) => [...url.searchParams.keys()].some((key) => key.startsWith('spec[')),
      {
        timeout: 60_000,
      },
    );
    await expect(page.getByText(`Menampilkan ${count} produk ...`)).toBeVisible({
      timeout: 60_000,
    });
  });

  // The search results are in islands as the lists are (issue 34): a card's 'Tambah ke
  // Penawaran' and 'Bandingkan' and the filter sheet's button, all pressed before any island has
  // hydrated, then a chip of the sheet.
  test("the search: a card's quote and compare buttons and the filter sheet pressed before hydration, then a chip", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const answer = (await (
      await request.get(`/api-web/product?search=${WORD}&page=1&limit=12`)
    ).json()) as { data: { name: string }[]; meta: { facets?: { spec?: unknown[] } } };
    expect(answer.meta.facets?.spec?.length ?? 0).toBeGreaterThan(0);
    const name = answer.data[0]?.name ?? '';
    const { release } = await openWithScriptsHeld(page, `/search?search=${WORD}`);
    const add = page.getByRole('button', { name: `Tambah ke Penawaran ${name}`, exact: true });
    const compare = page.getByRole('article').filter({ has: add }).getByRole('button', {
      name: 'Bandingkan',
    });
    const open = page.getByRole('button', { name: 'Filter', exact: true });
    await add.tap();
    await compare.tap();
    await open.tap();
    // The premise: the results were in islands and none of the three had hydrated when pressed.
    expect(await page.locator('kp-island').count()).toBeGreaterThan(0);
    for (const control of [add, compare, open]) expect(await isLive(control)).toBe(false);
    release();

    // The sheet opens once its island is live; a chip in it is a page load of the search narrowed.
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible({ timeout: 60_000 });
    // The quote line and the choice were stored meanwhile (the card is behind the sheet).
    await expect(compare).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
    const count = await tapFirstChip(sheet);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('search') === WORD &&
        [...url.searchParams.keys()].some((key) => key.startsWith('spec[')),
      { timeout: 60_000 },
    );
    await expect(page.getByText(`Menampilkan ${count} produk dari hasil pencarian`)).toBeVisible({
      timeout: 60_000,
    });
    // The next page shows both lists at once: the top bar's count and the compare tray.
    await expect(page.getByRole('link', { name: /^Penawaran\s*1 produk/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('link', { name: 'Bandingkan (1)' })).toBeVisible({
      timeout: 60_000,
    });
  });
});
