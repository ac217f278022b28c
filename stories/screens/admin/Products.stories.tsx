import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ProductsScreen,
  PRODUCTS_TITLE,
} from '../../../src/screens/admin/Products/ProductsScreen.tsx';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import {
  CONFIRM_DISCARD_BUTTON,
  CONFIRM_DISCARD_TITLE,
} from '../../../src/components/Feedback/texts.ts';
import { EXPORT_TEXT } from '../../../src/screens/admin/shared/ExportMenu.tsx';
import {
  AdminFrame,
  chooseRowAction,
  dismissAlert,
  expectClosed,
  expectErrorDialog,
  expectSuccess,
  fill,
  findAlert,
  modal,
  openAdd,
  pngFile,
  signedIn,
  submit,
  waitForRows,
} from './helpers.tsx';
import {
  catchDownloads,
  chooseExport,
  csvRecords,
  exportButton,
  firstSaved,
  openExportMenu,
} from './exportStories.ts';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/Products',
  component: ProductsScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={PRODUCTS_TITLE} routeName="admin-produk">
        <Story />
      </AdminFrame>
    ),
    withLocationProbe,
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/produk' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Within = ReturnType<typeof within>;
const body = () => within(document.body);

/** Picks `option` in the lookup dropdown labelled `label` (SPEC 4: a single select replaces its value). */
async function pick(dialog: Within, label: string, option: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** The required fields of SPEC 5 with valid values. */
async function fillRequired(dialog: Within, name: string) {
  await fill(dialog.getByRole('textbox', { name: /^Nama Produk/ }), name);
  await fill(dialog.getByRole('textbox', { name: /^Harga\b(?! Akhir)/ }), '1250000');
  await pick(dialog, 'Kategori', 'Silinder Pneumatik');
  await pick(dialog, 'Brand', 'Aerotek');
  await pick(dialog, 'Tipe', 'Silinder Kompak');
  // The type's attributes load into 'Spesifikasi' (issue 24); a save before they are in waits.
  await dialog.findAllByText(/^Bore \(mm\)/);
}

const stories = masterStories({
  caption: PRODUCTS_TITLE,
  noun: 'Produk',
  group: 'products',
  basePath: '/admin/product',
  rowLabel: 'Katup Solenoid Proporsional BR-PV',
  requiredMessages: [
    'Nama Brand',
    'Harga tidak boleh kosong!',
    'Category tidak boleh kosong!',
    'Brand tidak boleh kosong!',
    'Tipe tidak boleh kosong!',
  ],
  fillValid: async (dialog) => {
    await fillRequired(dialog, 'Silinder Tandem AK-40x80');
    await userEvent.upload(dialog.getByLabelText(/^Foto Produk/, { selector: 'input' }), [
      pngFile('depan.png'),
    ]);
  },
  newName: 'Silinder Tandem AK-40x80',
  addSuccess: 'Menambah Product',
  editSuccess: 'Memperbarui data Product',
});

/** The first page of products: photo, name, category, brand, price and switch. */
export const Filled: Story = stories.Filled as Story;
/** No product: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: the five messages of SPEC 5, 'Nama Brand' included. */
export const RequiredFields: Story = stories.RequiredFields as Story;
/** Insert with the required fields and one image: 'Menambah Product'. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update keeping the saved images: 'Memperbarui data Product'. */
export const EditRecord: Story = stories.EditRecord as Story;
/** The server's 422 in the dialog and under the field. */
export const ServerValidation: Story = stories.ServerValidation as Story;
/** The server's 403. */
export const Forbidden: Story = stories.Forbidden as Story;
/** Delete after confirmation. */
export const DeleteRecord: Story = stories.DeleteRecord as Story;
/** The row switch: 'Status berhasil diubah!'. */
export const ToggleStatus: Story = stories.ToggleStatus as Story;
/** A 360 px phone: each row is a card, and the page does not scroll sideways. */
export const Mobile: Story = stories.Mobile as Story;

/** 'Detail' in 'Aksi' goes to /admin/produk/{id} instead of opening a modal (SPEC 2.3). */
export const DetailNavigates: Story = {
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    await chooseRowAction('Katup Solenoid Proporsional BR-PV', 'Detail');
    await expect(body().getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/admin/produk/40',
    );
  },
};

/** A shared or reloaded address: page 3 of the products, sorted by name descending. */
export const TableStateFromAddress: Story = {
  parameters: { route: '/admin/produk?page=3&sortBy=name&orderBy=desc' },
  play: async () => {
    // The table opens where the address says: page 3, Nama descending.
    const table = await waitForRows(PRODUCTS_TITLE);
    await expect(table.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(body().getByRole('button', { name: 'Halaman 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await body().findByText(/^Menampilkan 21 sampai 30 dari \d+ data$/)).toBeVisible();
  },
};

/** Sorting, paging, the page size and the search are written into the address as they change. */
export const TableStateToAddress: Story = {
  play: async () => {
    const location = () => body().getByRole('status', { name: 'Lokasi' });
    const table = await waitForRows(PRODUCTS_TITLE);
    // Sort by Nama: ascending, page 1.
    await userEvent.click(
      within(table.getByRole('columnheader', { name: 'Nama' })).getByRole('button', {
        name: 'Nama',
      }),
    );
    await expect(location()).toHaveTextContent('/admin/produk?sortBy=name&orderBy=asc');
    // Page 2 and 25 rows per page (which goes back to page 1).
    // (The page buttons return once the sorted list has loaded.)
    await userEvent.click(await body().findByRole('button', { name: 'Halaman 2' }));
    await expect(location()).toHaveTextContent('/admin/produk?sortBy=name&orderBy=asc&page=2');
    await body().findByText(/^Menampilkan 11 sampai 20 dari \d+ data$/);
    await userEvent.selectOptions(body().getByRole('combobox', { name: 'Data per halaman' }), '25');
    await expect(location()).toHaveTextContent('/admin/produk?sortBy=name&orderBy=asc&length=25');
    // A search applies after its pause and joins the address.
    await userEvent.type(body().getByRole('searchbox', { name: 'Cari' }), 'silinder');
    await waitFor(() => expect(location()).toHaveTextContent('search=silinder'), { timeout: 3000 });
    await expect(location()).toHaveTextContent(
      '/admin/produk?sortBy=name&orderBy=asc&length=25&search=silinder',
    );
  },
};

/** The whole large form: price range, lookups, best seller, sizes, colours, two links and three images with a chosen cover. */
export const AddWithEverything: Story = {
  play: async () => {
    let sent: FormData | null = null;
    const original = window.fetch;
    // Keep a copy of the multipart body the form sends, then let MSW answer as usual.
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/admin/product'))
        sent = await request.clone().formData();
      return original(request);
    };
    try {
      await waitForRows(PRODUCTS_TITLE);
      await openAdd();
      const dialog = modal('Tambah Produk');
      await fillRequired(dialog, 'Silinder Tandem AK-40x80');
      await fill(dialog.getByRole('textbox', { name: /^Harga Akhir/ }), '1450000');
      await expect(dialog.getByRole('textbox', { name: /^Harga Akhir/ })).toHaveValue('1.450.000');
      await fill(dialog.getByRole('textbox', { name: /^Garansi/ }), '1 Tahun');
      await userEvent.click(dialog.getByRole('switch', { name: 'Best Seller' }));
      // Sizes and colours are free lists.
      await userEvent.click(dialog.getByRole('button', { name: 'Tambah Ukuran' }));
      await fill(dialog.getByRole('textbox', { name: 'Ukuran 1' }), '40 mm');
      await userEvent.click(dialog.getByRole('button', { name: 'Tambah Warna' }));
      await fill(dialog.getByRole('textbox', { name: 'Warna 1' }), 'Silver');
      // Two purchase links, each a marketplace from the lookup and the product's URL there.
      await userEvent.click(dialog.getByRole('button', { name: 'Tambah Link' }));
      await pick(dialog, 'Marketplace 1', 'Tokobeli');
      await fill(
        dialog.getByRole('textbox', { name: /^Link Produk 1/ }),
        'https://www.tokobeli.example/produk/tandem',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Tambah Link' }));
      await pick(dialog, 'Marketplace 2', 'Pasarku');
      await fill(
        dialog.getByRole('textbox', { name: /^Link Produk 2/ }),
        'https://pasarku.example/p/tandem',
      );
      // Three images; the third becomes the cover.
      await userEvent.upload(dialog.getByLabelText(/^Foto Produk/, { selector: 'input' }), [
        pngFile('satu.png'),
        pngFile('dua.png'),
        pngFile('tiga.png'),
      ]);
      const covers = await waitFor(() => {
        const radios = modal('Tambah Produk').getAllByRole('radio');
        expect(radios).toHaveLength(3);
        return radios;
      });
      await userEvent.click(covers[2] as HTMLElement);
      await submit('Tambah Produk');
      await expectClosed('Tambah Produk');
      await expectSuccess('Menambah Product');
      // The multipart body carries SPEC 7's bracket names.
      const form = sent as FormData | null;
      await expect(form).not.toBeNull();
      await expect(form?.get('harga')).toBe('1250000');
      await expect(form?.get('harga_akhir')).toBe('1450000');
      await expect(form?.get('isBestSeller')).toBe('1');
      await expect(form?.get('size[0]')).toBe('40 mm');
      await expect(form?.get('color[0]')).toBe('Silver');
      await expect(form?.get('ecommerces[1][link_id]')).toBe('https://pasarku.example/p/tandem');
      await expect([
        form?.get('isCover[0]'),
        form?.get('isCover[1]'),
        form?.get('isCover[2]'),
      ]).toEqual(['0', '0', '1']);
    } finally {
      window.fetch = original;
    }
  },
};

/** A purchase link needs a marketplace and an http(s) link, checked before sending. */
export const LinkValidation: Story = {
  play: async () => {
    await openAdd();
    const dialog = modal('Tambah Produk');
    await fillRequired(dialog, 'Silinder Tandem AK-40x80');
    await userEvent.click(dialog.getByRole('button', { name: 'Tambah Link' }));
    await fill(dialog.getByRole('textbox', { name: /^Link Produk 1/ }), 'tokobeli.example/tandem');
    await submit('Tambah Produk');
    await expect(await dialog.findByText('Marketplace tidak boleh kosong!')).toBeVisible();
    await expect(dialog.getByText('Link harus diawali http:// atau https://')).toBeVisible();
    // Nothing was lost: the modal is still open with what was typed.
    await expect(dialog.getByRole('textbox', { name: /^Nama Produk/ })).toHaveValue(
      'Silinder Tandem AK-40x80',
    );
  },
};

/**
 * The server names fields as the API does (`harga_akhir`, `size[0]`): each message shows under the
 * form's own field, and after 'Ok' focus is on the first of them.
 */
export const ServerValidationApiNames: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'products',
        scenario.validation422(
          { 'size[0]': 'Ukuran sudah dipakai.', harga_akhir: 'Harga akhir harus lebih besar.' },
          'POST',
          '/admin/product',
        ),
      ),
    },
  },
  play: async () => {
    await openAdd();
    const dialog = modal('Tambah Produk');
    await fillRequired(dialog, 'Silinder Tandem AK-40x80');
    await userEvent.click(dialog.getByRole('button', { name: 'Tambah Ukuran' }));
    await fill(dialog.getByRole('textbox', { name: /^Ukuran 1/ }), '40 mm');
    await submit('Tambah Produk');
    await expectErrorDialog('Data yang dikirim tidak valid.', [
      'Harga akhir harus lebih besar.',
      'Ukuran sudah dipakai.',
    ]);
    await dismissAlert('Oopss...', 'Ok', false);
    const hargaAkhir = dialog.getByRole('textbox', { name: /^Harga Akhir/ });
    await expect(hargaAkhir).toHaveAttribute('aria-invalid', 'true');
    await expect(hargaAkhir).toHaveAccessibleDescription(/^Harga akhir harus lebih besar\./);
    await expect(dialog.getByRole('textbox', { name: /^Ukuran 1/ })).toHaveAccessibleDescription(
      'Ukuran sudah dipakai.',
    );
    await waitFor(() => expect(document.activeElement).toBe(hargaAkhir));
  },
};

/** SPEC 4: a saved image removed after 'Yakin hapus file yang anda pilih ?', another made the cover. */
export const RemoveImageAndChangeCover: Story = {
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    await chooseRowAction('Katup Solenoid Proporsional BR-PV', 'Edit');
    const dialog = within(await body().findByRole('dialog', { name: 'Edit Produk' }));
    await userEvent.click(
      dialog
        .getAllByRole('button', { name: /^Hapus/ })
        .find((button) =>
          /foto|file|gambar/i.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
        ) as HTMLElement,
    );
    await expect(await body().findByText('Yakin hapus file yang anda pilih ?')).toBeVisible();
    await userEvent.click(await body().findByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull(), {
      timeout: 5000,
    });
    const covers = modal('Edit Produk').getAllByRole('radio');
    await userEvent.click(covers.at(-1) as HTMLElement);
    await expect(covers.at(-1)).toBeChecked();
    await submit('Edit Produk');
    await expectSuccess('Memperbarui data Product');
  },
};

/** A row added to a list is an unsaved change: 'Batal' asks 'Tinggalkan formulir ini?' first. */
export const AddedRowAsksBeforeLeaving: Story = {
  play: async () => {
    await openAdd();
    const dialog = modal('Tambah Produk');
    // Only an empty size row: nothing typed, yet the form has changed.
    await userEvent.click(dialog.getByRole('button', { name: 'Tambah Ukuran' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Batal' }));
    await findAlert(CONFIRM_DISCARD_TITLE);
    // Staying keeps the row.
    await dismissAlert(CONFIRM_DISCARD_TITLE, 'Batal');
    await expect(modal('Tambah Produk').getByRole('textbox', { name: 'Ukuran 1' })).toBeVisible();
  },
};

/** A row added and removed again leaves nothing unsaved: 'Batal' closes at once. */
export const AddedAndRemovedRowIsClean: Story = {
  play: async () => {
    await openAdd();
    const dialog = modal('Tambah Produk');
    await userEvent.click(dialog.getByRole('button', { name: 'Tambah Warna' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Hapus Warna 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Batal' }));
    await expectClosed('Tambah Produk');
    await expect(body().queryByRole('dialog', { name: CONFIRM_DISCARD_TITLE })).toBeNull();
  },
};

/** Removing the first of two rows: the second row's text moves up with it, under 'Ukuran 1'. */
export const RemoveFirstRowKeepsTheNext: Story = {
  play: async () => {
    await openAdd();
    const dialog = modal('Tambah Produk');
    await userEvent.click(dialog.getByRole('button', { name: 'Tambah Ukuran' }));
    await fill(dialog.getByRole('textbox', { name: 'Ukuran 1' }), '32 mm');
    await userEvent.click(dialog.getByRole('button', { name: 'Tambah Ukuran' }));
    await fill(dialog.getByRole('textbox', { name: 'Ukuran 2' }), '40 mm');
    await userEvent.click(dialog.getByRole('button', { name: 'Hapus Ukuran 1' }));
    await expect(dialog.getByRole('textbox', { name: 'Ukuran 1' })).toHaveValue('40 mm');
    await expect(dialog.queryByRole('textbox', { name: 'Ukuran 2' })).toBeNull();
  },
};

/** Editing: removing a saved purchase link is an unsaved change, so Escape asks before closing. */
export const RemovedLinkAsksOnEscape: Story = {
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    await chooseRowAction('Katup Solenoid Proporsional BR-PV', 'Edit');
    const dialog = within(await body().findByRole('dialog', { name: 'Edit Produk' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Hapus Link 1' }));
    await userEvent.keyboard('{Escape}');
    await dismissAlert(CONFIRM_DISCARD_TITLE, CONFIRM_DISCARD_BUTTON, false);
    await expectClosed('Edit Produk');
  },
};

/** The large modal on a 360 px phone: the fields stack in one column. */
export const MobileForm: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await openAdd();
    const dialog = modal('Tambah Produk');
    await expect(dialog.getByRole('textbox', { name: /^Nama Produk/ })).toBeVisible();
    const name = dialog.getByRole('textbox', { name: /^Nama Produk/ }).getBoundingClientRect();
    const harga = dialog
      .getByRole('textbox', { name: /^Harga\b(?! Akhir)/ })
      .getBoundingClientRect();
    await expect(harga.top).toBeGreaterThan(name.top);
  },
};

/** A lookup with nothing to offer says SPEC 8's 'Tidak Ada Data'; the others still offer theirs. */
export const LookupEmpty: Story = {
  parameters: {
    msw: { handlers: withDefaults('lookups', scenario.empty('GET', '/admin/lookup/category')) },
  },
  play: async () => {
    await openAdd();
    const dialog = modal('Tambah Produk');
    await userEvent.click(dialog.getByRole('combobox', { name: /^Kategori/ }));
    await expect(await body().findByText('Tidak Ada Data')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('combobox', { name: /^Brand/ }));
    await expect(await body().findByRole('option', { name: 'Aerotek' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** 'Ekspor' beside 'Impor' and 'Tambah Data': a closed menu button until pressed. */
export const ExportIdle: Story = {
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    const button = exportButton(PRODUCTS_TITLE);
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Pressed: the menu offers CSV and Excel. */
export const ExportChoosingFormat: Story = {
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    const menu = await openExportMenu(PRODUCTS_TITLE);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      EXPORT_TEXT.csv,
      EXPORT_TEXT.xlsx,
    ]);
    await expect(exportButton(PRODUCTS_TITLE)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A searched, sorted table: the CSV holds every row it pages through, in its order (the address's query). */
export const ExportFilteredCsv: Story = {
  parameters: { route: '/admin/produk?search=silinder&sortBy=name&orderBy=desc' },
  play: async () => {
    const table = await waitForRows(PRODUCTS_TITLE);
    const range = await body().findByText(/^Menampilkan 1 sampai \d+ dari \d+ data$/);
    const total = Number(/dari (\d+) data/.exec(range.textContent ?? '')?.[1]);
    await catchDownloads(async (saved) => {
      // CSV from the menu: a file named produk-<date>.csv arrives.
      await chooseExport(PRODUCTS_TITLE, 'csv');
      const file = await firstSaved(saved);
      await expect(file.name).toMatch(/^produk-\d{4}-\d{2}-\d{2}\.csv$/);
      // Every matching product (all pages), and the first page in the table's order.
      const records = await csvRecords(file);
      await expect(records).toHaveLength(total);
      const rows = table.getAllByRole('row').slice(1);
      await expect(rows.length).toBeGreaterThan(1);
      for (const [index, row] of rows.entries())
        await expect(row).toHaveTextContent(records[index]?.Nama ?? '-');
    });
    // Done: the button is ready again.
    await waitFor(() => expect(exportButton(PRODUCTS_TITLE)).toBeEnabled());
  },
};

/** 'Unduh Excel (.xlsx)': the workbook arrives as produk-<date>.xlsx. */
export const ExportExcel: Story = {
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    await catchDownloads(async (saved) => {
      await chooseExport(PRODUCTS_TITLE, 'xlsx');
      const file = await firstSaved(saved);
      await expect(file.name).toMatch(/^produk-\d{4}-\d{2}-\d{2}\.xlsx$/);
      await expect(file.blob.type).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    });
  },
};

/** While the server makes the file: 'Menyiapkan file...' with a spinner, and no second export. */
export const ExportDownloading: Story = {
  parameters: {
    msw: { handlers: withDefaults('exports', scenario.loading('GET', '/admin/product/export')) },
  },
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    await chooseExport(PRODUCTS_TITLE, 'csv');
    const busy = exportButton(PRODUCTS_TITLE, EXPORT_TEXT.busy);
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** The export fails: SPEC 8's dialog in Indonesian, then the button is ready again. */
export const ExportError: Story = {
  parameters: {
    msw: { handlers: withDefaults('exports', scenario.status500('GET', '/admin/product/export')) },
  },
  play: async () => {
    await waitForRows(PRODUCTS_TITLE);
    await chooseExport(PRODUCTS_TITLE, 'csv');
    await expectErrorDialog('Terjadi kesalahan koneksi');
    // (The dialog hides the page from the accessibility tree; the button is ready behind it.)
    await expect(exportButton(PRODUCTS_TITLE)).toBeEnabled();
  },
};
