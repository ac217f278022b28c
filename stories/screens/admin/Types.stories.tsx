import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TypesScreen, TYPES_TITLE } from '../../../src/screens/admin/Types/TypesScreen.tsx';
import { SUCCESS_TEXT, TOAST_STATUS_CHANGED } from '../../../src/components/Feedback/texts.ts';
import { FORBIDDEN_HTML_MESSAGE } from '../../../src/lib/forms/forbiddenHtml.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import {
  AdminFrame,
  bulkPartlyRefused,
  clearToasts,
  chooseRowAction,
  deleteSucceeds,
  expectClosed,
  expectErrorDialog,
  expectSuccess,
  expectToast,
  modal,
  openAdd,
  selectionBar,
  signedIn,
  submit,
  tickRows,
  waitForRows,
} from './helpers.tsx';

const ADD = 'Tambah Tipe Produk';
const EDIT = 'Edit Tipe Produk';

const meta = {
  title: 'Screens/Admin/Types',
  component: TypesScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={TYPES_TITLE} routeName="master-type">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/master/type' },
  beforeEach: signedIn(),
} satisfies Meta<typeof TypesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture types, newest first, with their switches. */
export const Filled: Story = {
  play: async () => {
    // The table lists the types with NO, Nama, STATUS and Aksi.
    const table = await waitForRows(TYPES_TITLE);
    await expect(table.getByRole('columnheader', { name: 'NO' })).toBeVisible();
    await expect(table.getByText('Silinder Tanpa Batang')).toBeVisible();
  },
};

/** No type at all: SPEC 2.3's empty text. */
export const Empty: Story = {
  parameters: { msw: { handlers: withDefaults('types', scenario.empty('GET', '/admin/type')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('types', scenario.loading) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: TYPES_TITLE })).toBeVisible();
  },
};

/** Insert mode: an empty name gets SPEC 5's 'Nama type'. */
export const RequiredName: Story = {
  play: async () => {
    // Open 'Tambah Data' and press 'Simpan' with nothing typed.
    await openAdd();
    await submit(ADD);
    await expect(modal(ADD).getByText('Nama type')).toBeVisible();
  },
};

/** Markup in the name is refused on the client. */
export const ForbiddenHtml: Story = {
  play: async () => {
    await openAdd();
    await userEvent.type(modal(ADD).getByLabelText(/^Nama/), '<b>Silinder</b>');
    await submit(ADD);
    await expect(modal(ADD).getByText(FORBIDDEN_HTML_MESSAGE)).toBeVisible();
  },
};

/** Insert: close, 'Berhasil!' with 'Menambah type', and the new row at page 1. */
export const AddType: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    // Fill the name and submit with Enter.
    await openAdd();
    await userEvent.type(modal(ADD).getByLabelText(/^Nama/), 'Silinder Mini{Enter}');
    // The modal closes, the success alert shows, the list shows the new type first.
    await expectClosed(ADD);
    await expectSuccess(SUCCESS_TEXT.typeAdded);
    await expect(await within(document.body).findByText('Silinder Mini')).toBeVisible();
  },
};

/** Update mode: Edit loads the record, then the form opens filled. */
export const EditType: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await chooseRowAction('Panel Listrik', 'Edit');
    const name = await within(document.body).findByDisplayValue('Panel Listrik');
    await userEvent.clear(name);
    await userEvent.type(name, 'Panel Kontrol');
    await submit(EDIT);
    await expectClosed(EDIT);
    await expectSuccess('Memperbarui type');
  },
};

/** A 422 from the server: the dialog lists the field messages and the field shows its own. */
export const ServerValidation: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'types',
        scenario.validation422({ name: 'Nama sudah dipakai.' }, 'POST', '/admin/type'),
      ),
    },
  },
  play: async () => {
    await openAdd();
    await userEvent.type(modal(ADD).getByLabelText(/^Nama/), 'Silinder Kompak');
    await submit(ADD);
    await expectErrorDialog('Data yang dikirim tidak valid.', ['Nama sudah dipakai.']);
  },
};

/** A 403 from the server: 'Oopss...' with its message; the modal stays open. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: withDefaults('types', scenario.status403('POST', '/admin/type')) },
  },
  play: async () => {
    await openAdd();
    await userEvent.type(modal(ADD).getByLabelText(/^Nama/), 'Silinder Mini');
    await submit(ADD);
    await expectErrorDialog('Anda tidak memiliki akses untuk tindakan ini.');
  },
};

/** The detail modal. */
export const Detail: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await chooseRowAction('Panel Listrik', 'Detail');
    const detail = within(
      await within(document.body).findByRole('dialog', { name: 'Detail Tipe Produk' }),
    );
    await expect(detail.getByText('Panel Listrik')).toBeVisible();
  },
};

/** Delete after 'Ya, Hapus': 'Data berhasil dihapus'. */
export const DeleteType: Story = {
  parameters: { msw: { handlers: withDefaults('types', deleteSucceeds('/admin/type/:id')) } },
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await chooseRowAction('Panel Listrik', 'Delete');
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Ya, Hapus' }));
    await expectSuccess(SUCCESS_TEXT.deleted);
  },
};

/** A type still used by products: the server's 422 message in the shared dialog. */
export const DeleteInUse: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await chooseRowAction('Panel Listrik', 'Delete');
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Ya, Hapus' }));
    await expectErrorDialog('Data masih digunakan oleh produk, sehingga tidak dapat dihapus.');
  },
};

/** The row switch: 'Status berhasil diubah!'. */
export const ToggleStatus: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await userEvent.click(
      within(document.body).getByRole('switch', { name: 'Status aktif Panel Listrik' }),
    );
    await expectToast(TOAST_STATUS_CHANGED);
    await clearToasts();
  },
};

/** A 360 px phone: each row is a card, and the page does not scroll sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('switch', { name: 'Status aktif Silinder Kompak' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Bulk: two rows ticked on the screen, the bar above the table. */
export const BulkSelection: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await tickRows('Panel Listrik', 'Filter Regulator');
    const bar = await selectionBar();
    await expect(bar.getByText('2 dipilih')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Bulk 'Nonaktifkan': one call for the ticked rows, SPEC's toast, the switches off, the ticks gone. */
export const BulkDeactivate: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await tickRows('Panel Listrik', 'Filter Regulator');
    await userEvent.click((await selectionBar()).getByRole('button', { name: 'Nonaktifkan' }));
    await expectToast(TOAST_STATUS_CHANGED);
    await clearToasts();
    const body = within(document.body);
    await waitFor(() =>
      expect(body.getByRole('switch', { name: 'Status aktif Panel Listrik' })).not.toBeChecked(),
    );
    await expect(
      body.getByRole('switch', { name: 'Status aktif Filter Regulator' }),
    ).not.toBeChecked();
    await expect(body.queryByRole('toolbar', { name: 'Aksi untuk data terpilih' })).toBeNull();
  },
};

/** Bulk 'Hapus' asks SPEC 8's question before anything is deleted. */
export const BulkDeleteConfirm: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await tickRows('Panel Listrik', 'Filter Regulator');
    await userEvent.click((await selectionBar()).getByRole('button', { name: 'Hapus' }));
    const question = within(
      await within(document.body).findByRole('dialog', { name: 'Apakah anda yakin?' }),
    );
    await expect(question.getByText('Data yang dihapus tidak dapat direstore')).toBeVisible();
    await expect(question.getByRole('button', { name: 'Ya, Hapus' })).toBeVisible();
    await expect(question.getByRole('button', { name: 'Batal' })).toBeVisible();
  },
};

/** Bulk delete confirmed, every row gone: 'Berhasil!' with 'Data berhasil dihapus'. */
export const BulkDeleteSucceeds: Story = {
  parameters: { msw: { handlers: withDefaults('types', bulkPartlyRefused('/admin/type/bulk')) } },
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await tickRows('Panel Listrik', 'Filter Regulator');
    await userEvent.click((await selectionBar()).getByRole('button', { name: 'Hapus' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Ya, Hapus' }));
    await expectSuccess(SUCCESS_TEXT.deleted);
  },
};

/** Bulk delete where one row is still used by products: the count, and the row named with its reason. */
export const BulkDeletePartlyRefused: Story = {
  parameters: {
    msw: { handlers: withDefaults('types', bulkPartlyRefused('/admin/type/bulk', [8])) },
  },
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await tickRows('Panel Listrik', 'Filter Regulator');
    await userEvent.click((await selectionBar()).getByRole('button', { name: 'Hapus' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Ya, Hapus' }));
    await expectErrorDialog('1 data berhasil diproses, 1 data gagal.', [
      'Panel Listrik: Data masih digunakan oleh produk, sehingga tidak dapat dihapus.',
    ]);
  },
};

/** Bulk delete with the mocks' own rule: every fixture type is in use, so each row is named. */
export const BulkDeleteAllInUse: Story = {
  play: async () => {
    await waitForRows(TYPES_TITLE);
    await tickRows('Panel Listrik', 'Filter Regulator');
    await userEvent.click((await selectionBar()).getByRole('button', { name: 'Hapus' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Ya, Hapus' }));
    await expectErrorDialog('0 data berhasil diproses, 2 data gagal.', [
      'Panel Listrik: Data masih digunakan oleh produk, sehingga tidak dapat dihapus.',
      'Filter Regulator: Data masih digunakan oleh produk, sehingga tidak dapat dihapus.',
    ]);
  },
};

/** Bulk at 360 px: the bar wraps above the table, the page does not scroll sideways. */
export const BulkMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: 'Pilih Silinder Kompak' }),
    ).toBeVisible();
    await tickRows('Silinder Kompak', 'Katup Solenoid');
    const bar = await selectionBar();
    // The bar sits above the table: scrolled into view for the picture.
    within(document.body)
      .getByRole('toolbar', { name: 'Aksi untuk data terpilih' })
      .scrollIntoView({ block: 'center' });
    await expect(bar.getByRole('button', { name: 'Hapus' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
