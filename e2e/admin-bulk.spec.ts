// Bulk actions on a master table against the real server: tick rows, switch them off together,
// then delete them after SPEC's confirmation (refusals per row are covered by the API tests).
import { apiHeaders, expect, openAdminMenu, signInAsAdmin, test, uniqueName } from './support.ts';

test('ticked types are deactivated together, then deleted together', async ({ page, request }) => {
  const word = uniqueName('Massal').replace(' ', '');
  const headers = await apiHeaders(request);
  const names = [`${word} A`, `${word} B`];
  for (const name of names) {
    expect((await request.post('/api-web/admin/type', { headers, data: { name } })).ok()).toBe(
      true,
    );
  }

  await signInAsAdmin(page);
  await openAdminMenu(page, 'Tipe Produk', 'Master tipe produk');
  const table = page.getByRole('table', { name: 'Master tipe produk' });
  await page.getByRole('searchbox', { name: 'Cari' }).fill(word);
  await expect(page.getByText('Menampilkan 1 sampai 2 dari 2 data')).toBeVisible();

  // Tick the page, 'Nonaktifkan': SPEC's toast, both switches off, no ticks left.
  await table.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' }).check();
  const bar = page.getByRole('toolbar', { name: 'Aksi untuk data terpilih' });
  await expect(bar.getByText('2 dipilih')).toBeVisible();
  await bar.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText('Status berhasil diubah!')).toBeVisible();
  for (const name of names)
    await expect(table.getByRole('switch', { name: `Status aktif ${name}` })).not.toBeChecked();
  await expect(bar).toBeHidden();

  // Tick both again, 'Hapus', SPEC's question, 'Ya, Hapus': both go.
  for (const name of names) await table.getByRole('checkbox', { name: `Pilih ${name}` }).check();
  await bar.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('dialog', { name: 'Apakah anda yakin?' })).toBeVisible();
  await page.getByRole('button', { name: 'Ya, Hapus' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Berhasil!' }).getByText('Data berhasil dihapus'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(table.getByText('Tidak ditemukan data apapun disini')).toBeVisible();
});
