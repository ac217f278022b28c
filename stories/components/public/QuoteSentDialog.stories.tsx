import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteSentDialog } from '../../../src/components/public/QuoteList/QuoteSentDialog.tsx';

const WHATSAPP =
  'https://wa.me/6281100000000?text=Halo%2C%20saya%20ingin%20meminta%20penawaran%20harga%20%F0%9F%99%8F%20(PNW-202611-00042)';

const meta = {
  title: 'Components/Public/QuoteSentDialog',
  component: QuoteSentDialog,
  globals: { viewport: { value: 'desktop' } },
  args: { sent: { reference: 'PNW-202611-00042', whatsappUrl: WHATSAPP }, onClose: fn() },
} satisfies Meta<typeof QuoteSentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After 'Kirim Permintaan': the reference and the way on to WhatsApp. */
export const Sent: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Permintaan penawaran terkirim',
    });
    await expect(within(dialog).getByText('PNW-202611-00042')).toBeVisible();
    // The chat opens in a new tab with the server's link as it is.
    const link = within(dialog).getByRole('link', { name: /Lanjutkan ke WhatsApp/ });
    await expect(link).toHaveAttribute('href', WHATSAPP);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(
      within(document.body).getByRole('link', { name: /Lanjutkan ke WhatsApp/ }),
    ).toBeVisible();
  },
};

/** 'Tutup' closes it. */
export const InteractionsClose: Story = {
  play: async ({ args }) => {
    // The footer's 'Tutup' (the header's close button has the same name).
    const closeButtons = within(document.body).getAllByRole('button', { name: 'Tutup' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Nothing sent yet: no dialog. */
export const Closed: Story = {
  args: { sent: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
