import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { FIXTURE_PASSWORD } from '../../../mocks/fixtures/users.ts';
import { totpCodeAt } from '../../../src/lib/totp.ts';
import { TwoStepModal } from '../../../src/screens/admin/TwoStep/TwoStepModal.tsx';
import { dismissAlert, expectSuccess, signedIn } from './helpers.tsx';

const meta = {
  title: 'Screens/Admin/TwoStep',
  component: TwoStepModal,
  args: { isOpen: true, onClose: fn(), isEnabled: false },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/dashboard' },
  beforeEach: signedIn(),
} satisfies Meta<typeof TwoStepModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Verifikasi Dua Langkah' }));

/** 'Mulai': the QR code and the key as text appear, with the code field. */
async function showQr() {
  await userEvent.click(dialog().getByRole('button', { name: 'Mulai' }));
  await dialog().findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
  return db.users[0]?.totpPendingSecret ?? '';
}

/** Off: what it is, and 'Mulai'. */
export const Off: Story = {
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Mulai' })).toBeEnabled();
  },
};

/** The QR code of the otpauth:// URI, the key as text, and 'Kode Verifikasi'. */
export const Qr: Story = {
  play: async () => {
    const secret = await showQr();
    await expect(dialog().getByText(secret)).toBeVisible();
    await expect(dialog().getByLabelText('Kode Verifikasi')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A wrong code: 'Kode verifikasi salah' under the field; still off. */
export const WrongCode: Story = {
  play: async () => {
    await showQr();
    await userEvent.type(dialog().getByLabelText('Kode Verifikasi'), '000000{Enter}');
    await expect(await dialog().findByText('Kode verifikasi salah')).toBeVisible();
    await expect(db.users[0]?.totpSecret).toBeUndefined();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The right code: the 10 'Kode Cadangan', shown once. */
export const RecoveryCodes: Story = {
  play: async ({ args }) => {
    const secret = await showQr();
    await userEvent.type(
      dialog().getByLabelText('Kode Verifikasi'),
      `${totpCodeAt(secret, new Date())}{Enter}`,
    );
    const list = await dialog().findByRole('list', { name: 'Kode Cadangan' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(db.users[0]?.totpSecret).toBe(secret);
    await userEvent.click(dialog().getByRole('button', { name: 'Selesai' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** On: turning it off asks for the password; a wrong one is refused under the field. */
export const OnWrongPassword: Story = {
  args: { isEnabled: true },
  loaders: [
    () => {
      Object.assign(db.users[0] ?? {}, { totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
      return {};
    },
  ],
  play: async () => {
    await userEvent.type(dialog().getByLabelText('Password Saat Ini'), 'bukan-ini{Enter}');
    await expect(await dialog().findByText('Password saat ini salah.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On: the right password turns it off. */
export const TurnOff: Story = {
  args: { isEnabled: true },
  loaders: OnWrongPassword.loaders,
  play: async ({ args }) => {
    await userEvent.type(
      dialog().getByLabelText('Password Saat Ini'),
      `${FIXTURE_PASSWORD}{Enter}`,
    );
    await expectSuccess('Verifikasi dua langkah dinonaktifkan');
    await dismissAlert('Berhasil!', 'Ok', false);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(db.users[0]?.totpSecret).toBeUndefined();
    // sweetalert2 hands focus back to the password field; the picture is of the modal at rest.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
