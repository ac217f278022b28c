import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { FIXTURE_PASSWORD } from '../../../mocks/fixtures/users.ts';
import { totpCodeAt } from '../../../src/lib/account/totp.ts';
import { TwoStepModal } from '../../../src/screens/admin/TwoStep/TwoStepModal.tsx';
import { catchDownloads, firstSaved } from './exportStories.ts';
import { dismissAlert, expectSuccess, signedIn, staleStepUp } from './helpers.tsx';

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

const TEST_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const hasTwoStep = () => {
  Object.assign(db.users[0] ?? {}, { totpSecret: TEST_SECRET });
  return {};
};
const stepUpForm = () => dialog().findByRole('form', { name: 'Konfirmasi Identitas' });

/** On, signed in a moment ago: 'Nonaktifkan' needs nothing more (the sign-in was the step-up). */
export const On: Story = {
  args: { isEnabled: true },
  loaders: [hasTwoStep],
  play: async () => {
    await expect(dialog().getByText('Verifikasi dua langkah aktif untuk akun Anda.')).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Nonaktifkan' })).toBeEnabled();
    await expect(dialog().queryByRole('textbox')).toBeNull();
  },
};

/** On, within minutes of the sign-in: 'Nonaktifkan' turns it off at once. */
export const TurnOff: Story = {
  args: { isEnabled: true },
  loaders: [hasTwoStep],
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Nonaktifkan' }));
    await expectSuccess('Verifikasi dua langkah dinonaktifkan');
    await dismissAlert('Berhasil!', 'Ok', false);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(db.users[0]?.totpSecret).toBeUndefined();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On, signed in long ago (issue 33): 'Nonaktifkan' first asks for a current code. */
export const TurnOffAsksCode: Story = {
  args: { isEnabled: true },
  loaders: [hasTwoStep, staleStepUp()],
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Nonaktifkan' }));
    const form = within(await stepUpForm());
    await expect(
      form.getByText('Masukkan kode dari aplikasi autentikator Anda untuk melanjutkan.'),
    ).toBeVisible();
    await expect(form.getByLabelText('Kode Verifikasi')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(db.users[0]?.totpSecret).toBe(TEST_SECRET);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The asked code is wrong: 'Kode verifikasi salah' under the field, and it stays on. */
export const TurnOffWrongCode: Story = {
  args: { isEnabled: true },
  loaders: [hasTwoStep, staleStepUp()],
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Nonaktifkan' }));
    const form = within(await stepUpForm());
    await userEvent.type(form.getByLabelText('Kode Verifikasi'), '000000{Enter}');
    await expect(await form.findByText('Kode verifikasi salah')).toBeVisible();
    await expect(db.users[0]?.totpSecret).toBe(TEST_SECRET);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The asked code is right: it is turned off, as if the code had come first. */
export const TurnOffWithCode: Story = {
  args: { isEnabled: true },
  loaders: [hasTwoStep, staleStepUp()],
  parameters: { screenshot: false }, // the picture of the end state is TurnOff's
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Nonaktifkan' }));
    const form = within(await stepUpForm());
    await userEvent.type(
      form.getByLabelText('Kode Verifikasi'),
      `${totpCodeAt(TEST_SECRET, new Date())}{Enter}`,
    );
    await expectSuccess('Verifikasi dua langkah dinonaktifkan');
    await dismissAlert('Berhasil!', 'Ok', false);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(db.users[0]?.totpSecret).toBeUndefined();
  },
};

/**
 * Off, signed in long ago (issue 33): 'Mulai' first asks for the password (no code yet); a wrong
 * one is refused under the field, the right one goes on to the QR code; 'Batal' drops it.
 */
export const StartAsksPassword: Story = {
  loaders: [staleStepUp()],
  parameters: { screenshot: false }, // the asked form's picture is TurnOffAsksCode's; the QR's Qr's
  play: async () => {
    await userEvent.click(dialog().getByRole('button', { name: 'Mulai' }));
    let form = within(await stepUpForm());
    await expect(form.getByText('Masukkan password Anda untuk melanjutkan.')).toBeVisible();
    // 'Batal' goes back to 'Mulai', and asks again next time.
    await userEvent.click(form.getByRole('button', { name: 'Batal' }));
    await userEvent.click(await dialog().findByRole('button', { name: 'Mulai' }));
    form = within(await stepUpForm());
    const password = form.getByLabelText('Password Saat Ini');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'bukan-ini{Enter}');
    await expect(await form.findByText('Password saat ini salah.')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, `${FIXTURE_PASSWORD}{Enter}`);
    await dialog().findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    await expect(db.users[0]?.totpPendingSecret).toBeTruthy();
  },
};
