import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from '../../../src/screens/admin/Login/LoginScreen.tsx';
import { LOGIN_LOCKED_MESSAGE } from '../../../src/api/errors.ts';
import { closeDialog } from '../../../src/components/Feedback/index.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { dismissAlert, expectErrorDialog, findAlert } from './helpers.tsx';

const meta = {
  title: 'Screens/Admin/Login',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/login' },
  beforeEach: () => () => {
    localStorage.clear();
    closeDialog();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    // A newcomer learns before signing in what the first sign-in asks for (issue 33).
    await expect(
      canvas.getByText(
        'Pertama kali masuk sebagai admin? Siapkan aplikasi autentikator di ponsel Anda untuk verifikasi dua langkah.',
      ),
    ).toBeVisible();
  },
};

/** On a 360 px phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Both fields empty: SPEC 5's two messages and the 'Terjadi Kesalahan!' warning. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    // Submit with nothing typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    const warning = await findAlert('Terjadi Kesalahan!');
    await expect(
      warning.getByText('Mohon masukkan username dan password terlebih dahulu.'),
    ).toBeVisible();
    await dismissAlert('Terjadi Kesalahan!', 'Baiklah');
    // The field messages stay under the fields.
    await expect(canvas.getByText('Username tidak boleh kosong.')).toBeVisible();
    await expect(canvas.getByText('Password tidak boleh kosong.')).toBeVisible();
  },
};

/** Only the password missing: only its message. */
export const PasswordMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'admin{Enter}');
    await dismissAlert('Terjadi Kesalahan!', 'Baiklah');
    await expect(canvas.getByText('Password tidak boleh kosong.')).toBeVisible();
    await expect(canvas.queryByText('Username tidak boleh kosong.')).toBeNull();
    // Closing the warning leaves the cursor in the field to fill.
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 401: the server's message inside the form. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'salah123{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Username atau password salah.',
    );
  },
};

/** Three failures in a row: the fourth answer is 429 and SPEC 8's lockout text. */
export const LockedAfterThree: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'admin');
    const password = canvas.getByLabelText(/^Password/);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await userEvent.clear(password);
      await userEvent.type(password, `salah${attempt}{Enter}`);
      await expect(await canvas.findByRole('alert')).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Masuk' })).toBeEnabled());
    }
    await userEvent.clear(password);
    await userEvent.type(password, 'salah4{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(LOGIN_LOCKED_MESSAGE));
  },
};

/** While the call runs: 'Processing...' and disabled. */
export const Processing: Story = {
  parameters: { msw: { handlers: withDefaults('auth', scenario.loading('POST', '/auth/login')) } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'rahasia123{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

/** Success: the token is stored and the app is told to go on. */
export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'rahasia123');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(localStorage.getItem('accessToken')).toBe('mock-token-1');
    // The button is idle again once the call settled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Masuk' })).toBeEnabled());
  },
};

/** Any other failure: the shared 'Oopss...' dialog. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: withDefaults('auth', scenario.status500('POST', '/auth/login')) },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'rahasia123{Enter}');
    await expectErrorDialog('Terjadi kesalahan koneksi');
  },
};
