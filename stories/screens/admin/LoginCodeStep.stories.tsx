import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { FIXTURE_PASSWORD } from '../../../mocks/fixtures/users.ts';
import { closeDialog } from '../../../src/components/Feedback/index.ts';
import { LOGIN_LOCKED_MESSAGE } from '../../../src/api/errors.ts';
import { totpCodeAt } from '../../../src/lib/account/totp.ts';
import { LoginScreen } from '../../../src/screens/admin/Login/LoginScreen.tsx';

/** The fixture superuser's authenticator key in these stories. */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** After the project loader's reset: two-step sign-in on for `admin`. */
async function enrolAdmin() {
  Object.assign(db.users[0] ?? {}, { totpSecret: SECRET, recoveryCodes: ['KODE0-CADNG'] });
  return {};
}

const meta = {
  title: 'Screens/Admin/Login/CodeStep',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/login' },
  loaders: [enrolAdmin],
  // A token left by an earlier story file (one origin, one localStorage) would read as stored
  // here: start and end every story signed out.
  beforeEach: () => {
    localStorage.clear();
    return () => {
      localStorage.clear();
      closeDialog();
    };
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The password step: the right password of an enrolled account leads to the code step. */
async function passPassword(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/^Username/), 'admin');
  await userEvent.type(canvas.getByLabelText(/^Password/), `${FIXTURE_PASSWORD}{Enter}`);
  return canvas.findByLabelText(/^Kode Verifikasi/);
}

/** After the password: 'Kode Verifikasi', nothing stored yet. */
export const CodeStep: Story = {
  play: async ({ canvas, args }) => {
    const field = await passPassword(canvas);
    await expect(canvas.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(localStorage.getItem('accessToken')).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A wrong code: 'Kode verifikasi salah' in the form. */
export const WrongCode: Story = {
  play: async ({ canvas, args }) => {
    const field = await passPassword(canvas);
    await userEvent.type(field, '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode verifikasi salah');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The password and two wrong codes make the minute's three attempts: SPEC 8's lockout text. */
export const Locked: Story = {
  play: async ({ canvas }) => {
    const field = await passPassword(canvas);
    for (const code of ['000001', '000002']) {
      await userEvent.clear(field);
      await userEvent.type(field, `${code}{Enter}`);
      await expect(await canvas.findByText('Kode verifikasi salah')).toBeVisible();
    }
    // Locked: the next code is not even checked.
    await userEvent.clear(field);
    await userEvent.type(field, '000003{Enter}');
    await expect(await canvas.findByText(LOGIN_LOCKED_MESSAGE)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The right code signs in: the token is stored and the app goes on. */
export const SignedInWithCode: Story = {
  // The field holds the clock's code: no stable picture (CodeStep shows the same screen).
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const field = await passPassword(canvas);
    await userEvent.type(field, `${totpCodeAt(SECRET, new Date())}{Enter}`);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(localStorage.getItem('accessToken')).toBe('mock-token-1');
  },
};

/** A recovery code ('Kode Cadangan') works too, once. */
export const RecoveryCode: Story = {
  play: async ({ canvas, args }) => {
    const field = await passPassword(canvas);
    await userEvent.type(field, 'kode0-cadng{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(db.users[0]?.recoveryCodes).toEqual([]);
  },
};
