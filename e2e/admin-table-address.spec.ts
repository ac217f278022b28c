// Admin table state in the address: a filtered, sorted page 3 of a master table comes back the
// same after a reload, after Back from another screen, and from a shared link.
import { apiHeaders, expect, openAdminMenu, signInAsAdmin, test, uniqueName } from './support.ts';

test('a filtered, sorted page 3 of the types table survives reload, Back and a shared link', async ({
  page,
  request,
}) => {
  // 25 types sharing one word no other type has: 3 pages of 10 when searched.
  const word = uniqueName('Rute').replace(' ', '');
  const headers = await apiHeaders(request);
  for (let i = 1; i <= 25; i++) {
    const created = await request.post('/api-web/admin/type', {
      headers,
      data: { name: `${word} ${String(i).padStart(2, '0')}` },
    });
    expect(created.ok()).toBe(true);
  }

  await signInAsAdmin(page);
  await openAdminMenu(page, 'Tipe Produk', 'Master tipe produk');
  const table = page.getByRole('table', { name: 'Master tipe produk' });
  const pages = page.getByRole('navigation', { name: 'Halaman Master tipe produk' });
  await page.getByRole('searchbox', { name: 'Cari' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  // SPEC 4 ignores a sort while the list loads: wait for the searched list.
  await expect(page.getByText('Menampilkan 1 sampai 10 dari 25 data')).toBeVisible();
  // Nama ascending, then descending; then page 3.
  const sortByName = table
    .getByRole('columnheader', { name: 'Nama' })
    .getByRole('button', { name: 'Nama' });
  await sortByName.click();
  await expect(table.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('row').nth(1)).toContainText(`${word} 01`);
  await sortByName.click();
  await expect(table.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await pages.getByRole('button', { name: 'Halaman 3' }).click();
  await expect(page).toHaveURL(/page=3/);

  /** What the screen shows: page 3 of the search, names descending, rows 21 to 25. */
  const expectPageThree = async () => {
    await expect(page.getByRole('searchbox', { name: 'Cari' })).toHaveValue(word);
    await expect(table.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(pages.getByRole('button', { name: 'Halaman 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('Menampilkan 21 sampai 25 dari 25 data')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row').nth(1)).toContainText(`${word} 05`);
    await expect(table.getByRole('row').nth(5)).toContainText(`${word} 01`);
  };
  await expectPageThree();
  const address = page.url();
  expect(new URL(address).search).toBe(`?search=${word}&sortBy=name&page=3`);

  // Reload.
  await page.reload();
  await expectPageThree();

  // Another screen, then Back.
  await openAdminMenu(page, 'Dashboard', 'Dashboard');
  await page.goBack();
  await expectPageThree();

  // The link opened in a new tab of the same session.
  const shared = await page.context().newPage();
  await shared.goto(address);
  await expect(
    shared.getByRole('table', { name: 'Master tipe produk' }).getByRole('row').nth(1),
  ).toContainText(`${word} 05`);
  await expect(shared.getByText('Menampilkan 21 sampai 25 dari 25 data')).toBeVisible();
});
