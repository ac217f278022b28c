// Quote journeys of issue 25: a visitor sends a quote list of three products and continues to
// WhatsApp; staff find the request in 'Permintaan Penawaran', change its status, download its
// 'Surat Penawaran Harga' and erase the buyer's personal data (UU PDP).
import { readFile } from 'node:fs/promises';
import { expect, openAdminMenu, signInAsAdmin, test, uniqueName } from './support.ts';

const WORD = 'otomasi';
const BUYER = uniqueName('Budi Santoso');
let reference = '';

interface Product {
  id: number;
  name: string;
}

test.describe.configure({ mode: 'serial' });

test('a visitor sends a quote list of three products and continues to WhatsApp', async ({
  page,
  request,
}) => {
  const answer = await request.get(`/api-web/product?search=${WORD}&limit=12`);
  expect(answer.ok()).toBe(true);
  const found = ((await answer.json()) as { data: Product[] }).data;
  expect(found.length).toBeGreaterThanOrEqual(3);
  // Checked just above: the search finds at least three.
  const [first, second, third] = found as [Product, Product, Product, ...Product[]];

  // Two products from their cards in the search results.
  await page.goto(`/search?search=${WORD}`);
  const results = page.getByRole('region', { name: 'Daftar produk' });
  for (const product of [first, second]) {
    await results
      .getByRole('button', { name: `Tambah ke Penawaran ${product.name}`, exact: true })
      .click();
  }
  await expect(
    results.getByRole('status').filter({ hasText: '1 ditambahkan ke daftar penawaran.' }),
  ).toHaveCount(2);

  // The third from its product page.
  await page.goto(`/detail-product/${third.id}`);
  await expect(page.getByRole('heading', { level: 1, name: third.name })).toBeVisible();
  await page
    .getByRole('button', { name: `Tambah ke Penawaran ${third.name}`, exact: true })
    .click();
  await expect(page.getByText('1 ditambahkan ke daftar penawaran.')).toBeVisible();

  // The list lives in the browser: /penawaran shows all three.
  await page.goto('/penawaran');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Penawaran' })).toBeVisible();
  for (const product of [first, second, third])
    await expect(page.getByRole('main')).toContainText(product.name);

  await page.getByRole('textbox', { name: /^Nama/ }).fill(BUYER);
  await page.getByRole('textbox', { name: /^Nomor WhatsApp/ }).fill('081234567890');
  await page
    .getByRole('checkbox', {
      name: /^Saya setuju data saya digunakan untuk menindaklanjuti permintaan penawaran ini/,
    })
    .check();
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();

  const sent = page.getByRole('dialog', { name: 'Permintaan penawaran terkirim' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/PNW-\d{6}-\d{5}/);
  reference = /PNW-\d{6}-\d{5}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(reference).toMatch(/^PNW-\d{6}-\d{5}$/);

  const chat = sent.getByRole('link', { name: /^Lanjutkan ke WhatsApp/ });
  const href = (await chat.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const message = decodeURIComponent(href.slice(href.indexOf('?text=') + '?text='.length));
  for (const product of [first, second, third]) expect(message).toContain(product.name);
  expect(message).toContain(reference);
});

test('staff find the request, change its status, download its PDF and erase the buyer', async ({
  page,
}) => {
  expect(reference).not.toBe('');
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Penawaran', 'Permintaan Penawaran');
  const table = page.getByRole('table', { name: 'Permintaan Penawaran' });
  await page.getByRole('searchbox', { name: 'Cari' }).fill(reference);
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(BUYER);
  await expect(row).toContainText('Baru');
  await row.getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/admin\/penawaran\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();
  const buyer = page.getByRole('region', { name: 'Pemesan' });
  await expect(buyer).toContainText(BUYER);

  // A new status shows in the history, by the signed-in user.
  await page.getByRole('combobox', { name: 'Status baru' }).click();
  await page.getByRole('option', { name: 'Diproses', exact: true }).click();
  await page.getByRole('button', { name: 'Ubah status' }).click();
  const history = page.getByRole('list', { name: 'Riwayat status' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').filter({ hasText: 'Diproses' })).toContainText(
    'admin',
  );

  // 'Unduh PDF' gives a real PDF; with a line priced only by a range it asks first (issue 32).
  const unpriced = await page.getByText('harga belum diisi').count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF' }).click();
  if (unpriced > 0)
    await page
      .getByRole('dialog', { name: 'Harga belum diisi' })
      .getByRole('button', { name: 'Tetap Unduh PDF' })
      .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.length).toBeGreaterThan(1000);

  // 'Hapus Data Pribadi', confirmed, removes the name from the detail and the table.
  await page.getByRole('button', { name: 'Hapus Data Pribadi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus data pribadi pemesan?' });
  await confirm.getByRole('button', { name: 'Ya, Hapus Data' }).click();
  await expect(buyer).toContainText('Data pribadi dihapus');
  await expect(buyer).not.toContainText(BUYER);
  await expect(page.getByRole('button', { name: 'Hapus Data Pribadi' })).toBeDisabled();

  await page.getByRole('button', { name: 'Kembali' }).click();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(reference);
  const erased = table.getByRole('row').filter({ hasText: reference });
  await expect(erased).toHaveCount(1);
  await expect(erased).toContainText('Data pribadi dihapus');
  await expect(erased).not.toContainText(BUYER);
  await expect(erased).toContainText('Diproses');
});
