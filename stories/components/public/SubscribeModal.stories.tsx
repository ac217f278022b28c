import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/ui/Button/Button.tsx';
import { dismissAlert } from '../../screens/admin/helpers.tsx';
import { SubscribeModal } from '../../../src/components/public/SubscribeModal/SubscribeModal.tsx';
import type { SubscribeModalProps } from '../../../src/components/public/SubscribeModal/SubscribeModal.tsx';
import { subscribeThanksDialog } from '../../../src/components/public/SubscribeModal/texts.ts';

/** The company page's use: a 'Subscribe' button, the modal, and the thanks text on success. */
function SubscribeDemo({ isOpen: startsOpen, onClose, onSubmit, ...rest }: SubscribeModalProps) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  const [thanks, setThanks] = useState<{ title: string; text: string } | null>(null);
  return (
    <main style={{ padding: 16 }}>
      <Button onClick={() => setIsOpen(true)}>Subscribe</Button>
      {/* The app shows these in the Feedback module's dialog (showSubscribeThanks). */}
      <p role="status">{thanks ? `${thanks.title} ${thanks.text}` : ''}</p>
      <SubscribeModal
        {...rest}
        isOpen={isOpen}
        onClose={() => {
          onClose();
          setIsOpen(false);
        }}
        onSubmit={async (values) => {
          await onSubmit(values);
          setThanks(subscribeThanksDialog('Katalog Pneumatik'));
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Components/Public/SubscribeModal',
  component: SubscribeModal,
  render: (args) => <SubscribeDemo {...args} />,
  args: { isOpen: true, onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof SubscribeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the three fields by their labels. */
async function fillIn(nama: string, email: string, telp: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
  const values: Array<[string, string]> = [
    ['Nama', nama],
    ['Email', email],
    ['Nomor Telpon', telp],
  ];
  for (const [label, value] of values) {
    if (value) await userEvent.type(within(dialog).getByLabelText(label), value);
  }
  return dialog;
}

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async () => {
    // The dialog is named 'Subscribe' and shows SPEC 2.2's fields and buttons.
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeVisible();
  },
};

/** Every opening starts with empty fields; the first one has focus. */
export const Empty: Story = {
  play: async () => {
    // Three empty fields, exactly labelled; focus on 'Nama'.
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
    for (const label of ['Nama', 'Email', 'Nomor Telpon']) {
      await expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    await expect(within(dialog).getByLabelText('Nama')).toHaveFocus();
    await expect(within(dialog).getByLabelText('Nomor Telpon')).toHaveAttribute('maxlength', '14');
  },
};

/** Filled in, before saving. */
export const Filled: Story = {
  play: async () => {
    // The typed values stay in the fields.
    const dialog = await fillIn('Budi Santoso', 'budi@contoh.co.id', '081234567890');
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('budi@contoh.co.id');
  },
};

/** Server messages from a 422 show under their fields. */
export const WithFieldErrors: Story = {
  args: { fieldErrors: { email: 'Email tidak valid.', telp: 'Nomor Telpon sudah terdaftar.' } },
  play: async () => {
    // Each field is invalid and described by its message.
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
    await expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'Email tidak valid.',
    );
    await expect(within(dialog).getByLabelText('Nomor Telpon')).toBeInvalid();
  },
};

/** At 360 px the modal fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    // The dialog is no wider than the phone.
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

/** SPEC 5: the phone takes 14 characters at most, and nothing else is checked. */
export const InteractionsPhoneLimit: Story = {
  name: 'Interactions: phone max 14, no other rule',
  play: async ({ args }) => {
    // The browser stops the phone at 14 characters (a real keyboard test is SubscribeModal.test.tsx).
    const dialog = await fillIn('', 'bukan-email', '08123456789012');
    const phone = within(dialog).getByLabelText('Nomor Telpon');
    await expect(phone).toHaveAttribute('maxlength', '14');
    await expect(phone).toHaveValue('08123456789012');
    // An empty name and an odd e-mail are still sent: the server decides.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        nama: '',
        email: 'bukan-email',
        telp: '08123456789012',
      }),
    );
  },
};

/** 'Simpan' sends the payload, is busy while waiting, then the modal closes and thanks show. */
export const InteractionsSubmit: Story = {
  name: 'Interactions: submit, busy, thanks',
  args: {
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args }) => {
    // Fill in and press Simpan.
    const dialog = await fillIn('Budi Santoso', 'budi@contoh.co.id', '081234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // While the call runs the button reads 'Memproses...' and cannot be pressed.
    await expect(within(dialog).getByRole('button', { name: 'Memproses...' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      nama: 'Budi Santoso',
      email: 'budi@contoh.co.id',
      telp: '081234567890',
    });
    // On success the modal closes and the parent thanks, naming the product.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('status')).toHaveTextContent(
      'Terima Kasih! Kami akan mengirimkan anda update terbaru mengenai Katalog Pneumatik',
    );
  },
};

/** A failed save keeps the modal open with what was typed. */
export const InteractionsFailure: Story = {
  name: 'Interactions: failure keeps the form',
  args: { onSubmit: fn(async () => Promise.reject(new Error('422'))) },
  play: async ({ args }) => {
    // Submit and wait for the rejection.
    const dialog = await fillIn('Budi', 'budi@contoh.co.id', '0812');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeEnabled(),
    );
    // Still open, values kept, no thanks and no close.
    await expect(within(dialog).getByLabelText('Nama')).toHaveValue('Budi');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('status')).toHaveTextContent('');
  },
};

/** 'Batal' closes without sending; opening again starts empty. */
export const InteractionsCancel: Story = {
  name: 'Interactions: Batal asks, then reopens empty',
  play: async ({ args, canvas }) => {
    // Type, then cancel.
    const dialog = await fillIn('Budi', '', '');
    // Typed details are not dropped without asking: 'Batal' in the prompt keeps them.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await dismissAlert('Tinggalkan formulir ini?', 'Batal');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByLabelText('Nama')).toHaveValue('Budi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await dismissAlert('Tinggalkan formulir ini?', 'Ya, Tinggalkan', false);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Reopen from the page: the name is empty again.
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const again = await screen.findByRole('dialog', { name: 'Subscribe' });
    await expect(within(again).getByLabelText('Nama')).toHaveValue('');
  },
};

/** Escape closes the modal. */
export const InteractionsEscape: Story = {
  name: 'Interactions: Escape closes',
  play: async ({ args }) => {
    // Escape from the first field.
    await screen.findByRole('dialog', { name: 'Subscribe' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** After a refused save, focus goes to the first field with the server's message. */
export const InteractionsFailureFocus: Story = {
  name: 'Interactions: a refused save focuses the first message',
  args: {
    onSubmit: fn(async () => Promise.reject(new Error('422'))),
    fieldErrors: { email: 'Email tidak valid.' },
  },
  play: async ({ args }) => {
    const dialog = await fillIn('Budi', 'budi@', '0812');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
  },
};
