import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { FIXTURE_PASSWORD } from '../../../mocks/fixtures/users.ts';
import { totpCodeAt } from '../../../src/lib/totp.ts';
import { TwoStepModal } from '../../../src/screens/admin/TwoStep/TwoStepModal.tsx';
import { catchDownloads, firstSaved } from './exportStories.ts';
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

/** Turns two-step sign-in on with the right code; answers the key and the codes shown. */
async function enrol(): Promise<{ secret: string; codes: string[] }> {
  const secret = await showQr();
  await userEvent.type(
    dialog().getByLabelText('Kode Verifikasi'),
    `${totpCodeAt(secret, new Date())}{Enter}`,
  );
  const list = await dialog().findByRole('list', { name: 'Kode Cadangan' });
  const codes = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  return { secret, codes };
}

/** The right code: the 10 'Kode Cadangan', shown once, with 'Salin', 'Unduh' and 'Cetak'. */
export const RecoveryCodes: Story = {
  play: async ({ args }) => {
    const { secret, codes } = await enrol();
    await expect(codes).toHaveLength(10);
    await expect(db.users[0]?.totpSecret).toBe(secret);
    for (const name of ['Salin', 'Unduh', 'Cetak'])
      await expect(dialog().getByRole('button', { name })).toBeEnabled();
    await userEvent.click(dialog().getByRole('button', { name: 'Selesai' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * Keeping the codes (issue 32): 'Salin' puts every code on the clipboard, 'Unduh' saves them as
 * kode-cadangan.txt, 'Cetak' opens the print dialog; a clipboard that refuses says so.
 */
export const InteractionsKeepCodes: Story = {
  parameters: { screenshot: false }, // the picture of this state is RecoveryCodes'
  play: async () => {
    const { codes } = await enrol();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      // Salin: one numbered code a line, under the title.
      await userEvent.click(dialog().getByRole('button', { name: 'Salin' }));
      await expect(writeText).toHaveBeenCalledOnce();
      const copied = String(writeText.mock.calls[0]?.[0]);
      await expect(copied.split('\n')[0]).toBe('Kode Cadangan - Verifikasi Dua Langkah');
      for (const [index, code] of codes.entries())
        await expect(copied).toContain(`${index + 1}. ${code}\n`);
      await expect(dialog().getByRole('status')).toHaveTextContent('Kode cadangan disalin.');

      // Unduh: the same text as a .txt file.
      await catchDownloads(async (saved) => {
        await userEvent.click(dialog().getByRole('button', { name: 'Unduh' }));
        const file = await firstSaved(saved);
        await expect(file.name).toBe('kode-cadangan.txt');
        await expect(file.blob.type).toMatch(/^text\/plain/);
        await expect(await file.blob.text()).toBe(copied);
      });

      // Cetak: the browser's print dialog (the print style shows the codes alone).
      await userEvent.click(dialog().getByRole('button', { name: 'Cetak' }));
      await expect(print).toHaveBeenCalledOnce();

      // A clipboard that refuses: the way out is named.
      writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
      await userEvent.click(dialog().getByRole('button', { name: 'Salin' }));
      await waitFor(() =>
        expect(dialog().getByRole('status')).toHaveTextContent(
          'Kode tidak dapat disalin. Gunakan Unduh atau Cetak.',
        ),
      );
    } finally {
      writeText.mockRestore();
      print.mockRestore();
    }
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
