import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { FIXTURE_PASSWORD } from '../../../mocks/fixtures/users.ts';
import { totpCodeAt } from '../../../src/lib/account/totp.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { ActiveSessionsModal } from '../../../src/screens/admin/Sessions/ActiveSessionsModal.tsx';
import {
  dismissAlert,
  expectErrorDialog,
  expectSuccess,
  signedIn,
  staleStepUp,
} from './helpers.tsx';

const meta = {
  title: 'Screens/Admin/ActiveSessions',
  component: ActiveSessionsModal,
  args: { isOpen: true, onClose: fn(), onSignedOut: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/dashboard' },
  beforeEach: signedIn(),
} satisfies Meta<typeof ActiveSessionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Sesi Aktif' }));
const rows = async () =>
  within(await dialog().findByRole('list', { name: 'Sesi Aktif' })).getAllByRole('listitem');

/** The superuser's three sessions, latest seen first; this one is marked 'Sesi ini'. */
export const List: Story = {
  play: async () => {
    // Each row names the browser and the system, then the sign-in and last-seen times (WIB).
    const items = await rows();
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Chrome 131 · Windows 10');
    await expect(items[0]).toHaveTextContent('Sesi ini');
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[0]).toHaveTextContent('Masuk: 2026-01-08 15:00:00');
    await expect(items[0]).toHaveTextContent('Terakhir aktif: 2026-01-08 17:00:00');
    await expect(items[1]).toHaveTextContent('Chrome 130 · Android 14');
    await expect(items[2]).toHaveTextContent('Safari 17 · macOS');
    for (const item of items.slice(1))
      await expect(within(item).queryByText('Sesi ini')).toBeNull();
    // Every row has its own 'Keluar dari sesi ini'; the footer ends all the others at once.
    await expect(dialog().getAllByRole('button', { name: /^Keluar dari sesi ini/ })).toHaveLength(
      3,
    );
    await expect(
      dialog().getByRole('button', { name: 'Keluar dari semua sesi lain' }),
    ).toBeEnabled();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: withDefaults('sessions', scenario.loading('GET', '/admin/auth/sessions')) },
  },
  play: async () => {
    await expect(await dialog().findByText('Memuat sesi...')).toBeVisible();
  },
};

/** The list can not be read: a message and 'Coba Lagi'. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: withDefaults('sessions', scenario.status500('GET', '/admin/auth/sessions')) },
  },
  play: async () => {
    await expect(await dialog().findByText('Daftar sesi tidak dapat dimuat.')).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Coba Lagi' })).toBeEnabled();
  },
};

/** Only this session left: nothing else to end. */
export const OnlyThisSession: Story = {
  loaders: [
    () => {
      db.sessions = db.sessions.filter((row) => row.token === 'mock-token-1');
      return {};
    },
  ],
  play: async () => {
    await expect(await rows()).toHaveLength(1);
    await expect(
      dialog().getByRole('button', { name: 'Keluar dari semua sesi lain' }),
    ).toBeDisabled();
  },
};

/** On a 360 px phone the rows wrap and stay inside the dialog. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await rows()).toHaveLength(3);
    const box = screen.getByRole('dialog').getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(360);
  },
};

/** 'Keluar dari sesi ini' on the phone: that row goes, the alert says so. */
export const EndOneSession: Story = {
  play: async () => {
    await rows();
    // End the Android session.
    await userEvent.click(
      dialog().getByRole('button', { name: 'Keluar dari sesi ini: Chrome 130 · Android 14' }),
    );
    await expectSuccess('Sesi berhasil diakhiri');
    await dismissAlert('Berhasil!', 'Ok', false);
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    await expect(dialog().queryByText(/Android 14/)).toBeNull();
    await expect(db.revokedTokens).toContain('mock-token-1-ponsel');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 'Keluar dari semua sesi lain': only this session stays. */
export const EndOtherSessions: Story = {
  play: async () => {
    await rows();
    await userEvent.click(dialog().getByRole('button', { name: 'Keluar dari semua sesi lain' }));
    await expectSuccess('Semua sesi lain berhasil diakhiri');
    await dismissAlert('Berhasil!', 'Ok', false);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    await expect(dialog().getByText('Sesi ini')).toBeVisible();
    await expect(
      dialog().getByRole('button', { name: 'Keluar dari semua sesi lain' }),
    ).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Ending this very session signs the user out (the app goes to /login). */
export const EndThisSession: Story = {
  play: async ({ args }) => {
    await rows();
    await userEvent.click(
      dialog().getByRole('button', { name: 'Keluar dari sesi ini: Chrome 131 · Windows 10' }),
    );
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
    await expect(db.revokedTokens).toContain('mock-token-1');
  },
};

/** A failed end: SPEC 8's shared dialog, and the list stays. */
export const EndFailed: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('sessions', scenario.status500('DELETE', '/admin/auth/sessions')),
    },
  },
  play: async () => {
    await rows();
    await userEvent.click(dialog().getByRole('button', { name: 'Keluar dari semua sesi lain' }));
    await expectErrorDialog('Terjadi kesalahan koneksi');
    await dismissAlert('Oopss...', 'Ok', false);
    await expect(await rows()).toHaveLength(3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const stepUpForm = async () =>
  within(await dialog().findByRole('form', { name: 'Konfirmasi Identitas' }));
const endOthers = () =>
  userEvent.click(dialog().getByRole('button', { name: 'Keluar dari semua sesi lain' }));

/**
 * Signed in long ago (issue 33): 'Keluar dari semua sesi lain' first asks for the password (this
 * user has no code); nothing is ended yet.
 */
export const EndOthersAsksPassword: Story = {
  loaders: [staleStepUp()],
  play: async () => {
    await rows();
    await endOthers();
    const form = await stepUpForm();
    await expect(form.getByText('Masukkan password Anda untuk melanjutkan.')).toBeVisible();
    await expect(form.getByLabelText('Password Saat Ini')).toHaveAttribute('type', 'password');
    await expect(db.revokedTokens).not.toContain('mock-token-1-ponsel');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A wrong password: 'Password saat ini salah.' under the field; every session stays. */
export const EndOthersWrongPassword: Story = {
  loaders: [staleStepUp()],
  play: async () => {
    await rows();
    await endOthers();
    const form = await stepUpForm();
    await userEvent.type(form.getByLabelText('Password Saat Ini'), 'bukan-ini{Enter}');
    await expect(await form.findByText('Password saat ini salah.')).toBeVisible();
    await expect(db.sessions.filter((row) => row.userId === 1)).toHaveLength(3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The right password: the other sessions end, as if it had come first; 'Batal' would drop it. */
export const EndOthersAfterPassword: Story = {
  loaders: [staleStepUp()],
  parameters: { screenshot: false }, // the end state's picture is EndOtherSessions'
  play: async () => {
    await rows();
    await endOthers();
    await userEvent.type(
      (await stepUpForm()).getByLabelText('Password Saat Ini'),
      `${FIXTURE_PASSWORD}{Enter}`,
    );
    await expectSuccess('Semua sesi lain berhasil diakhiri');
    await dismissAlert('Berhasil!', 'Ok', false);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  },
};

/** With two-step sign-in on, ending one other session asks for a current code instead. */
export const EndOneAsksCode: Story = {
  loaders: [
    staleStepUp(),
    () => {
      Object.assign(db.users[0] ?? {}, { totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
      return {};
    },
  ],
  parameters: { screenshot: false }, // the asked code's picture is TwoStep's TurnOffAsksCode
  play: async () => {
    await rows();
    await userEvent.click(
      dialog().getByRole('button', { name: 'Keluar dari sesi ini: Chrome 130 · Android 14' }),
    );
    const form = await stepUpForm();
    await userEvent.type(form.getByLabelText('Kode Verifikasi'), '000000{Enter}');
    await expect(await form.findByText('Kode verifikasi salah')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Kode Verifikasi'));
    await userEvent.type(
      form.getByLabelText('Kode Verifikasi'),
      `${totpCodeAt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', new Date())}{Enter}`,
    );
    await expectSuccess('Sesi berhasil diakhiri');
    await dismissAlert('Berhasil!', 'Ok', false);
    await expect(db.revokedTokens).toContain('mock-token-1-ponsel');
  },
};
