import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordModal } from '../../../src/components/admin/ChangePasswordModal/ChangePasswordModal.tsx';
import type { ChangePasswordModalProps } from '../../../src/components/admin/ChangePasswordModal/ChangePasswordModal.tsx';
import { Button } from '../../../src/ui/Button/Button.tsx';
import { dismissAlert } from '../../screens/admin/helpers.tsx';

/** A page with the opener, as the navbar's 'Ubah Password' item opens the modal. */
function ChangePasswordDemo({ isOpen: startsOpen, onClose, ...rest }: ChangePasswordModalProps) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  return (
    <main style={{ padding: 16 }}>
      <Button onClick={() => setIsOpen(true)}>Buka modal</Button>
      <ChangePasswordModal
        {...rest}
        isOpen={isOpen}
        onClose={() => {
          onClose();
          setIsOpen(false);
        }}
      />
    </main>
  );
}

const never = () => new Promise<never>(() => {});
const LABELS = ['Password Saat Ini', 'Password Baru', 'Konfirmasi Password Baru'];

const meta = {
  title: 'Components/Admin/ChangePasswordModal',
  component: ChangePasswordModal,
  render: (args) => <ChangePasswordDemo {...args} />,
  args: { isOpen: true, onClose: fn(), onSubmit: fn(async () => undefined) },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Ubah Password' }));
const field = (label: string) => dialog().getByLabelText(label, { selector: 'input' });

async function fill(values: string[]) {
  for (const [index, label] of LABELS.entries()) {
    const text = values[index] ?? '';
    if (text) await userEvent.type(field(label), text);
  }
}

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Opening state of SPEC 4: every field empty and hidden, not processing. */
export const Empty: Story = {
  play: async () => {
    // The dialog is named by its title and shows SPEC 2.3's three fields in order.
    const inputs = LABELS.map((label) => field(label));
    for (const input of inputs) {
      await expect(input).toHaveValue('');
      await expect(input).toHaveAttribute('type', 'password');
    }
    // Each field has its own toggle, all off.
    for (const label of LABELS) {
      await expect(dialog().getByRole('button', { name: `Tampilkan ${label}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    // 'Batal' and 'Simpan', both usable; nothing is marked required (no client-side rule).
    await expect(dialog().getByRole('button', { name: 'Batal' })).toBeEnabled();
    await expect(dialog().getByRole('button', { name: 'Simpan' })).toBeEnabled();
    for (const input of inputs) await expect(input).not.toBeRequired();
  },
};

/** While the request runs: 'Memproses...' and a disabled button (SPEC 2.3, 4). */
export const Processing: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ args }) => {
    // Type and press Simpan; the request never answers.
    await fill(['lama123', 'baru12345', 'baru12345']);
    await userEvent.click(dialog().getByRole('button', { name: 'Simpan' }));
    // The button reads 'Memproses...' and cannot be pressed again.
    const busy = await dialog().findByRole('button', { name: 'Memproses...' });
    await expect(busy).toBeDisabled();
    await expect(dialog().queryByRole('button', { name: 'Simpan' })).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Field messages from a 422 answer, under their fields. */
export const WithFieldErrors: Story = {
  args: {
    fieldErrors: {
      old_password: 'Password saat ini salah.',
      new_password2: 'Konfirmasi password baru tidak sama.',
    },
  },
  play: async () => {
    // Each message describes its own field, which is marked invalid.
    await expect(field('Password Saat Ini')).toHaveAccessibleDescription(
      'Password saat ini salah.',
    );
    await expect(field('Password Saat Ini')).toBeInvalid();
    await expect(field('Konfirmasi Password Baru')).toHaveAccessibleDescription(
      'Konfirmasi password baru tidak sama.',
    );
    await expect(field('Password Baru')).toBeValid();
  },
};

/** On a 360 px phone the modal fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    // The story renders at 360 px and the dialog is no wider.
    await expect(window.innerWidth).toBe(360);
    const box = screen.getByRole('dialog').getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(360);
    await expect(field('Konfirmasi Password Baru')).toBeVisible();
  },
};

/** Interactions: each toggle shows and hides only its own field. */
export const ShowHideEach: Story = {
  play: async () => {
    await fill(['lama123', 'baru12345', 'baru12345']);
    // Show the new password only.
    await userEvent.click(dialog().getByRole('button', { name: 'Tampilkan Password Baru' }));
    await expect(field('Password Baru')).toHaveAttribute('type', 'text');
    await expect(field('Password Saat Ini')).toHaveAttribute('type', 'password');
    await expect(field('Konfirmasi Password Baru')).toHaveAttribute('type', 'password');
    // Show the confirmation, then hide the new password again.
    await userEvent.click(
      dialog().getByRole('button', { name: 'Tampilkan Konfirmasi Password Baru' }),
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Tampilkan Password Baru' }));
    await expect(field('Konfirmasi Password Baru')).toHaveAttribute('type', 'text');
    await expect(field('Password Baru')).toHaveAttribute('type', 'password');
  },
};

/** Interactions: Simpan sends SPEC 3's payload; on success the modal closes. */
export const SubmitSuccessCloses: Story = {
  play: async ({ args }) => {
    // Fill the three fields and press Simpan.
    await fill(['lama123', 'baru12345', 'baru12345']);
    await userEvent.click(dialog().getByRole('button', { name: 'Simpan' }));
    // The payload is exactly old_password, new_password1, new_password2.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'lama123',
      new_password1: 'baru12345',
      new_password2: 'baru12345',
    });
    // Success closes the modal (the parent then shows 'Berhasil!').
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Interactions: 'Simpan' is the form's own submit button (associated by `form`), so Enter in a
 * field submits through the browser's implicit submission. The simulated keyboard of play
 * functions cannot show that; ChangePasswordModal.test.tsx presses a real Enter in Chromium.
 */
export const SimpanSubmitsTheForm: Story = {
  play: async ({ args }) => {
    // The button belongs to the form that holds the fields.
    const input = field('Password Saat Ini');
    const simpan = dialog().getByRole<HTMLButtonElement>('button', { name: 'Simpan' });
    await expect(simpan.form).not.toBeNull();
    await expect(simpan.form).toBe((input as HTMLInputElement).form);
    await expect(simpan).toHaveAttribute('type', 'submit');
    // Submitting the form the way Enter does sends the payload.
    await userEvent.type(input, 'lama123');
    simpan.form?.requestSubmit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'lama123',
      new_password1: '',
      new_password2: '',
    });
  },
};

/** Interactions: no client-side rule: empty or mismatched fields still go to the server (SPEC 5). */
export const NoClientRule: Story = {
  play: async ({ args }) => {
    // Empty fields: sent as they are, no message shown.
    await userEvent.click(dialog().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      old_password: '',
      new_password1: '',
      new_password2: '',
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Interactions: a mismatched confirmation is sent too; the server decides. */
export const MismatchIsSent: Story = {
  play: async ({ args }) => {
    await fill(['lama123', 'baru12345', 'lain999']);
    await userEvent.click(dialog().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'lama123',
      new_password1: 'baru12345',
      new_password2: 'lain999',
    });
  },
};

/** Interactions: a failed save keeps the modal open with the values; processing ends. */
export const SubmitFailureStaysOpen: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('422'))) },
  play: async ({ args }) => {
    await fill(['salah', 'baru12345', 'baru12345']);
    await userEvent.click(dialog().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Processing has ended: 'Simpan' is back and usable; the modal is still there.
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Simpan' })).toBeEnabled());
    await expect(field('Password Saat Ini')).toHaveValue('salah');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Interactions: Batal on untouched fields closes at once, without sending. */
export const CancelCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Batal' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Interactions: typed passwords are not thrown away without asking (issue 14): Batal asks
 * 'Tinggalkan formulir ini?'; its 'Batal' keeps the modal and the values, 'Ya, Tinggalkan' closes.
 */
export const CancelAsksWhenTyped: Story = {
  play: async ({ args }) => {
    await fill(['lama123']);
    await userEvent.click(dialog().getByRole('button', { name: 'Batal' }));
    await dismissAlert('Tinggalkan formulir ini?', 'Batal');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(field('Password Saat Ini')).toHaveValue('lama123');
    await userEvent.click(dialog().getByRole('button', { name: 'Batal' }));
    await dismissAlert('Tinggalkan formulir ini?', 'Ya, Tinggalkan', false);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Interactions: after a refused save, focus goes to the first field with the server's message. */
export const FailureFocusesFirstMessage: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new Error('422'))),
    fieldErrors: { new_password2: 'Konfirmasi password baru tidak sama.' },
  },
  play: async ({ args }) => {
    await fill(['lama123', 'baru12345', 'lain999']);
    await userEvent.click(dialog().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('Konfirmasi Password Baru')).toHaveFocus());
  },
};

/** Interactions: reopening after typing and showing starts empty and hidden again (SPEC 4). */
export const ReopensEmpty: Story = {
  play: async ({ canvas }) => {
    // Type, show a field, close.
    await fill(['lama123', 'baru12345']);
    await userEvent.click(dialog().getByRole('button', { name: 'Tampilkan Password Saat Ini' }));
    await userEvent.keyboard('{Escape}');
    await dismissAlert('Tinggalkan formulir ini?', 'Ya, Tinggalkan', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Open again: empty and hidden.
    await userEvent.click(canvas.getByRole('button', { name: 'Buka modal' }));
    for (const label of LABELS) {
      await expect(field(label)).toHaveValue('');
      await expect(field(label)).toHaveAttribute('type', 'password');
    }
    await expect(dialog().getByRole('button', { name: 'Simpan' })).toBeEnabled();
  },
};
