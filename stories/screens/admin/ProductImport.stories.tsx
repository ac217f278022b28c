import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ProductsScreen,
  PRODUCTS_TITLE,
} from '../../../src/screens/admin/Products/ProductsScreen.tsx';
import { db } from '../../../mocks/db.ts';
import { withDefaults } from '../../../mocks/scenarios.ts';
import { AdminFrame, modal, signedIn, waitForRows } from './helpers.tsx';

const TITLE = 'Impor Produk';

const meta = {
  title: 'Screens/Admin/ProductImport',
  component: ProductsScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={PRODUCTS_TITLE} routeName="admin-produk">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/produk' },
  beforeEach: signedIn(),
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sheet with one valid row and two bad ones (no price; a brand nobody knows), in the fixtures' names. */
function sheet(): File {
  const names = `${db.categories[0]?.name},${db.brands[0]?.name},${db.types[0]?.name}`;
  const text = [
    'Nama,Harga,Kategori,Brand,Tipe',
    `Silinder Impor,850000,${names}`,
    `Tanpa Harga,,${names}`,
    `Merek Asing,1000,${db.categories[0]?.name},Merek Asing,${db.types[0]?.name}`,
  ].join('\n');
  return new File([text], 'produk.csv', { type: 'text/csv' });
}

/** Opens the flow from the product list. */
async function openImport() {
  await waitForRows(PRODUCTS_TITLE);
  await userEvent.click(within(document.body).getByRole('button', { name: 'Impor' }));
  return modal(TITLE);
}

/** Chooses the sheet and checks it. */
async function checkSheet(file: File = sheet()) {
  const dialog = await openImport();
  await userEvent.upload(dialog.getByLabelText(/^File produk/), file);
  await userEvent.click(dialog.getByRole('button', { name: 'Periksa File' }));
  return dialog;
}

/** Checks the sheet, then imports its valid row. */
async function startImport() {
  const dialog = await checkSheet();
  await userEvent.click(await dialog.findByRole('button', { name: 'Impor 1 Produk' }));
  return dialog;
}

const job = (fields: Record<string, unknown>) =>
  http.get('*/api-web/admin/product/import/:id', () =>
    HttpResponse.json({
      data: {
        id: 2,
        status: 'running',
        total: 1,
        processed: 0,
        progress: 0,
        created: 0,
        updated: 0,
        skipped: 2,
        message: null,
        ...fields,
      },
      meta: { message: 'Berhasil' },
    }),
  );

/** 'Impor' on the product list opens the flow: the sheet, the optional ZIP and the templates. */
export const Upload: Story = {
  play: async () => {
    // Open the flow from the list's header.
    const dialog = await openImport();
    // Both files, the ZIP explained, the templates at hand.
    await expect(dialog.getByLabelText(/^File produk/)).toBeVisible();
    await expect(dialog.getByLabelText(/^ZIP gambar/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Unduh Template Excel' })).toBeVisible();
    // Checking without a file names the missing file.
    await userEvent.click(dialog.getByRole('button', { name: 'Periksa File' }));
    await expect(dialog.getByText('Pilih file produk terlebih dahulu.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The preview names each bad row: row number, column and the product form's message. */
export const PreviewWithErrors: Story = {
  play: async () => {
    const dialog = await checkSheet();
    // The summary counts the rows.
    await expect(
      await dialog.findByText(
        '3 baris dibaca: 1 siap diimpor (1 baru, 0 diperbarui), 2 baris bermasalah.',
      ),
    ).toBeVisible();
    // One line per error: sheet row, column, message.
    const table = within(dialog.getByRole('table', { name: 'Baris bermasalah' }));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    await expect(rows).toEqual(['3HargaHarga tidak boleh kosong!', '4BrandBrand tidak ditemukan']);
    await expect(dialog.getByRole('button', { name: 'Impor 1 Produk' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A file that is no sheet is refused on its field, by content. */
export const NotASheet: Story = {
  play: async () => {
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'produk.xlsx',
    );
    const dialog = await checkSheet(png);
    await expect(await dialog.findByText('Silahkan periksa file Anda lagi')).toBeVisible();
    await expect(dialog.getByLabelText(/^File produk/)).toHaveAttribute('aria-invalid', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the job runs, a progress bar shows how far it got (the job is held at 40 %). */
export const Progress: Story = {
  parameters: { msw: { handlers: withDefaults('productImport', [job({ progress: 40 })]) } },
  play: async () => {
    const dialog = await startImport();
    const bar = await dialog.findByRole('progressbar', { name: 'Progres impor' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '40'));
    await expect(dialog.getByText('Mengimpor produk... 40%')).toBeVisible();
    // The import goes on on the server: the button only closes the window and does not say 'Selesai'.
    await expect(dialog.getByText('Impor tetap berjalan bila jendela ini ditutup.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Jalankan di Latar Belakang' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Selesai' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The whole flow on the mock server: the job finishes and the list shows the new product. */
export const Done: Story = {
  play: async () => {
    const dialog = await startImport();
    await expect(
      await dialog.findByText(
        'Impor selesai: 1 produk baru, 0 produk diperbarui, 2 baris dilewati.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Selesai' }));
    await expect(await within(document.body).findByText('Silinder Impor')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A failed job says so and that nothing was written. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('productImport', [
        job({ status: 'failed', message: 'Impor gagal; tidak ada data yang diubah.' }),
      ]),
    },
  },
  play: async () => {
    const dialog = await startImport();
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Impor gagal; tidak ada data yang diubah.',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
