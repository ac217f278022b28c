// Search synonyms journey: staff add a synonym group in 'Sinonim Pencarian', and the public search
// (results page and the top bar's suggestions) finds products through the new word at once.
import { expect, openAdminMenu, signInAsAdmin, test } from './support.ts';

test('a synonym group added by staff makes public search find products through the new word', async ({
  page,
  request,
}) => {
  // A made-up word no product carries, paired with a word the demo catalogue's names use.
  const word = `pneumo${Date.now().toString(36).replace(/\d/g, '')}x`;
  const before = await request.get(`/api-web/product?search=${word}&limit=12`);
  expect(((await before.json()) as { meta: { total: number } }).meta.total).toBe(0);
  const target = await request.get('/api-web/product?search=silinder&limit=12');
  const expected = ((await target.json()) as { meta: { total: number } }).meta.total;
  expect(expected).toBeGreaterThan(0);

  await signInAsAdmin(page);
  await openAdminMenu(page, 'Sinonim Pencarian', 'Sinonim Pencarian');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Sinonim' });
  await dialog.getByRole('textbox', { name: /^Kata/ }).fill(`${word.toUpperCase()}, silinder`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Menambah data sinonim');
  await success.getByRole('button', { name: 'Ok' }).click();
  // Stored lower-cased, and on by default.
  await expect(page.getByRole('table', { name: 'Sinonim Pencarian' })).toContainText(
    `${word}, silinder`,
  );
  await expect(page.getByRole('switch', { name: `Status aktif ${word}, silinder` })).toBeChecked();

  // The public top bar suggests products for the new word while typing.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Cari produk' });
  await box.fill(word);
  const products = page
    .getByRole('listbox', { name: 'Saran pencarian' })
    .getByRole('group', { name: 'Produk' });
  await expect(products.getByRole('option').first()).toContainText(/silinder/i);

  // Enter on the text: the results page finds what 'silinder' finds.
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?search=${word}`);
  await expect(page.getByText(`Menampilkan ${expected} produk dari hasil pencarian`)).toBeVisible();
});
