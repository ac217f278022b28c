// Product journeys (issue 6): create with three images, a chosen cover and two marketplace links →
// the public detail shows them; edit: delete an image, change the cover; toggle inactive → gone from
// the public lists. Everything through the UI of the built app against the real server.
import type { Page } from '@playwright/test';
import {
  confirmSuccess,
  expect,
  fileInput,
  openAdminMenu,
  pick,
  signInAsAdmin,
  test,
  uniqueName,
} from './support.ts';

// Real 1×1 PNGs of three colours: the server checks uploads by their content (DECISIONS).
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
].map((data, index) => ({
  name: `foto-${index + 1}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(data, 'base64'),
}));

const NAME = uniqueName('Silinder Tandem E2E');

interface PublicProduct {
  id: number;
  image: { id: number; path: string; isCover: boolean }[];
  isCover: { path: string } | null;
  ecommerces: { ecommerces: { name: string }; link: string }[];
  brand: { id: number };
}

async function openProducts(page: Page) {
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Produk', 'Produk');
}

async function rowAction(page: Page, item: string) {
  const table = page.getByRole('table', { name: 'Produk' });
  await page.getByRole('searchbox').fill(NAME);
  const row = table.getByRole('row').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function publicProduct(page: Page, id: number): Promise<PublicProduct> {
  const answer = await page.request.get(`/api-web/product/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: PublicProduct }).data;
}

test.describe.configure({ mode: 'serial' });

let productId = 0;

test('create a product with three images, the third as cover, and two marketplace links → the public detail shows them', async ({
  page,
}) => {
  await openProducts(page);
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Produk' });
  await dialog.getByRole('textbox', { name: /^Nama Produk/ }).fill(NAME);
  await dialog.getByRole('textbox', { name: /^Harga\*?$/ }).pressSequentially('1250000');
  await expect(dialog.getByRole('textbox', { name: /^Harga\*?$/ })).toHaveValue('1.250.000');
  await pick(page, /^Kategori/, 'Silinder Pneumatik');
  await pick(page, /^Brand/, 'Aerotek');
  await pick(page, /^Tipe/, 'Silinder Kompak');
  await dialog.getByRole('button', { name: 'Tambah Link' }).click();
  await pick(page, /^Marketplace 1/, 'Tokoku');
  await dialog
    .getByRole('textbox', { name: /^Link Produk 1/ })
    .fill('https://tokoku.example/produk/tandem-e2e');
  await dialog.getByRole('button', { name: 'Tambah Link' }).click();
  await pick(page, /^Marketplace 2/, 'Pasarraya');
  await dialog
    .getByRole('textbox', { name: /^Link Produk 2/ })
    .fill('https://pasarraya.example/p/tandem-e2e');
  await fileInput(dialog, /^Foto Produk/).setInputFiles(PNGS);
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await dialog.getByRole('radio').nth(2).check();
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await confirmSuccess(page, 'Menambah Product');
  await expect(dialog).toBeHidden();

  // 'Detail' opens the read-only page; its path names the new product.
  await rowAction(page, 'Detail');
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);
  productId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();

  const saved = await publicProduct(page, productId);
  expect(saved.image).toHaveLength(3);
  expect(saved.image.map((image) => image.isCover)).toEqual([false, false, true]);

  // The public page: the cover is the big picture, three thumbnails, both purchase links.
  await page.goto(`/detail-product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  // The big picture offers the cover's full copy in its srcset (the thumbnail is its src).
  await expect(page.getByRole('img', { name: NAME })).toHaveAttribute(
    'srcset',
    new RegExp(`${saved.isCover?.path ?? 'missing'} 1920w`),
  );
  await expect(page.getByRole('list', { name: 'Galeri foto' }).getByRole('button')).toHaveCount(3);
  const shops = page.getByRole('list', { name: 'Beli di' });
  await expect(shops.getByRole('link', { name: 'Beli di Tokoku' })).toHaveAttribute(
    'href',
    'https://tokoku.example/produk/tandem-e2e',
  );
  await expect(shops.getByRole('link', { name: 'Beli di Pasarraya' })).toHaveAttribute(
    'href',
    'https://pasarraya.example/p/tandem-e2e',
  );
});

test('edit it: delete an image and make another one the cover', async ({ page }) => {
  expect(productId).toBeGreaterThan(0);
  const before = await publicProduct(page, productId);
  await openProducts(page);
  await rowAction(page, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  await expect(dialog.getByRole('textbox', { name: /^Nama Produk/ })).toHaveValue(NAME);
  // Remove the first saved image after SPEC 8's confirmation.
  await dialog.getByRole('button', { name: 'Hapus Gambar tersimpan 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yakin hapus file yang anda pilih ?' });
  await confirm.getByRole('button', { name: 'Ya, Hapus' }).click();
  await expect(confirm).toBeHidden();
  // The kept images are numbered again; the first of them (saved second) becomes the cover.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: 'Cover Gambar tersimpan 2' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Cover Gambar tersimpan 1' }).check();
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await confirmSuccess(page, 'Memperbarui data Product');

  const after = await publicProduct(page, productId);
  expect(after.image.map((image) => image.id)).toEqual([before.image[1]?.id, before.image[2]?.id]);
  // The deleted picture is gone from the storage (S3 in the e2e run), the kept ones are served.
  expect((await page.request.get(before.image[0]?.path ?? 'missing')).status()).toBe(404);
  expect((await page.request.get(after.image[0]?.path ?? 'missing')).status()).toBe(200);
  expect(after.image.map((image) => image.isCover)).toEqual([true, false]);
  await page.goto(`/detail-product/${productId}`);
  await expect(page.getByRole('img', { name: NAME })).toHaveAttribute(
    'srcset',
    new RegExp(`${after.image[0]?.path ?? 'missing'} 1920w`),
  );
  await expect(page.getByRole('list', { name: 'Galeri foto' }).getByRole('button')).toHaveCount(2);
});

test('toggle it inactive → gone from the public search, brand list and detail', async ({
  page,
}) => {
  expect(productId).toBeGreaterThan(0);
  const { brand } = await publicProduct(page, productId);
  // The product card carries the full name in its title (DECISIONS).
  const card = page.locator(`[title="${NAME}"]`);
  await page.goto(`/search?search=${encodeURIComponent(NAME)}`);
  await expect(card.first()).toBeVisible();

  await openProducts(page);
  await page.getByRole('searchbox').fill(NAME);
  await page.getByRole('switch', { name: `Status aktif ${NAME}` }).click();
  await expect(page.getByText('Status berhasil diubah!')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Status aktif ${NAME}` })).not.toBeChecked();

  await page.goto(`/search?search=${encodeURIComponent(NAME)}`);
  await expect(page.getByText(/^Menampilkan \d+ produk dari hasil pencarian/)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto(`/brand-produk?id=${brand.id}`);
  await expect(page.getByText(/^Menampilkan \d+ produk/)).toBeVisible();
  await expect(card).toHaveCount(0);
  const brandList = await page.request.get(`/api-web/product?brand=${brand.id}&limit=100`);
  const names = ((await brandList.json()) as { data: { name: string }[] }).data.map(
    (row) => row.name,
  );
  expect(names).not.toContain(NAME);
  expect((await page.request.get(`/api-web/product/${productId}`)).status()).toBe(404);
});
