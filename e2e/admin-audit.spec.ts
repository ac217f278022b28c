// Audit trail journey (issue 14): edit a product through the UI; its 'Riwayat' on /admin/produk/{id}
// then names who changed which field, and 'Riwayat Aktivitas' finds the same entry by its filters.
import { expect, openAdminMenu, signInAsAdmin, test } from './support.ts';

test('edit a product → its Riwayat shows who changed which field, before and after', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Produk', 'Produk');
  const table = page.getByRole('table', { name: 'Produk' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await firstRow.getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  const garansi = dialog.getByRole('textbox', { name: /^Garansi/ });
  const before = await garansi.inputValue();
  await garansi.fill('3 Tahun Riwayat');
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Memperbarui data Product');
  await success.getByRole('button', { name: 'Ok' }).click();

  await firstRow.getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);
  const history = page.getByRole('region', { name: 'Tabel riwayat' });
  const entry = history.getByRole('row').nth(1);
  await expect(entry).toContainText('admin');
  await expect(entry).toContainText('Ubah');
  await expect(entry.getByRole('listitem')).toHaveText(
    `Garansi: ${before || '-'} → 3 Tahun Riwayat`,
  );

  // The superuser's screen finds the same change by its filters, and keeps them in the address.
  await openAdminMenu(page, 'Riwayat Aktivitas', 'Riwayat Aktivitas');
  await page.getByRole('combobox', { name: 'Jenis Data', exact: true }).click();
  await page.getByRole('option', { name: 'Produk', exact: true }).click();
  await expect(page).toHaveURL(/entity=product/);
  await page.reload();
  const trail = page.getByRole('table', { name: 'Riwayat Aktivitas' });
  await expect(trail.getByRole('row').nth(1)).toContainText('Garansi: ');
  await expect(trail.getByRole('row').nth(1)).toContainText('3 Tahun Riwayat');
});
