import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { RESET_PASSWORD } from '../../../mocks/fixtures/users.ts';
import { msg } from '../../../mocks/messages.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { RequiredPasswordChangeScreen } from '../../../src/screens/admin/PasswordChange/RequiredPasswordChangeScreen.tsx';
import { dismissAlert, expectErrorDialog, expectSuccess, signedIn } from './helpers.tsx';

/** Siti (an admin-role user) signed in with the shared reset word, not yet replaced. */
const SITI_TOKEN = 'mock-token-2';

async function markReset() {
  const siti = db.users.find((user) => user.id === 2);
  if (siti) Object.assign(siti, { password: RESET_PASSWORD, mustChangePassword: true });
  return {};
}

const meta = {
  title: 'Screens/Admin/RequiredPasswordChange',
  component: RequiredPasswordChangeScreen,
  args: { onChanged: fn(), onSignedOut: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/dashboard' },
  // After the project loader has reset the mock database.
  loaders: [markReset],
  beforeEach: signedIn(SITI_TOKEN),
} satisfies Meta<typeof RequiredPasswordChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a user sees at the first sign-in after "Reset Password": SPEC's three fields, all empty. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Buat Password Baru' })).toBeVisible();
    for (const label of ['Password Saat Ini', 'Password Baru', 'Konfirmasi Password Baru']) {
      await expect(canvas.getByLabelText(label, { exact: true })).toHaveValue('');
      await expect(canvas.getByLabelText(label, { exact: true })).toHaveAttribute(
        'type',
        'password',
      );
    }
  },
};

/** On a 360 px phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Each field has its own show/hide toggle. */
export const ShowPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password Baru', { exact: true }), 'lampBaru123');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan Password Baru' }));
    await expect(canvas.getByLabelText('Password Baru', { exact: true })).toHaveAttribute(
      'type',
      'text',
    );
    await expect(canvas.getByLabelText('Password Saat Ini', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Keeping the reset word: the server's 422, under the field and in the shared dialog. */
export const SamePassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      canvas.getByLabelText('Password Saat Ini', { exact: true }),
      RESET_PASSWORD,
    );
    await userEvent.type(canvas.getByLabelText('Password Baru', { exact: true }), RESET_PASSWORD);
    await userEvent.type(
      canvas.getByLabelText('Konfirmasi Password Baru', { exact: true }),
      `${RESET_PASSWORD}{Enter}`,
    );
    await expectErrorDialog(msg.invalid, [msg.samePassword]);
    await dismissAlert('Oopss...', 'Ok');
    await expect(canvas.getByText(msg.samePassword)).toBeVisible();
    // Closing the dialog leaves focus on the first field with a message.
    const [firstInvalid] = canvasElement.querySelectorAll('[aria-invalid="true"]');
    await waitFor(() => expect(firstInvalid).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A password among the 10,000 most common (issue 27): the mock answers the server's 422. */
export const CommonPassword: Story = {
  play: async ({ canvas, args }) => {
    // Type the reset word, then one of the most common passwords twice.
    await userEvent.type(
      canvas.getByLabelText('Password Saat Ini', { exact: true }),
      RESET_PASSWORD,
    );
    await userEvent.type(canvas.getByLabelText('Password Baru', { exact: true }), 'password123');
    await userEvent.type(
      canvas.getByLabelText('Konfirmasi Password Baru', { exact: true }),
      'password123{Enter}',
    );
    // The shared dialog lists the message; after it closes the message stays under the field.
    await expectErrorDialog(msg.invalid, ['Password terlalu umum, gunakan password lain']);
    await dismissAlert('Oopss...', 'Ok');
    await expect(
      canvas.getByLabelText('Password Baru', { exact: true }),
    ).toHaveAccessibleDescription('Password terlalu umum, gunakan password lain');
    await expect(args.onChanged).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the call runs: 'Memproses...' and disabled. */
export const Processing: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('auth', scenario.loading('POST', '/admin/user/update-password')),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByLabelText('Password Saat Ini', { exact: true }),
      `${RESET_PASSWORD}{Enter}`,
    );
    await expect(await canvas.findByRole('button', { name: 'Memproses...' })).toBeDisabled();
  },
};

/** Saved: SPEC 8's success alert, then the back office opens (the profile no longer asks). */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByLabelText('Password Saat Ini', { exact: true }),
      RESET_PASSWORD,
    );
    await userEvent.type(canvas.getByLabelText('Password Baru', { exact: true }), 'lampBaru123');
    await userEvent.type(
      canvas.getByLabelText('Konfirmasi Password Baru', { exact: true }),
      'lampBaru123',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expectSuccess('Mengubah Password Akun');
    await expect(db.users.find((user) => user.id === 2)?.mustChangePassword).toBe(false);
    await dismissAlert('Berhasil!', 'Ok', false);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
  },
};

/** 'Keluar': signed out, the app goes to /login. */
export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
    await expect(localStorage.getItem('accessToken')).toBeNull();
  },
};

/** Any other failure: the shared 'Oopss...' dialog, and the form stays. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('auth', scenario.status500('POST', '/admin/user/update-password')),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByLabelText('Password Saat Ini', { exact: true }),
      `${RESET_PASSWORD}{Enter}`,
    );
    await expectErrorDialog('Terjadi kesalahan koneksi');
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};
