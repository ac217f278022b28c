// Master data journey: a brand created in the back office shows on the public site, in the home
// page's brand carousel and in the top bar's 'Produk' mega-menu.
import {
  expect,
  fileInput,
  loadedPictureWidth,
  openAdminMenu,
  PNG,
  signInAsAdmin,
  test,
  uniqueName,
} from './support.ts';

test('a brand with both images shows in the home carousel and the Produk mega-menu', async ({
  page,
}) => {
  // The mega-menu asks for 3 brands and the server gives the first 3 active ones by name
  // (server/src/repositories/brands/repository.ts): the seed's first three are Aerotek, Pneumaxa and
  // Silindra, so a name starting 'Abadi' is among them.
  const name = uniqueName('Abadi Pneumatik');
  const keterangan = 'Katup dan silinder untuk pabrik makanan.';
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Brand', 'Master Brand');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Brand' });
  await dialog.getByRole('textbox', { name: /^Nama/ }).fill(name);
  await dialog.getByLabel('Keterangan').fill(keterangan);
  await fileInput(dialog, /^Foto Brand/).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await fileInput(dialog, /^Thumbnail/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await dialog.getByRole('button', { name: 'Simpan' }).click();

  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Menambah data brand');
  await expect(dialog).toBeHidden();
  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('table', { name: 'Master Brand' })).toContainText(name);

  // Home: the carousel shows the brand's thumbnail, a WebP copy of the uploaded 1 px PNG.
  await page.goto('/');
  const logo = page.getByRole('region', { name: 'Brand' }).getByRole('img', { name, exact: true });
  await expect(logo).toHaveAttribute('src', /^\/storage\/brand\/[0-9a-f]+\.thumb\.webp$/);
  expect(await loadedPictureWidth(logo)).toBe(1);

  // The top bar's Produk menu: the brand's column, and the link to the brand section (3 brands).
  const trigger = page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('button', { name: 'Produk' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Lihat lebih banyak brand ...' })).toBeVisible();

  // Following it opens the brand's list: banner, name, description, and no product yet.
  await panel.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/brand-produk\?id=\d+$/);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // The page's heading is the brand's name (issue 32); its banner and description follow.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const header = page.getByRole('region', { name });
  expect(await loadedPictureWidth(header.getByRole('img', { name: `Banner ${name}` }))).toBe(1);
  await expect(header).toContainText(keterangan);
  await expect(page.getByText('Menampilkan 0 produk ...')).toBeVisible();
  await expect(page.getByText('Data Produk Belum Tersedia')).toBeVisible();
});
