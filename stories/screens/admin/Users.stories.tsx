import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { MOCK_TOTP_SECRET } from '../../../mocks/handlers/mfa.ts';
import { UsersScreen, USERS_TITLE } from '../../../src/screens/admin/Users/UsersScreen.tsx';
import {
  AdminFrame,
  chooseRowAction,
  expectErrorDialog,
  expectSuccess,
  fill,
  findAlert,
  selectionBar,
  signedIn,
  tickRows,
  waitForRows,
  dismissAlert,
} from './helpers.tsx';
import { imagesDecoded, masterStories } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/Users',
  component: UsersScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={USERS_TITLE} routeName="admin-user">
        <Story />
      </AdminFrame>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    route: '/admin/user',
  },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = masterStories({
  caption: USERS_TITLE,
  noun: 'User',
  group: 'users',
  basePath: '/admin/user',
  createPath: '/admin/user/create',
  rowLabel: 'Siti Rahmawati',
  requiredMessages: [
    'Email tidak boleh kosong.',
    'Role tidak boleh kosong!',
    'Password tidak boleh kosong.',
  ],
  hasDetail: false,
  fillValid: async (dialog) => {
    await fill(dialog.getByLabelText(/^Nama/), 'Rina Wulandari');
    await fill(dialog.getByLabelText(/^Email/), 'rina@katalogpneumatik.example');
    await userEvent.click(dialog.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Admin' }));
    await fill(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'LampRahasia-1');
  },
  newName: 'Rina Wulandari',
  addSuccess: 'Menambah User',
  editSuccess: 'Mengupdate data User',
});

/** The fixture staff accounts with role and switch. */
export const Filled: Story = stories.Filled as Story;
/** No account: SPEC 2.3's empty text. */
export const Empty: Story = stories.Empty as Story;
/** While the list loads. */
export const Loading: Story = stories.Loading as Story;
/** Insert with nothing filled: 'Nama', 'Email tidak boleh kosong.', 'Role tidak boleh kosong!' and 'Password tidak boleh kosong.'. */
export const RequiredFields: Story = stories.RequiredFields as Story;
/** Insert with name, e-mail, role and password: 'Menambah User'. */
export const AddRecord: Story = stories.AddRecord as Story;
/** Update (no password field): 'Mengupdate data User'. */
export const EditRecord: Story = stories.EditRecord as Story;
/** The server's 422 in the dialog and under the field. */
export const ServerValidation: Story = stories.ServerValidation as Story;
/** The server's 403. */
export const Forbidden: Story = stories.Forbidden as Story;
/** Delete after confirmation. */
export const DeleteRecord: Story = stories.DeleteRecord as Story;
/** The row switch. */
export const ToggleStatus: Story = stories.ToggleStatus as Story;
/** A 360 px phone: each row is a card, and the page does not scroll sideways. */
export const Mobile: Story = stories.Mobile as Story;

/** 'Reset Password' names the default password, then 'Password berhasil direset'. */
export const ResetPassword: Story = {
  play: async () => {
    await waitForRows(USERS_TITLE);
    await chooseRowAction('Siti Rahmawati', 'Reset Password');
    const confirm = await findAlert('Reset Password?');
    await expect(
      confirm.getByText('Password pengguna ini akan direset menjadi: pneumatik2026'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Ya, Reset' }));
    await expectSuccess('Password berhasil direset');
  },
};

/** Siti has two-step sign-in on (after the project loader has reset the mock database). */
async function sitiHasTwoStep() {
  const siti = db.users.find((user) => user.id === 2);
  if (siti) Object.assign(siti, { totpSecret: MOCK_TOTP_SECRET, recoveryCodes: ['KODE0-CADNG'] });
  return {};
}

/**
 * 'Reset Verifikasi Dua Langkah' (issue 27): offered only for a user with two-step sign-in on;
 * the confirmation names the user, then 'Verifikasi dua langkah berhasil direset'.
 */
export const ResetTwoStep: Story = {
  loaders: [sitiHasTwoStep],
  play: async () => {
    await waitForRows(USERS_TITLE);
    // A user without it has no such item.
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Aksi admin' }));
    await expect(
      within(document.body).queryByRole('menuitem', { name: 'Reset Verifikasi Dua Langkah' }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
    await chooseRowAction('Siti Rahmawati', 'Reset Verifikasi Dua Langkah');
    const confirm = await findAlert('Reset Verifikasi Dua Langkah?');
    await expect(
      confirm.getByText(
        'Verifikasi dua langkah milik Siti Rahmawati akan dinonaktifkan dan semua sesinya diakhiri.',
      ),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Ya, Reset' }));
    await expectSuccess('Verifikasi dua langkah berhasil direset');
    await waitFor(() => expect(db.users.find((user) => user.id === 2)?.totpSecret).toBeUndefined());
  },
};

/** The reset confirmation's 'Batal' leaves the second factor as it was. */
export const ResetTwoStepCancelled: Story = {
  loaders: [sitiHasTwoStep],
  play: async () => {
    await waitForRows(USERS_TITLE);
    await chooseRowAction('Siti Rahmawati', 'Reset Verifikasi Dua Langkah');
    // Gone, and focus back on the row's menu (sweetalert2 returns it after closing).
    await dismissAlert('Reset Verifikasi Dua Langkah?', 'Batal');
    await expect(db.users.find((user) => user.id === 2)?.totpSecret).toBe(MOCK_TOTP_SECRET);
  },
};

/**
 * 'Akhiri Semua Sesi' (issue 33): offered for every user but oneself; the confirmation names the
 * user, then 'Semua sesi pengguna berhasil diakhiri'; every session of theirs is gone, and the
 * audit trail records who ended whose.
 */
export const EndSessions: Story = {
  play: async () => {
    await waitForRows(USERS_TITLE);
    // One's own row has no such item: 'Sesi Aktif' is the way there.
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Aksi admin' }));
    // The menu is open (its first item shows) before its absent item is looked for, and the
    // signed-in user may still be loading: wait for the row to be known as one's own.
    await within(document.body).findAllByRole('menuitem');
    await waitFor(() =>
      expect(
        within(document.body).queryByRole('menuitem', { name: 'Akhiri Semua Sesi' }),
      ).toBeNull(),
    );
    await userEvent.keyboard('{Escape}');
    await chooseRowAction('Siti Rahmawati', 'Akhiri Semua Sesi');
    const confirm = await findAlert('Akhiri Semua Sesi?');
    await expect(
      confirm.getByText('Siti Rahmawati akan keluar dari semua perangkat dan harus masuk kembali.'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Ya, Akhiri' }));
    await expectSuccess('Semua sesi pengguna berhasil diakhiri');
    await expect(db.sessions.filter((row) => row.userId === 2)).toHaveLength(0);
    await expect(db.revokedTokens).toContain('mock-token-2');
    await expect(db.audit.at(-1)).toMatchObject({ action: 'sessions-ended', recordId: 2 });
  },
};

/** The confirmation's 'Batal' leaves every session as it was. */
export const EndSessionsCancelled: Story = {
  parameters: { screenshot: false }, // the same table as the list's
  play: async () => {
    await waitForRows(USERS_TITLE);
    await chooseRowAction('Siti Rahmawati', 'Akhiri Semua Sesi');
    await dismissAlert('Akhiri Semua Sesi?', 'Batal');
    await expect(db.sessions.filter((row) => row.userId === 2)).toHaveLength(3);
  },
};

/** Bulk 'Nonaktifkan' with one's own account ticked: the others go, one's own row is named and stays. */
export const BulkDeactivateWithSelf: Story = {
  play: async () => {
    await waitForRows(USERS_TITLE);
    await tickRows('admin', 'Siti Rahmawati');
    await userEvent.click((await selectionBar()).getByRole('button', { name: 'Nonaktifkan' }));
    await expectErrorDialog('1 data berhasil diproses, 1 data gagal.', [
      'admin: Anda tidak dapat menghapus atau menonaktifkan akun Anda sendiri.',
    ]);
  },
};
