import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { MOCK_TOTP_SECRET } from '../../../mocks/handlers/mfa.ts';
import { MESSAGES } from '../../../src/lib/forms/messages.ts';
import { totpCodeAt } from '../../../src/lib/account/totp.ts';
import { RequiredTwoStepScreen } from '../../../src/screens/admin/TwoStep/RequiredTwoStepScreen.tsx';
import { signedIn } from './helpers.tsx';

/** The server's default MFA_REQUIRED_ROLES: the superuser role (after the project loader's reset). */
async function superuserMustEnrol() {
  db.mfaRequiredRoles = null;
  return {};
}

const meta = {
  title: 'Screens/Admin/RequiredTwoStep',
  component: RequiredTwoStepScreen,
  args: { onEnabled: fn(), onSignedOut: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/dashboard' },
  loaders: [superuserMustEnrol],
  beforeEach: signedIn(),
} satisfies Meta<typeof RequiredTwoStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Mulai': the QR code and the key as text. */
async function showQr(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Mulai' }));
  await canvas.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
}

/**
 * What the superuser sees at the first sign-in while two-step sign-in is off: why, 'Mulai' and
 * 'Keluar'; the back office's calls are refused meanwhile.
 */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Peran Anda wajib memakai verifikasi dua langkah. Aktifkan dengan aplikasi autentikator sebelum melanjutkan.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keluar' })).toBeEnabled();
    // Any other call of the back office: 403 until it is on.
    const answer = await fetch('/api-web/admin/type', {
      headers: { authorization: 'Bearer mock-token-1' },
    });
    await expect(answer.status).toBe(403);
    await expect(((await answer.json()) as { meta: { message: string } }).meta.message).toBe(
      MESSAGES.mfaEnrolmentRequired,
    );
  },
};

/** On a 360 px phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The QR code of the otpauth:// URI and the key as text. */
export const Qr: Story = {
  play: async ({ canvas }) => {
    await showQr(canvas);
    await expect(canvas.getByText(MOCK_TOTP_SECRET)).toBeVisible();
    await expect(canvas.getByLabelText('Kode Verifikasi')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  },
};

/** A wrong code: 'Kode verifikasi salah' under the field; the way on stays shut. */
export const WrongCode: Story = {
  play: async ({ canvas, args }) => {
    await showQr(canvas);
    await userEvent.type(canvas.getByLabelText('Kode Verifikasi'), '000000{Enter}');
    await expect(await canvas.findByText('Kode verifikasi salah')).toBeVisible();
    await expect(args.onEnabled).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The right code: the 10 'Kode Cadangan' once; 'Selesai' opens the back office. */
export const Enabled: Story = {
  play: async ({ canvas, args }) => {
    await showQr(canvas);
    await userEvent.type(
      canvas.getByLabelText('Kode Verifikasi'),
      `${totpCodeAt(MOCK_TOTP_SECRET, new Date())}{Enter}`,
    );
    const list = await canvas.findByRole('list', { name: 'Kode Cadangan' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(args.onEnabled).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await expect(args.onEnabled).toHaveBeenCalledOnce();
    const answer = await fetch('/api-web/admin/type', {
      headers: { authorization: 'Bearer mock-token-1' },
    });
    await expect(answer.status).toBe(200);
  },
};

/** 'Keluar' signs out instead. */
export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
  },
};
