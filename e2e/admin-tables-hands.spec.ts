// Issue 32, defect 6 and the phone tables: a clerk at a 1366×900 laptop and on a 390×844 phone
// sees every column of the quote inbox ('Status' and 'Aksi' were off screen, the table 1291 px
// wide in a 1010 px box), opens a request from its reference, and reads whole e-mail addresses;
// '/master/spesifikasi' shows its 'Aksi' at 1366 too.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, openAdminMenu, signInAsAdmin, test, uniqueName } from './support.ts';

const INBOX = 'Permintaan Penawaran';
const BUYER = uniqueName('Raden Ajeng Kusumawardhani');
const EMAIL = 'pengadaan.barang@majuteknikindonesia.co.id';
let reference = '';

/** Sends one quote request of three products through the public API (once per run) and gives its reference. */
async function quoteRequest(request: APIRequestContext): Promise<string> {
  if (reference) return reference;
  await request.get('/api-web/config');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const headers = {
    'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''),
    'X-Requested-With': 'XMLHttpRequest',
  };
  const found = await request.get('/api-web/product?limit=3');
  const products = ((await found.json()) as { data: { id: number }[] }).data;
  expect(products).toHaveLength(3);
  const sent = await request.post('/api-web/quote', {
    headers,
    data: {
      name: BUYER,
      company: 'PT Maju Teknik Indonesia Sejahtera',
      phone: '081234567890',
      email: EMAIL,
      city: 'Surabaya',
      consent: true,
      items: products.map((product) => ({ productId: product.id, quantity: 2 })),
    },
  });
  expect(sent.ok()).toBe(true);
  reference = ((await sent.json()) as { data: { reference: string } }).data.reference;
  return reference;
}

/** The right edge a cell may reach: the table's box or the window, whichever ends first. */
async function visibleRight(page: Page, caption: string): Promise<number> {
  const box = await page.getByRole('region', { name: `Tabel ${caption}` }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return Math.min((box?.x ?? 0) + (box?.width ?? 0), width);
}

/** Expects `element` shown and wholly left of `right` (retried while the list settles). */
async function expectWithin(element: Locator, right: number) {
  await expect(element).toBeVisible();
  const edges = () =>
    element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { width: box.width, right: box.right };
    });
  await expect.poll(async () => (await edges()).width).toBeGreaterThan(0);
  await expect.poll(async () => (await edges()).right).toBeLessThanOrEqual(right + 0.5);
}

/** Opens the inbox and narrows it to this run's request; gives its row. */
async function findRequest(page: Page, wanted: string): Promise<Locator> {
  await openAdminMenu(page, 'Penawaran', INBOX);
  await page.getByRole('searchbox', { name: 'Cari' }).fill(wanted);
  const table = page.getByRole('table', { name: INBOX });
  const row = table.getByRole('row').filter({ hasText: wanted });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  return row;
}

/** The words under `element` drawn over two lines ('majuteknik.c' / 'o.id'); [] when none. */
function wordsBrokenMidWord(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

test.describe('at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the inbox shows every column, Status and Aksi inside its box, and the reference opens the request', async ({
    page,
    request,
  }) => {
    const wanted = await quoteRequest(request);
    await signInAsAdmin(page);
    const row = await findRequest(page, wanted);
    const table = page.getByRole('table', { name: INBOX });
    const box = page.getByRole('region', { name: `Tabel ${INBOX}` });
    // Nothing to scroll to: the table is no wider than its box.
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const right = await visibleRight(page, INBOX);
    for (const name of ['Produk', 'Status', 'Aksi'])
      await expectWithin(table.getByRole('columnheader', { name }), right);
    await expectWithin(row.getByRole('button', { name: `Aksi ${wanted}` }), right);
    await expectWithin(row.getByText('Baru', { exact: true }), right);
    await expect(row).toContainText(BUYER);
    await expect(row).toContainText('PT Maju Teknik Indonesia Sejahtera');
    expect(await wordsBrokenMidWord(row)).toEqual([]);

    // The reference itself leads into the request.
    await row.getByRole('link', { name: wanted }).click();
    await expect(page).toHaveURL(/\/admin\/penawaran\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: wanted })).toBeVisible();
  });

  test("'/master/spesifikasi' shows each row's Aksi inside its box", async ({ page }) => {
    await signInAsAdmin(page);
    await openAdminMenu(page, 'Spesifikasi', 'Master Spesifikasi');
    const table = page.getByRole('table', { name: 'Master Spesifikasi' });
    const actions = table.getByRole('button', { name: /^Aksi / });
    await expect(actions.first()).toBeVisible();
    const box = page.getByRole('region', { name: 'Tabel Master Spesifikasi' });
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const right = await visibleRight(page, 'Master Spesifikasi');
    await expectWithin(table.getByRole('columnheader', { name: 'Aksi' }), right);
    for (const button of await actions.all()) await expectWithin(button, right);
  });
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('each request is a card with its status and Aksi on screen, the address whole, and the reference opens it', async ({
    page,
    request,
  }) => {
    const wanted = await quoteRequest(request);
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Tampilkan menu' }).tap();
    const row = await findRequest(page, wanted);
    // The page never scrolls sideways; the card's status and Aksi are on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectWithin(row.getByRole('button', { name: `Aksi ${wanted}` }), 390);
    await expectWithin(row.getByText('Baru', { exact: true }), 390);
    await expectWithin(row.getByText(BUYER), 390);
    // The long address wraps at '@' and '.', never inside a word.
    await expectWithin(row.getByText(EMAIL), 390);
    expect(await wordsBrokenMidWord(row)).toEqual([]);

    await row.getByRole('link', { name: wanted }).tap();
    await expect(page).toHaveURL(/\/admin\/penawaran\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: wanted })).toBeVisible();
  });
});
