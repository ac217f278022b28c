// Keyboard-only journeys (issue 32): a buyer finds a part by a specification filter, adds it to
// the quote list and sends the request; a clerk opens that request and changes its status. Only
// page.keyboard (Tab, Shift+Tab, Enter, Space, arrows, typing): a control the keyboard can not
// reach or work fails here, and each stop is checked for a focus ring a sighted keyboard user sees.
import type { Locator, Page } from '@playwright/test';
import { theme } from '../src/ui/theme/theme.ts';
import { E2E_ADMIN_PASSWORD } from './credentials.ts';
import { expect, test } from './support.ts';

/** The theme's focus colour as computed styles give it ('rgb(31, 111, 235)'). */
const FOCUS_RGB = `rgb(${[1, 3, 5].map((at) => parseInt(theme.color.focus.slice(at, at + 2), 16)).join(', ')})`;

/**
 * How the focused element shows itself, or why it does not: a ring (an outline on it or a close
 * ancestor, since a card or a field box shows focus for the control inside, or the theme's focus
 * colour in a border or shadow there), and its middle not under something else, such as a
 * sticky bar (WCAG 2.4.11 asks that it is not wholly hidden; half a button under the compare
 * tray is not readable either). Null when it shows.
 */
function focusProblem(focusRgb: string): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
  let hasRing = false;
  let element: Element | null = focused;
  for (let depth = 0; element && element !== document.body && depth < 4; depth += 1) {
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) hasRing = true;
    if (style.boxShadow.includes(focusRgb) || style.borderColor.includes(focusRgb)) hasRing = true;
    element = element.parentElement;
  }
  if (!hasRing) return `${name}: no focus ring`;
  const box = focused.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const isSeen = top !== null && (focused.contains(top) || top.contains(focused));
  return isSeen
    ? null
    : `${name}: hidden under ${top?.closest('header, aside, [role="dialog"]')?.tagName.toLowerCase() ?? 'other content'}`;
}

/**
 * Presses `key` until `target` holds the focus; fails after `max` presses, or when any element
 * focused on the way does not show its focus. `target` is awaited visible first.
 */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 80) {
  await expect(target).toBeVisible();
  const problems: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
    const problem = await page.evaluate(focusProblem, FOCUS_RGB);
    if (problem) problems.push(problem);
  }
  await expect(target, `not reached with ${max} × ${key}`).toBeFocused();
  expect(problems, 'focus not in sight on the way').toEqual([]);
}

/** The focused element shows its focus. */
async function expectVisibleFocus(page: Page) {
  expect(await page.evaluate(focusProblem, FOCUS_RGB)).toBeNull();
}

/** Tabs to `target`, sees its focus ring, and presses `key` on it. */
async function tabAndPress(page: Page, target: Locator, key = 'Enter', direction = 'Tab') {
  await pressUntilFocused(page, target, direction);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
}

interface ChoiceFacet {
  id: number;
  name: string;
  kind: string;
  values?: { value: string | boolean; count: number }[];
}

/** What the buyer's journey found and sent, for the clerk's. */
const journey = { reference: '', productName: '' };

// The clerk opens the request the buyer sent: one database, in this order.
test.describe('buyer and clerk at 1366×900', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a buyer finds a part by filter, adds it to the quote list and sends the request, by keyboard only', async ({
    page,
  }) => {
    // A category with a choice filter that narrows its list to one product (read from the API, so
    // that other journeys' attributes do not matter).
    const search = await page.request.get('/api-web/product?search=silinder&limit=1');
    const categoryId = ((await search.json()) as { data: { category: { id: number } }[] }).data[0]
      ?.category.id;
    const list = await page.request.get(`/api-web/product?category=${categoryId}&limit=1`);
    const facets = ((await list.json()) as { meta: { facets: { spec: ChoiceFacet[] } } }).meta
      .facets.spec;
    const facet = facets.find(
      (entry) => entry.kind === 'choice' && entry.values?.some((value) => value.count === 1),
    );
    const value = facet?.values?.find((entry) => entry.count === 1)?.value;
    expect(value).toBeDefined();
    const match = await page.request.get(
      `/api-web/product?category=${categoryId}&spec[${facet?.id}]=${String(value)}&limit=1`,
    );
    journey.productName =
      ((await match.json()) as { data: { name: string }[] }).data[0]?.name ?? '';
    expect(journey.productName).not.toBe('');

    await page.goto(`/kategori-produk?id=${categoryId}`);
    const panel = page.getByRole('complementary', { name: 'Filter spesifikasi' });
    const chip = panel
      .getByRole('group', { name: facet?.name })
      .getByRole('link', { name: `${String(value)} 1 produk` });
    await tabAndPress(page, chip);
    await expect(page).toHaveURL(/[?&]spec(%5B|\[)\d+(%5D|\])=/);
    await expect(page.getByText('Menampilkan 1 produk ...')).toBeVisible();
    await expect(chip).toHaveAttribute('aria-current', 'true');

    // The one card left: 'Tambah ke Penawaran' by Enter.
    const results = page.getByRole('region', { name: 'Daftar produk' });
    const card = results.getByRole('listitem');
    await expect(card).toHaveCount(1);
    const add = card.getByRole('button', { name: /^Tambah ke Penawaran / });
    await tabAndPress(page, add);
    await expect(card.getByText('1 ditambahkan ke daftar penawaran.')).toBeVisible();
    // 'Bandingkan' with Space: the compare bar comes up along the bottom of every page from now on.
    const compare = card.getByRole('button', { name: 'Bandingkan' });
    await tabAndPress(page, compare, 'Space');
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('complementary', { name: 'Produk yang dibandingkan' }),
    ).toBeVisible();

    // Back up to the top bar's 'Penawaran' with Shift+Tab.
    await tabAndPress(page, page.getByRole('link', { name: /^Penawaran/ }), 'Enter', 'Shift+Tab');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Penawaran' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(journey.productName);

    // The form: type into each field reached by Tab, tick the consent with Space, send with Enter.
    // Tabbing down the form, nothing focused hides under the compare bar.
    await pressUntilFocused(page, page.getByRole('textbox', { name: /^Nama/ }));
    await expectVisibleFocus(page);
    await page.keyboard.type('Pembeli Papan Ketik');
    await pressUntilFocused(page, page.getByRole('textbox', { name: /^Nomor WhatsApp/ }));
    await expectVisibleFocus(page);
    await page.keyboard.type('081234567890');
    const consent = page.getByRole('checkbox', { name: /^Saya setuju/ });
    await tabAndPress(page, consent, 'Space');
    await expect(consent).toBeChecked();
    await tabAndPress(page, page.getByRole('button', { name: 'Kirim Permintaan' }));

    const sent = page.getByRole('dialog', { name: 'Permintaan penawaran terkirim' });
    await expect(sent).toContainText(/PNW-\d{6}-\d{5}/);
    journey.reference = /PNW-\d{6}-\d{5}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    // Focus moved into the dialog, where Tab stays.
    expect(await sent.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await sent.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(sent).toBeHidden();
  });

  test('a clerk opens the request and changes its status, by keyboard only', async ({ page }) => {
    expect(journey.reference).toMatch(/^PNW-\d{6}-\d{5}$/);
    await page.goto('/login');
    await pressUntilFocused(page, page.getByLabel('Username'));
    await expectVisibleFocus(page);
    await page.keyboard.type('admin');
    await pressUntilFocused(page, page.locator('input[name="password"]'));
    await expectVisibleFocus(page);
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const menu = page.getByRole('navigation', { name: 'Menu admin' });
    await tabAndPress(page, menu.getByRole('link', { name: 'Penawaran', exact: true }));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Permintaan Penawaran' }),
    ).toBeVisible();

    // Find the request by its reference, then open it from its row.
    await pressUntilFocused(page, page.getByRole('searchbox', { name: 'Cari' }));
    await expectVisibleFocus(page);
    // The table asks again once typing pauses (SPEC 9): Tab on only after that answer is shown.
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/admin/quote?') && response.url().includes(journey.reference),
    );
    await page.keyboard.type(journey.reference);
    await searched;
    const table = page.getByRole('table', { name: 'Permintaan Penawaran' });
    const row = table.getByRole('row').filter({ hasText: journey.reference });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row).toHaveCount(1);
    await tabAndPress(page, row.getByRole('button', { name: /Aksi/ }));
    const detail = page.getByRole('menuitem', { name: 'Detail' });
    await expect(detail).toBeVisible();
    await pressUntilFocused(page, detail, 'ArrowDown', 5);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/penawaran\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: journey.reference })).toBeVisible();

    // 'Status baru': open with ArrowDown, move to 'Diproses', pick it with Enter.
    const status = page.getByRole('combobox', { name: 'Status baru' });
    await pressUntilFocused(page, status);
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name: 'Diproses', exact: true });
    await expect(option).toBeVisible();
    const optionId = await option.getAttribute('id');
    for (let presses = 0; presses < 8; presses += 1) {
      if ((await status.getAttribute('aria-activedescendant')) === optionId) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(status).toHaveAttribute('aria-activedescendant', optionId ?? '');
    await page.keyboard.press('Enter');
    await expect(status).toHaveValue('Diproses');
    await tabAndPress(page, page.getByRole('button', { name: 'Ubah status' }));

    const history = page.getByRole('list', { name: 'Riwayat status' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Diproses' })).toContainText(
      'admin',
    );
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Tab and Shift+Tab never focus a control hidden under the top bar or the compare tray', async ({
    page,
  }) => {
    const search = await page.request.get('/api-web/product?search=silinder&limit=1');
    const categoryId = ((await search.json()) as { data: { category: { id: number } }[] }).data[0]
      ?.category.id;
    await page.goto(`/kategori-produk?id=${categoryId}`);
    const cards = page.getByRole('region', { name: 'Daftar produk' }).getByRole('listitem');
    await expect(cards.nth(2)).toBeVisible();
    // Two products to compare, by Space: the tray comes up along the bottom.
    for (const index of [0, 1]) {
      const compare = cards.nth(index).getByRole('button', { name: 'Bandingkan' });
      await tabAndPress(page, compare, 'Space');
      await expect(compare).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(
      page.getByRole('complementary', { name: 'Produk yang dibandingkan' }),
    ).toBeVisible();
    // Down the rest of the list and back up to the top bar: every stop on the way is in sight.
    await pressUntilFocused(page, cards.last().getByRole('button', { name: 'Bandingkan' }));
    await pressUntilFocused(page, page.getByRole('link', { name: /^Penawaran/ }), 'Shift+Tab');
  });
});
