// The filter panel and the result lists in a buyer's hands (issue 32): a unit switched converts the
// bounds (defect 2, desktop 1366×900, where it was seen); a chip far down the panel brings the
// results into view; a search or filters that match nothing say so and offer 'Hapus Filter' and
// WhatsApp; the phone's sheet opens without raising the keyboard (390×844, touch). The type and
// its 'Bore' attribute are found through the API, not by demo ids.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiHeaders, expect, test } from './support.ts';

const TYPE = 'Silinder Kompak';

interface Facet {
  id: number;
  name: string;
  kind: string;
  min?: number | null;
  max?: number | null;
}

let found: { typeId: number; bore: number } | null = null;

/** The demo type's id and its 'Bore' filter attribute's id (asked once). */
async function cylinderList(request: APIRequestContext): Promise<{ typeId: number; bore: number }> {
  if (found) return found;
  const lookup = await request.get(
    `/api-web/admin/lookup/type?search=${encodeURIComponent(TYPE)}`,
    { headers: await apiHeaders(request) },
  );
  const types = ((await lookup.json()) as { data: { id: number; name: string }[] }).data;
  const typeId = types.find((type) => type.name === TYPE)?.id ?? 0;
  const list = await request.get(`/api-web/product?type=${typeId}&page=1&limit=1`);
  const facets = ((await list.json()) as { meta: { facets?: { spec?: Facet[] } } }).meta.facets;
  const bore = facets?.spec?.find((facet) => facet.name === 'Bore')?.id ?? 0;
  expect(typeId).toBeGreaterThan(0);
  expect(bore).toBeGreaterThan(0);
  found = { typeId, bore };
  return found;
}

/** How many products a chip says a press on it shows (its count badge, '21 produk'). */
async function chipCount(chip: Locator): Promise<number> {
  const badge = await chip.evaluate((element) => element.lastElementChild?.textContent ?? '');
  return Number(/^[\d.]+/.exec(badge)?.[0].replace(/\./g, ''));
}

/** The number in the list's 'Menampilkan {total} produk ...'. */
async function shownTotal(page: Page): Promise<number> {
  const summary = page.getByText(/^Menampilkan \d+ produk/);
  await expect(summary).toBeVisible();
  return Number(/\d+/.exec((await summary.textContent()) ?? '')?.[0]);
}

test.describe('desktop 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('switching Bore from mm to inch converts 32–63 into 1,26–2,48 and still finds the same products', async ({
    page,
    request,
  }) => {
    const { typeId, bore } = await cylinderList(request);
    const address = `/tipe-produk?id=${typeId}&spec[${bore}][min]=32&spec[${bore}][max]=63`;
    await page.goto(address);
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(0);
    const panel = page.getByRole('complementary', { name: 'Filter spesifikasi' });
    await panel
      .getByRole('group', { name: 'Bore (mm)' })
      .getByRole('combobox', { name: 'Satuan' })
      .selectOption('inch');
    // The legend follows the unit, the numbers are converted (Indonesian decimal comma).
    const inch = panel.getByRole('group', { name: 'Bore (inch)' });
    await expect(inch.getByRole('textbox', { name: 'Min' })).toHaveValue('1,26');
    await expect(inch.getByRole('textbox', { name: 'Maks' })).toHaveValue('2,48');
    // 'Terapkan' asks the same 32–63 mm (not 812,8–1.600,2 mm): the same products.
    await inch.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get(`spec[${bore}][min]`) === '32' &&
        url.searchParams.get(`spec[${bore}][max]`) === '63' &&
        url.searchParams.get(`unit[${bore}]`) === 'inch',
    );
    await expect(page.getByText(`Menampilkan ${total} produk ...`)).toBeVisible();
  });

  test('a chip at the bottom of the panel brings the results into view', async ({
    page,
    request,
  }) => {
    const { typeId } = await cylinderList(request);
    await page.goto(`/tipe-produk?id=${typeId}`);
    await shownTotal(page);
    const chips = page
      .getByRole('complementary', { name: 'Filter spesifikasi' })
      .getByRole('link', { name: / produk$/ });
    const last = chips.last();
    // The page scrolled down to the panel's last chip, the results' header out of sight.
    await last.evaluate((chip) => chip.scrollIntoView({ block: 'end' }));
    await expect(page.getByText(/^Menampilkan \d+ produk/)).not.toBeInViewport();
    const count = await chipCount(last);
    expect(count).toBeGreaterThan(0);
    await last.click();
    const summary = page.getByText(`Menampilkan ${count} produk ...`);
    await expect(summary).toBeInViewport();
  });
});

test.describe('phone 390×844, touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a search or filters that match nothing say so, with 'Hapus Filter' and WhatsApp", async ({
    page,
    request,
  }) => {
    const word = 'zzqx tidak ada';
    await page.goto(`/search?search=${encodeURIComponent(word)}`);
    await expect(page.getByText('Tidak ada produk yang cocok')).toBeVisible();
    await expect(page.getByText('Data Produk Belum Tersedia')).toHaveCount(0);
    const ask = page.getByRole('link', { name: 'Tanyakan via WhatsApp' });
    await expect(ask).toBeInViewport();
    const chat = new URL((await ask.getAttribute('href')) ?? '');
    expect(chat.origin + chat.pathname).toBe('https://wa.me/6280000000000');
    expect(chat.searchParams.get('text')).toContain(`"${word}"`);

    // A type's list filtered to nothing: 'Hapus Filter' brings its products back.
    const { typeId, bore } = await cylinderList(request);
    await page.goto(`/tipe-produk?id=${typeId}&spec[${bore}][min]=100000`);
    const results = page.getByRole('region', { name: 'Daftar produk' });
    await expect(results.getByText('Tidak ada produk yang cocok')).toBeVisible();
    await expect(results.getByRole('link', { name: 'Tanyakan via WhatsApp' })).toHaveAttribute(
      'href',
      /Bore%20min%20100\.000%20mm/,
    );
    await results.getByRole('link', { name: 'Hapus Filter' }).tap();
    await expect(page).toHaveURL(new RegExp(`/tipe-produk\\?id=${typeId}$`));
    // The summary reads 0 until the unfiltered list has loaded.
    await expect.poll(() => shownTotal(page)).toBeGreaterThan(0);
  });

  test('the filter sheet opens without focusing an input; a chip closes it on the results', async ({
    page,
    request,
  }) => {
    const { typeId } = await cylinderList(request);
    await page.goto(`/tipe-produk?id=${typeId}`);
    await shownTotal(page);
    await page.getByRole('button', { name: 'Filter', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    // The sheet itself has focus: no text field, so no keyboard over it.
    await expect(sheet).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    // The last chip, at the bottom of the sheet.
    const last = sheet.getByRole('link', { name: / produk$/ }).last();
    await last.scrollIntoViewIfNeeded();
    const count = await chipCount(last);
    expect(count).toBeGreaterThan(0);
    await last.tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(`Menampilkan ${count} produk ...`)).toBeInViewport();
  });
});
