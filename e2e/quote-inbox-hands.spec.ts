// Issue 32, the clerk's side of a quote request, at the width it was seen (1366×900): the inbox
// counts every product of a request (defect 5: it said 1 for 3), the buyer's phone and e-mail are
// WhatsApp and mailto links, and a line priced only by a range is flagged 'harga belum diisi' and
// asked about before the PDF.
import type { APIRequestContext } from '@playwright/test';
import { apiHeaders, expect, openAdminMenu, signInAsAdmin, test, uniqueName } from './support.ts';

test.use({ viewport: { width: 1366, height: 900 } });

interface Product {
  id: number;
  name: string;
  harga: number | string | null;
  hargaAkhir: number | string | null;
}

const isRange = (product: Product) =>
  product.hargaAkhir !== null && Number(product.hargaAkhir) > Number(product.harga);

async function demoProducts(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.get('/api-web/product?limit=24');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Product[] }).data;
}

/** Sends a quote request as a visitor would (XSRF cookie first); answers its reference. */
async function sendRequest(
  request: APIRequestContext,
  buyer: string,
  products: readonly Product[],
): Promise<string> {
  await request.get('/api-web/config');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const answer = await request.post('/api-web/quote', {
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
    },
    data: {
      name: buyer,
      phone: '0812-3456-7890',
      email: 'budi@majujaya.example',
      consent: true,
      items: products.map((product, index) => ({ productId: product.id, quantity: index + 2 })),
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { reference: string } }).data.reference;
}

test('the inbox counts the 3 products of a 3-product request (defect 5)', async ({
  page,
  request,
}) => {
  const products = await demoProducts(request);
  const reference = await sendRequest(request, uniqueName('Budi Tiga'), products.slice(0, 3));

  await signInAsAdmin(page);
  await openAdminMenu(page, 'Penawaran', 'Permintaan Penawaran');
  await page.getByRole('searchbox', { name: 'Cari' }).fill(reference);
  const table = page.getByRole('table', { name: 'Permintaan Penawaran' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  // The 'Produk' column of that row, wherever the layout puts it.
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.trim() === 'Produk');
  expect(column).toBeGreaterThanOrEqual(0);
  await expect(row.getByRole('cell').nth(column)).toHaveText('3');
});

test('the detail links the buyer, flags a range line and asks before the PDF', async ({
  page,
  request,
}) => {
  const products = await demoProducts(request);
  const range = products.find(isRange);
  const single = products.find((product) => !isRange(product));
  expect(range && single).toBeTruthy();
  const reference = await sendRequest(request, uniqueName('Budi Rentang'), [
    single as Product,
    range as Product,
  ]);

  // Straight to the detail: the inbox's own way in is the first test's.
  const found = await request.get(`/api-web/admin/quote?search=${reference}`, {
    headers: await apiHeaders(request),
  });
  const [quote] = ((await found.json()) as { data: { id: number }[] }).data;
  await signInAsAdmin(page);
  await page.goto(`/admin/penawaran/${quote?.id}`);
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();

  // The buyer's number and address are links.
  const buyer = page.getByRole('region', { name: 'Pemesan' });
  await expect(buyer.getByRole('link', { name: 'Chat WhatsApp 0812-3456-7890' })).toHaveAttribute(
    'href',
    'https://wa.me/6281234567890',
  );
  await expect(
    buyer.getByRole('link', { name: 'Kirim email ke budi@majujaya.example' }),
  ).toHaveAttribute('href', 'mailto:budi@majujaya.example');

  // Only the range line is flagged, under an empty price field.
  const items = page.getByRole('form', { name: 'Produk yang diminta' });
  await expect(items.getByText('harga belum diisi')).toHaveCount(1);
  await expect(
    items.getByLabel(`Harga satuan penawaran ${(range as Product).name}`),
  ).toHaveAccessibleDescription('harga belum diisi');

  // 'Unduh PDF' asks first, naming the line; 'Batal' downloads nothing.
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Unduh PDF' }).click();
  const ask = page.getByRole('dialog', { name: 'Harga belum diisi' });
  await expect(ask.getByRole('listitem')).toHaveText(
    new RegExp(`^${(range as Product).name}: Rp\\. [\\d.]+ - Rp\\. [\\d.]+$`),
  );
  await ask.getByRole('button', { name: 'Batal' }).click();
  await expect(ask).toBeHidden();

  // 'Tetap Unduh PDF' gives the PDF.
  await page.getByRole('button', { name: 'Unduh PDF' }).click();
  const download = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Tetap Unduh PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${reference}.pdf`);
  expect(downloads).toBe(1);
});
