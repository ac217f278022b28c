// Issue 32, defect 11: texts SPEC does not give were English in places: the product form was
// 'Edit Product', the dashboard's chart legend said 'Time' (uPlot's own label). Every text SPEC
// does not give is Indonesian (test/englishTexts.test.ts scans the code for the rest).
import { expect, openAdminMenu, signInAsAdmin, test } from './support.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test('the product form and the dashboard chart speak Indonesian', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveTitle(/^Dashboard \| /);

  // The trend chart's legend names the days 'Tanggal', with Indonesian dates.
  const chart = page.getByRole('figure', { name: 'Tren harian dilihat dan prospek' });
  await expect(chart).toContainText('Tanggal');
  await expect(chart).not.toContainText('Time');

  // The product form's title: 'Edit Produk', not 'Edit Product'.
  const answer = await page.request.get('/api-web/product/1');
  const { name } = ((await answer.json()) as { data: { name: string } }).data;
  await openAdminMenu(page, 'Produk', 'Produk');
  await page.getByRole('searchbox').fill(name);
  const row = page
    .getByRole('table', { name: 'Produk' })
    .getByRole('row')
    .filter({ hasText: name });
  await row.first().getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  await expect(dialog.getByRole('heading', { name: 'Edit Produk' })).toBeVisible();
  await expect(page.getByText('Edit Product')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  // 'Tambah Data' opens 'Tambah Produk'.
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  await expect(page.getByRole('dialog', { name: 'Tambah Produk' })).toBeVisible();
});
