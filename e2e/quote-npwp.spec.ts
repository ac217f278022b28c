// Issue 32, defect 10: a 15-digit NPWP with a wrong check digit was told its length was wrong
// ('NPWP tidak valid (15 atau 16 angka)'). Each rule now has its own message (src/lib/quote/npwp.ts).
import { expect, test } from './support.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test('the quote form says which NPWP rule failed: the check digit, then the length', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api-web/product?limit=1');
  const [product] = ((await answer.json()) as { data: { id: number; name: string }[] }).data;
  if (!product) throw new Error('the demo catalogue has no product');
  await page.goto(`/detail-product/${product.id}`);
  await page
    .getByRole('button', { name: `Tambah ke Penawaran ${product.name}`, exact: true })
    .click();
  await expect(page.getByText('1 ditambahkan ke daftar penawaran.')).toBeVisible();

  await page.goto('/penawaran');
  await page.getByRole('textbox', { name: /^Nama/ }).fill('Budi Santoso');
  await page.getByRole('textbox', { name: /^Nomor WhatsApp/ }).fill('081234567890');
  const npwp = page.getByRole('textbox', { name: /^NPWP/ });
  await npwp.fill('01.234.567.8-901.000');
  await page.getByRole('checkbox', { name: /^Saya setuju/ }).check();
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();

  // Fifteen digits: the length is right, the check digit is not.
  await expect(page.getByText('Nomor NPWP tidak valid, periksa kembali')).toBeVisible();
  // (The field's hint 'Opsional, 15 atau 16 angka' stays; no message blames the length.)
  await expect(page.getByText('NPWP harus 15 atau 16 angka')).toHaveCount(0);
  await expect(page.getByText('NPWP tidak valid (15 atau 16 angka)')).toHaveCount(0);
  await expect(npwp).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Permintaan penawaran terkirim' })).toHaveCount(0);

  // Fourteen digits: now the length is what is wrong.
  await npwp.fill('01.312.166.0-091.00');
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(page.getByText('NPWP harus 15 atau 16 angka')).toBeVisible();
  await expect(page.getByText('Nomor NPWP tidak valid, periksa kembali')).toHaveCount(0);
});
