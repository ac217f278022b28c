// Specifications journey (issue 24): staff add a choice attribute for a product type in 'Master
// Spesifikasi', then fill it (and a competitor equivalent) in a product of that type through the
// product form; the public product read carries both; a visitor then filters the type's list by
// the new attribute and finds the product. The tests run in order on one database and share
// `journey`. The product is found through the API, not by a demo name.
import {
  apiHeaders,
  confirmSuccess,
  expect,
  openAdminMenu,
  pick,
  signInAsAdmin,
  test,
  uniqueName,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

/** What the staff half made, for the tests after it. */
const journey = {
  /** The new attribute: a filter of kind 'Pilihan' used by TYPE. */
  attributeName: uniqueName('Seal E2E'),
  attributeId: 0,
  /** The option the product was given, and the one it was not. */
  chosen: 'Viton',
  other: 'NBR',
  /** TYPE's id. */
  typeId: 0,
  /** The product filled in, of type TYPE. */
  productId: 0,
  productName: '',
  /** Its new competitor equivalent. */
  equivalent: { brand: 'SMC', code: `CDQ2B32-E2E${Date.now().toString(36).toUpperCase()}` },
};

/** A demo type the new attribute is for. */
const TYPE = 'Silinder Kompak';

interface PublicProduct {
  id: number;
  name: string;
  type: { id: number; name: string };
  specifications: { id: number; name: string; kind: string; value: unknown }[];
  equivalents: { brand: string; code: string }[];
}

test('staff add a choice attribute for a type in Master Spesifikasi', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Spesifikasi', 'Master Spesifikasi');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Spesifikasi' });
  await dialog.getByRole('textbox', { name: /^Nama/ }).fill(journey.attributeName);
  await pick(page, /^Jenis/, 'Pilihan');
  // A choice lists its options.
  await dialog.getByRole('button', { name: 'Tambah Pilihan' }).click();
  await dialog.getByRole('textbox', { name: /^Pilihan 1/ }).fill(journey.other);
  await dialog.getByRole('button', { name: 'Tambah Pilihan' }).click();
  await dialog.getByRole('textbox', { name: /^Pilihan 2/ }).fill(journey.chosen);
  // The types that use it: several may be chosen; the list stays open after a pick. The list
  // offers the first 15 types by name and searches the server for the rest (SPEC 9), so the type
  // is typed: other journeys add types ('Rute…' of admin-table-address.spec.ts) that push it off
  // the first 15, where a click on the opened list never finds it.
  await dialog.getByRole('combobox', { name: /^Tipe Produk/ }).fill(TYPE);
  await page.getByRole('option', { name: TYPE, exact: true }).click();
  await expect(
    dialog.getByRole('list', { name: 'Tipe Produk terpilih' }).getByText(TYPE, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('switch', { name: 'Jadikan filter katalog' }).click();
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await confirmSuccess(page, 'Menambah data spesifikasi');
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Master Spesifikasi' });
  await page.getByRole('searchbox').fill(journey.attributeName);
  const row = table.getByRole('row').filter({ hasText: journey.attributeName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pilihan');
  await expect(row).toContainText(TYPE);
  await expect(
    page.getByRole('switch', { name: `Status aktif ${journey.attributeName}` }),
  ).toBeChecked();
});

test('staff fill the new attribute and an equivalent in a product of that type', async ({
  page,
}) => {
  // A public product of the type, found through the API.
  const headers = await apiHeaders(page.request);
  const types = await page.request.get(
    `/api-web/admin/lookup/type?search=${encodeURIComponent(TYPE)}`,
    { headers },
  );
  const typeId =
    ((await types.json()) as { data: { id: number; name: string }[] }).data.find(
      (type) => type.name === TYPE,
    )?.id ?? 0;
  expect(typeId).toBeGreaterThan(0);
  journey.typeId = typeId;
  const list = await page.request.get(`/api-web/product?type=${typeId}&limit=1`);
  const first = ((await list.json()) as { data: { id: number; name: string }[] }).data[0];
  expect(first).toBeDefined();
  journey.productId = first?.id ?? 0;
  journey.productName = first?.name ?? '';

  await signInAsAdmin(page);
  await openAdminMenu(page, 'Produk', 'Produk');
  await page.getByRole('searchbox').fill(journey.productName);
  const row = page
    .getByRole('table', { name: 'Produk' })
    .getByRole('row')
    .filter({ hasText: journey.productName });
  await row.first().getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  await expect(dialog.getByRole('textbox', { name: /^Nama Produk/ })).toHaveValue(
    journey.productName,
  );
  // The 'Spesifikasi' section lists the type's attributes, the new one among them.
  const section = dialog.getByRole('group', { name: 'Spesifikasi' });
  await pick(page, new RegExp(`^${journey.attributeName}`), journey.chosen);
  await expect(
    section.getByRole('combobox', { name: new RegExp(journey.attributeName) }),
  ).toHaveValue(journey.chosen);
  // A competitor's part number for the same product.
  const equivalents = dialog.getByRole('group', { name: 'Padanan produk merek lain' });
  await equivalents.getByRole('button', { name: 'Tambah Padanan' }).click();
  const added = await equivalents.getByRole('textbox', { name: /^Merek Padanan/ }).count();
  await equivalents
    .getByRole('textbox', { name: new RegExp(`^Merek Padanan ${added}`) })
    .fill(journey.equivalent.brand);
  await equivalents
    .getByRole('textbox', { name: new RegExp(`^Kode Padanan ${added}`) })
    .fill(journey.equivalent.code);
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await confirmSuccess(page, 'Memperbarui data Product');
  await expect(dialog).toBeHidden();

  // The public read carries the value and the equivalent.
  const answer = await page.request.get(`/api-web/product/${journey.productId}`);
  expect(answer.status()).toBe(200);
  const product = ((await answer.json()) as { data: PublicProduct }).data;
  const spec = product.specifications.find((entry) => entry.name === journey.attributeName);
  expect(spec).toMatchObject({ kind: 'choice', value: [journey.chosen] });
  journey.attributeId = spec?.id ?? 0;
  expect(product.equivalents).toContainEqual(journey.equivalent);

  // Opened again, the form shows what was saved.
  await row.first().getByRole('button', { name: /Aksi/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(
    dialog.getByRole('combobox', { name: new RegExp(`^${journey.attributeName}`) }),
  ).toHaveValue(journey.chosen);
  await expect(
    dialog.getByRole('textbox', { name: new RegExp(`^Kode Padanan ${added}`) }),
  ).toHaveValue(journey.equivalent.code);
});

test('a visitor filters the type list by the new attribute and finds the product', async ({
  page,
  request,
}) => {
  expect(journey.attributeId).toBeGreaterThan(0);
  const all = await request.get(`/api-web/product?type=${journey.typeId}&limit=1`);
  const typeTotal = ((await all.json()) as { meta: { total: number } }).meta.total;
  expect(typeTotal).toBeGreaterThan(1);

  await page.goto(`/tipe-produk?id=${journey.typeId}`);
  await expect(page.getByText(`Menampilkan ${typeTotal} produk ...`)).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Filter spesifikasi' });
  const filter = panel.getByRole('group', { name: journey.attributeName });
  // Only the product filled in has a value: one chip, counting it; 'NBR' nobody has.
  await expect(filter.getByRole('link')).toHaveCount(1);
  const chip = filter.getByRole('link', { name: `${journey.chosen} 1 produk` });
  await chip.click();

  // The filter is in the address; the list is the product alone.
  await expect(page).toHaveURL(
    new RegExp(`[?&]spec(%5B|\\[)${journey.attributeId}(%5D|\\])=${journey.chosen}(&|$)`),
  );
  const results = page.getByRole('region', { name: 'Daftar produk' });
  await expect(page.getByText('Menampilkan 1 produk ...')).toBeVisible();
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(results.getByRole('heading', { level: 3 })).toHaveAccessibleName(
    journey.productName,
  );
  await expect(chip).toHaveAttribute('aria-current', 'true');
  // The address alone gives the same page (server-rendered, shareable).
  await page.reload();
  await expect(page.getByText('Menampilkan 1 produk ...')).toBeVisible();
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(results.getByRole('heading', { level: 3 })).toHaveAccessibleName(
    journey.productName,
  );

  // 'Hapus Filter' brings the whole list back.
  await panel.getByRole('link', { name: 'Hapus Filter' }).click();
  await expect(page).toHaveURL(`/tipe-produk?id=${journey.typeId}`);
  await expect(page.getByText(`Menampilkan ${typeTotal} produk ...`)).toBeVisible();
});
