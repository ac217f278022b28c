// Issue 32, defects 7-9, at the widths where they were seen: the compare tray on a phone (it
// covered a quarter to a third of the screen, and rows of /bandingkan), the home page's hero and
// floating 'Produk Baru' on a phone (cropped to 'o Akhir Tahun' and 'ru', over a carousel arrow),
// and desktop cards that all read 'Silinder K...' (the part number now tells them apart).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const CATEGORY = 'Silinder Pneumatik';

interface Listed {
  id: number;
  name: string;
  partNumber?: string | null;
}

async function categoryIdOf(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get('/api-web/category');
  const categories = ((await answer.json()) as { data: { id: number; name: string }[] }).data;
  return categories.find((category) => category.name === name)?.id ?? 0;
}

async function listed(request: APIRequestContext, categoryId: number): Promise<Listed[]> {
  const answer = await request.get(`/api-web/product?category=${categoryId}&page=1&limit=12`);
  return ((await answer.json()) as { data: Listed[] }).data;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as Box;
}

/** The card of `name` in the results, and its 'Bandingkan'. */
function cardOf(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Daftar produk' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** Whether the centre of `target` is what the page shows there (nothing lies on top of it). */
function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test.describe('phone, 390 x 844, touch', () => {
  test.use(PHONE);

  test('the compare tray is one slim line that opens on request, and covers nothing it should not', async ({
    page,
    request,
  }) => {
    const categoryId = await categoryIdOf(request, CATEGORY);
    const chosen = (await listed(request, categoryId)).slice(0, 3);
    expect(chosen).toHaveLength(3);
    await page.goto(`/kategori-produk?id=${categoryId}`);
    for (const product of chosen)
      await cardOf(page, product.name).getByRole('button', { name: 'Bandingkan' }).tap();

    // Collapsed: one line of at most a tenth of the screen, with the count and the way on.
    const tray = page.getByRole('complementary', { name: 'Produk yang dibandingkan' });
    await expect(tray.getByRole('link', { name: 'Bandingkan (3)' })).toBeVisible();
    expect((await boxOf(tray)).height).toBeLessThanOrEqual(844 * 0.1);
    const toggle = tray.getByRole('button', { name: '3 produk' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(tray.getByText(chosen[0]?.name ?? '', { exact: true })).toBeHidden();
    // Opened, it names the three; closed again, it is slim again.
    await toggle.tap();
    for (const product of chosen)
      await expect(tray.getByText(product.name, { exact: true })).toBeVisible();
    await toggle.tap();
    expect((await boxOf(tray)).height).toBeLessThanOrEqual(844 * 0.1);

    // A product page: brought into view, the price's 'Tambah ke Penawaran' is not under the tray.
    await page.goto(`/detail-product/${chosen[0]?.id}`);
    await expect(tray).toBeVisible();
    expect((await boxOf(tray)).height).toBeLessThanOrEqual(844 * 0.1);
    const add = page.getByRole('button', { name: /^Tambah ke Penawaran/ }).first();
    await add.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(await isOnTop(add)).toBe(true);

    // /bandingkan of the same three: the tray would only repeat the page.
    await page.goto(`/bandingkan?id=${chosen.map((product) => product.id).join(',')}`);
    const table = page.getByRole('table', { name: 'Perbandingan spesifikasi' });
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveCount(3);
    await expect(tray).toBeHidden();
    // A comparison of another choice (a shared link): the tray follows the table, over no row.
    await page.goto(`/bandingkan?id=${chosen[0]?.id},${chosen[1]?.id}`);
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveCount(2);
    await expect(tray).toBeVisible();
    const tableBox = await boxOf(table);
    expect((await boxOf(tray)).y).toBeGreaterThanOrEqual(tableBox.y + tableBox.height - 1);
  });

  test("the home page's hero and the floating 'Produk Baru' show whole, clear of the carousel arrows", async ({
    page,
  }) => {
    await page.goto('/');
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      // The first banner: inside the screen, and its whole picture drawn (no crop of its words).
      const banner = page.getByRole('region', { name: 'Banner' }).getByRole('img').first();
      await expect(banner).toBeVisible();
      await expect
        .poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const box = await boxOf(banner);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const drawn = await banner.evaluate((element) => {
        const img = element as HTMLImageElement;
        const fit = getComputedStyle(img).objectFit;
        const ratio = img.naturalWidth / img.naturalHeight;
        const boxRatio = img.clientWidth / img.clientHeight;
        return { fit, ratio, boxRatio };
      });
      // 'contain' never crops; 'cover' does unless the box has the picture's own shape.
      if (drawn.fit !== 'contain') expect(drawn.boxRatio).toBeCloseTo(drawn.ratio, 1);
      // No buttons beside it: the banner takes the width but for the page's margins and the
      // slide's room for a focus ring.
      expect(box.width).toBeGreaterThanOrEqual(width - 2 * 16 - 2 * 4 - 2);

      // The floating link reads 'Produk Baru' whole, inside the screen.
      const floating = page.getByRole('link', { name: 'Produk Baru', exact: true }).last();
      await expect(floating).toHaveText('Produk Baru');
      const text = await floating.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(text.scroll).toBeLessThanOrEqual(text.client);
      const floatingBox = await boxOf(floating);
      expect(floatingBox.x).toBeGreaterThanOrEqual(0);
      expect(floatingBox.x + floatingBox.width).toBeLessThanOrEqual(width);

      // Every carousel arrow, scrolled to the bottom of the screen where the link floats, stays clear.
      const arrows = page.getByRole('button', { name: /(sebelumnya|berikutnya)$/ });
      const count = await arrows.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const arrow = arrows.nth(index);
        await arrow.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        expect(overlaps(await boxOf(arrow), await boxOf(floating))).toBe(false);
        expect(await isOnTop(arrow)).toBe(true);
      }
    }
  });
});

test.describe('desktop, 1366 x 900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("cards whose names all read 'Silinder K...' show distinct part numbers under them", async ({
    page,
    request,
  }) => {
    const categoryId = await categoryIdOf(request, CATEGORY);
    const products = await listed(request, categoryId);
    const lookAlikes = products.filter((product) => product.name.startsWith('Silinder K'));
    expect(lookAlikes.length).toBeGreaterThanOrEqual(3);
    const partNumbers = lookAlikes.map((product) => product.partNumber);
    for (const partNumber of partNumbers) expect(partNumber).toMatch(/\S/);
    expect(new Set(partNumbers).size).toBe(partNumbers.length);

    await page.goto(`/kategori-produk?id=${categoryId}`);
    for (const product of lookAlikes) {
      const card = cardOf(page, product.name);
      // SPEC's cut name is kept...
      const name = card.getByText('Silinder K...', { exact: true });
      await expect(name).toBeVisible();
      // ...and the part number shows whole on its own line under it.
      const line = card.getByText(product.partNumber ?? '', { exact: true });
      await expect(line).toBeVisible();
      const nameBox = await boxOf(name);
      expect((await boxOf(line)).y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
      // Both buttons still sit inside the card.
      const cardBox = await boxOf(card.locator('article'));
      for (const button of [/^Tambah ke Penawaran/, /^Bandingkan$/]) {
        const buttonBox = await boxOf(card.getByRole('button', { name: button }));
        expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
    }
  });

  // Issue 34: a page in islands runs no script of the whole app, and Poppins' faces came with it:
  // every such page kept the fallback font. They are in the page itself now, scripts or none.
  test('pages in islands paint in Poppins without any script', async ({
    browser,
    request,
    baseURL,
  }) => {
    const categoryId = await categoryIdOf(request, CATEGORY);
    const [first] = await listed(request, categoryId);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const address of [
      '/',
      `/kategori-produk?id=${categoryId}`,
      `/detail-product/${first?.id}`,
    ]) {
      await page.goto(address);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        /^Poppins\b/,
      );
      // The faces are the page's own (not a script's), and a weight the page uses has loaded.
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Poppins')
          .map((face) => `${face.weight} ${face.status}`);
      });
      expect(faces).toHaveLength(4);
      expect(
        faces.some((face) => face.endsWith('loaded')),
        address,
      ).toBe(true);
    }
    await context.close();
  });
});
