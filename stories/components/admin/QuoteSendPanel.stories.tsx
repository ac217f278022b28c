import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteSendPanel } from '../../../src/components/admin/Quotation/QuoteSendPanel.tsx';

const SENT = {
  revision: 0,
  letterNumber: 'PNW-202611-00042/Rev.0',
  publicUrl: 'https://toko.example/penawaran/lihat/q3v0uQmX2oS7b1yq4Z9dKp5tWcJ8eR6hN0aLfG2iYxM',
  whatsappUrl: 'https://wa.me/6281234567890?text=Halo%20Budi',
  emailed: true,
};

const meta = {
  title: 'Components/Admin/QuoteSendPanel',
  component: QuoteSendPanel,
  globals: { viewport: { value: 'laptop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { blockedLines: [], sent: null, onSend: fn() },
} satisfies Meta<typeof QuoteSendPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every line priced: 'Kirim Penawaran' is ready. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    // The clerk sends; the screen's call runs.
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Penawaran' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** Lines with a range or no price block sending, and the clerk reads which. */
export const BlockedLines: Story = {
  args: { blockedLines: ['Silinder ISO AX-63x200 Magnetik', 'Silinder Lama SL-25'] },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Kirim Penawaran' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Penawaran belum dapat dikirim/);
    const list = canvas.getByRole('list', { name: 'Penawaran belum dapat dikirim' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Silinder ISO AX-63x200 Magnetik', 'Silinder Lama SL-25']);
    // A click on the disabled button sends nothing.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Changes not saved yet: the revision would freeze the stored ones, so save first. */
export const UnsavedChanges: Story = {
  args: { hasUnsavedChanges: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim Penawaran' })).toBeDisabled();
    await expect(canvas.getByText(/Simpan perubahan terlebih dahulu/)).toBeVisible();
  },
};

/** Accepted by the buyer: no new revision is sent, and the clerk reads why. */
export const Accepted: Story = {
  args: { isAccepted: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Kirim Penawaran' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Penawaran sudah disetujui pemesan, revisi baru tidak dapat dikirim.',
    );
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Sent: the letter number, the WhatsApp link to the buyer (a new tab), their page and the e-mail. */
export const Sent: Story = {
  args: { sent: SENT },
  play: async ({ canvas }) => {
    const result = canvas.getByRole('status', {
      name: 'Penawaran PNW-202611-00042/Rev.0 terkirim',
    });
    const whatsapp = within(result).getByRole('link', { name: /Kirim tautan via WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', SENT.whatsappUrl);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(within(result).getByRole('link', { name: SENT.publicUrl })).toBeVisible();
    await expect(result).toHaveTextContent('PDF penawaran terkirim ke email pemesan.');
  },
};

/** Sent without e-mail (no address or no SMTP) and, once erased, without a number. */
export const SentWithoutEmail: Story = {
  args: { sent: { ...SENT, emailed: false, whatsappUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/PDF tidak dikirim lewat email/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  },
};
