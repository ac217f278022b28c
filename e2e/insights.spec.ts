// Issue 26's journeys: a visitor views a product, clicks its chat link and searches for a word
// that finds nothing; staff see all three on the dashboard and in 'Pencarian tanpa hasil', then
// make a synonym ('Buat Sinonim') that makes the search find something.
import { expect, signInAsAdmin, test } from './support.ts';

// Headless Chromium names itself HeadlessChrome, which the server ignores as a bot; a visitor's
// browser does not.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

test('a visit, a chat click and a failed search reach the dashboard; Buat Sinonim fixes the search', async ({
  page,
  context,
  request,
}) => {
  // A made-up word no product carries.
  const word = `pneumatika${Date.now().toString(36).replace(/\d/g, '')}`;
  const list = await request.get('/api-web/product?limit=1');
  const product = ((await list.json()) as { data: { id: number; name: string }[] }).data[0]!;

  // The visitor: the product page, its chat link (WhatsApp is not reached), a search.
  await context.route('https://wa.me/**', (route) => route.abort());
  await page.goto(`/detail-product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const chat = page.getByRole('link', { name: `Saya ingin membeli produk ${product.name}` });
  const popup = page.waitForEvent('popup');
  await chat.click();
  await (await popup).close();
  await page.goto(`/search?search=${word}`);
  await expect(page.getByText('Menampilkan 0 produk dari hasil pencarian')).toBeVisible();

  // Staff: the dashboard counts them (written within a second; the page is asked again until then).
  await signInAsAdmin(page);
  const products = page.getByRole('table', { name: 'Produk paling diminati' });
  const zero = page.getByRole('table', { name: 'Pencarian tanpa hasil' });
  await expect(async () => {
    await page.reload();
    const row = products.getByRole('row').filter({ hasText: product.name });
    await expect(row).toBeVisible({ timeout: 2000 });
    // Dilihat and Klik Chat at least 1 (other journeys may have visited it too).
    const cells = row.getByRole('cell');
    expect(Number(await cells.nth(1).textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await cells.nth(3).textContent())).toBeGreaterThanOrEqual(1);
    await expect(zero.getByRole('row').filter({ hasText: word })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  // 'Buat Sinonim' opens the synonym form with the word; staff pair it with 'silinder'.
  await zero.getByRole('button', { name: `Buat Sinonim: ${word}` }).click();
  await expect(page).toHaveURL(/\/master\/sinonim\?kata=/);
  const dialog = page.getByRole('dialog', { name: 'Tambah Sinonim' });
  const field = dialog.getByRole('textbox', { name: /^Kata/ });
  await expect(field).toHaveValue(`${word}, `);
  await field.fill(`${word}, silinder`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Menambah data sinonim');
  await success.getByRole('button', { name: 'Ok' }).click();

  // The same search now finds products.
  await page.goto(`/search?search=${word}`);
  await expect(page.getByText(/^Menampilkan [1-9]\d* produk dari hasil pencarian$/)).toBeVisible();
});
