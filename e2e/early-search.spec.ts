// A search typed before the page is interactive (issue 23): on a cheap Android phone (Chrome
// DevTools' 6× CPU slowdown) the scripts take seconds to start and hydrate, and a visitor who types
// in the server-rendered box and presses Enter meanwhile must still land on the results.
// Playwright's own `test`, not ./support.ts's: that `goto` waits for hydration, the point here is
// not to.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

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
