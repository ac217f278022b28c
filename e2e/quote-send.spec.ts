// Issue 35, the quotation loop end to end: a buyer asks; the clerk (1366×900) gives a discount and
// an 'Inden 3 minggu' line, sees a range line block 'Kirim Penawaran' until it is priced, and
// sends; the buyer opens the link on a phone (390×844, touch) and accepts with a PO; the clerk
// sees 'Disetujui' and the PO. Then a revision round on a second request (an accepted quotation
// takes no revision, 409): the buyer asks a change, the clerk sends Rev. 1, and the old link
// shows Rev. 1.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiHeaders,
  confirmSuccess,
  expect,
  openAdminMenu,
  pdfWith,
  signInAsAdmin,
  test,
  uniqueName,
} from './support.ts';

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ mode: 'serial' });

interface Product {
  id: number;
  name: string;
  harga: number | string | null;
  hargaAkhir: number | string | null;
}

const isRange = (product: Product) =>
  product.hargaAkhir !== null && Number(product.hargaAkhir) > Number(product.harga);
const isSingle = (product: Product) => !isRange(product) && Number(product.harga) > 0;

async function demoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const answer = await request.get('/api-web/product?limit=48');
  expect(answer.ok()).toBe(true);
  const products = ((await answer.json()) as { data: Product[] }).data;
  const single = products.find(isSingle);
  const range = products.find(isRange);
  expect(single && range).toBeTruthy();
  return [single as Product, range as Product];
}

/** The buyer's phone: a touch context of 390×844. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  return context.newPage();
}

/** Opens the buyer's link and waits until the page answers taps (hydrated) and the letter shows. */
async function openLink(page: Page, url: string) {
  await page.goto(new URL(url).pathname);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Surat Penawaran Harga' }),
  ).toBeVisible();
  // Built for a phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The request's detail in the inbox, reached through the menu and the search. */
async function openRequest(page: Page, reference: string) {
  await openAdminMenu(page, 'Penawaran', 'Permintaan Penawaran');
  await page.getByRole('searchbox', { name: 'Cari' }).fill(reference);
  const row = page
    .getByRole('table', { name: 'Permintaan Penawaran' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: 'Detail' }).click();
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();
}

/** 'Kirim Penawaran'; answers the letter number and the buyer's link from the WhatsApp message. */
async function send(page: Page, revision: number): Promise<string> {
  await page.getByRole('button', { name: 'Kirim Penawaran' }).click();
  const sent = page.getByRole('status', { name: new RegExp(`/Rev\\.${revision} terkirim$`) });
  await expect(sent).toBeVisible();
  const chat = sent.getByRole('link', { name: /Kirim tautan via WhatsApp/ });
  const href = (await chat.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  const message = decodeURIComponent(href.slice(href.indexOf('?text=') + '?text='.length));
  const link = /https?:\/\/\S+\/penawaran\/lihat\/[A-Za-z0-9_-]{22,}/.exec(message)?.[0] ?? '';
  expect(link).not.toBe('');
  await expect(sent.getByRole('link', { name: link })).toBeVisible();
  return link;
}

let reference = '';
let buyerLink = '';
let single: Product;
let range: Product;

test('the buyer asks, the clerk prices with a discount and an Inden line, and sends', async ({
  page,
  request,
}) => {
  [single, range] = await demoProducts(request);
  const buyer = uniqueName('Budi Kirim');
  // The buyer's list, from the product pages.
  for (const product of [single, range]) {
    await page.goto(`/detail-product/${product.id}`);
    await page
      .getByRole('button', { name: `Tambah ke Penawaran ${product.name}`, exact: true })
      .click();
    await expect(page.getByText('1 ditambahkan ke daftar penawaran.')).toBeVisible();
  }
  await page.goto('/penawaran');
  await page.getByRole('textbox', { name: /^Nama/ }).fill(buyer);
  await page.getByRole('textbox', { name: /^Nomor WhatsApp/ }).fill('081234567890');
  await page.getByRole('checkbox', { name: /^Saya setuju/ }).check();
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  const asked = page.getByRole('dialog', { name: 'Permintaan penawaran terkirim' });
  reference = /PNW-\d{6}-\d{5}/.exec((await asked.textContent()) ?? '')?.[0] ?? '';
  expect(reference).toMatch(/^PNW-\d{6}-\d{5}$/);

  await signInAsAdmin(page);
  await openRequest(page, reference);
  const form = page.getByRole('form', { name: 'Produk yang diminta' });
  // The range line blocks sending, and the clerk reads which line.
  const blocked = page.getByRole('list', { name: 'Penawaran belum dapat dikirim' });
  await expect(blocked.getByRole('listitem')).toHaveText([range.name]);
  await expect(page.getByRole('button', { name: 'Kirim Penawaran' })).toBeDisabled();

  await form.getByLabel(`Diskon (%) ${single.name}`).fill('10');
  await form.getByRole('combobox', { name: `Waktu pengiriman ${single.name}` }).click();
  await page.getByRole('option', { name: 'Ready Stok', exact: true }).click();
  await form.getByLabel(`Harga satuan penawaran ${range.name}`).fill('1300000');
  await form.getByRole('combobox', { name: `Waktu pengiriman ${range.name}` }).click();
  await page.getByRole('option', { name: 'Inden', exact: true }).click();
  await form.getByLabel(`Lama inden (minggu) ${range.name}`).fill('3');
  await expect(page.getByRole('button', { name: 'Kirim Penawaran' })).toBeDisabled();
  await form.getByRole('button', { name: 'Simpan' }).click();
  await confirmSuccess(page, 'Data berhasil diperbarui');
  await expect(blocked).toBeHidden();

  buyerLink = await send(page, 0);
  await expect(page.getByText(`${reference}/Rev.0`).first()).toBeVisible();
  await expect(page.getByText('Dikirim').first()).toBeVisible();
  const revisions = page.getByRole('list', { name: 'Riwayat Revisi' });
  await expect(revisions.getByRole('listitem')).toHaveCount(1);
});

test('the buyer opens the link on a phone and accepts with a PO; the clerk sees it', async ({
  browser,
  page,
}) => {
  expect(buyerLink).not.toBe('');
  const buyer = await phone(browser);
  await openLink(buyer, buyerLink);
  await expect(buyer.getByText(`${reference}/Rev.0`)).toBeVisible();
  await expect(buyer.getByText('Inden 3 minggu')).toBeVisible();
  await expect(buyer.getByText('10%')).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Unduh PDF' })).toHaveAttribute(
    'href',
    /\/api-web\/quote\/view\/pdf\//,
  );

  await buyer.getByRole('button', { name: 'Setujui Penawaran' }).tap();
  const accept = buyer.getByRole('form', { name: 'Setujui Penawaran' });
  await expect(accept).toContainText('File PDF, maksimal 10 MB');
  await accept.getByLabel(/^Nama/).fill('Budi Santoso');
  await accept.getByLabel(/^Jabatan/).fill('Manajer Pembelian');
  await accept.getByLabel('Nomor PO').fill('PO-2026-0815');
  await accept.getByLabel('File PO').setInputFiles({
    name: 'po-0815.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWith('PO-2026-0815'),
  });
  await accept.getByRole('button', { name: 'Setujui Penawaran' }).tap();
  await expect(buyer.getByText('Penawaran telah disetujui')).toBeVisible();
  await expect(buyer.getByText('Nomor PO: PO-2026-0815')).toBeVisible();
  await buyer.context().close();

  // The clerk sees 'Disetujui' and the PO, and downloads it.
  await signInAsAdmin(page);
  await openRequest(page, reference);
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();
  await expect(page.getByText('Disetujui', { exact: true }).first()).toBeVisible();
  const acceptance = page.getByRole('region', { name: 'Disetujui Pemesan' });
  await expect(acceptance).toContainText('Budi Santoso (Manajer Pembelian)');
  await expect(acceptance).toContainText('PO-2026-0815');
  const download = page.waitForEvent('download');
  await acceptance.getByRole('button', { name: 'Unduh PO' }).click();
  const bytes = await readFile(await (await download).path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a revision round: the buyer asks a change, the clerk sends Rev. 1, the old link shows it', async ({
  browser,
  page,
  request,
}) => {
  // A second request, sent as a visitor would, priced and sent by the clerk.
  await request.get('/api-web/config');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const asked = await request.post('/api-web/quote', {
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
    },
    data: {
      name: uniqueName('Budi Revisi'),
      phone: '0812-3456-7890',
      consent: true,
      items: [{ productId: single.id, quantity: 5 }],
    },
  });
  expect(asked.ok()).toBe(true);
  const second = ((await asked.json()) as { data: { reference: string } }).data.reference;
  const found = await request.get(`/api-web/admin/quote?search=${second}`, {
    headers: await apiHeaders(request),
  });
  const [quote] = ((await found.json()) as { data: { id: number }[] }).data;

  await signInAsAdmin(page);
  await page.goto(`/admin/penawaran/${quote?.id}`);
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
  const oldLink = await send(page, 0);

  // The buyer asks a change.
  const buyer = await phone(browser);
  await openLink(buyer, oldLink);
  await buyer.getByRole('button', { name: 'Minta Revisi' }).tap();
  const revise = buyer.getByRole('form', { name: 'Minta Revisi' });
  await revise.getByLabel(/^Catatan revisi/).fill('Mohon diskon 5% untuk 5 unit.');
  await revise.getByRole('button', { name: 'Minta Revisi' }).tap();
  await expect(buyer.getByText('Permintaan revisi terkirim')).toBeVisible();

  // The clerk sees 'Revisi' and the note, gives the discount and sends Rev. 1.
  await page.reload();
  await expect(page.getByText('Revisi', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Riwayat Revisi' })).toContainText(
    'Mohon diskon 5% untuk 5 unit.',
  );
  const form = page.getByRole('form', { name: 'Produk yang diminta' });
  await form.getByLabel(`Diskon (%) ${single.name}`).fill('5');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await confirmSuccess(page, 'Data berhasil diperbarui');
  await send(page, 1);
  await expect(
    page.getByRole('list', { name: 'Riwayat Revisi' }).getByRole('listitem'),
  ).toHaveCount(2);

  // The old link shows Rev. 1 and says the quotation was renewed.
  await buyer.reload();
  await buyer.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(
    buyer.getByRole('heading', { name: 'Penawaran ini telah diperbarui' }),
  ).toBeVisible();
  await expect(buyer.getByText(`${second}/Rev.1`).first()).toBeVisible();
  await expect(buyer.getByText('5%')).toBeVisible();
  await buyer.context().close();
});
