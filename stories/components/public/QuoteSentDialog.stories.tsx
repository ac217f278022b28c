import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuoteSentDialog } from '../../../src/components/public/QuoteList/QuoteSentDialog.tsx';
import { REFERENCE, WHATSAPP, clipboardThat, lineBoxes } from './quoteSentFixtures.ts';

const meta = {
  title: 'Components/Public/QuoteSentDialog',
  component: QuoteSentDialog,
  globals: { viewport: { value: 'desktop' } },
  args: { sent: { reference: REFERENCE, whatsappUrl: WHATSAPP }, onClose: fn() },
} satisfies Meta<typeof QuoteSentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(document.body).getByRole('dialog', { name: 'Permintaan penawaran terkirim' });

/** After 'Kirim Permintaan': the reference with 'Salin', and the way on to WhatsApp. */
export const Sent: Story = {
  play: async () => {
    await expect(within(dialog()).getByText(REFERENCE)).toBeVisible();
    await expect(
      within(dialog()).getByRole('button', { name: 'Salin nomor referensi' }),
    ).toBeVisible();
    // The chat opens in a new tab with the server's link as it is.
    const link = within(dialog()).getByRole('link', { name: /Lanjutkan ke WhatsApp/ });
    await expect(link).toHaveAttribute('href', WHATSAPP);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** On a phone: the reference stays whole on one line (issue 32). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(lineBoxes(within(dialog()).getByText(REFERENCE))).toBe(1);
    await expect(
      within(document.body).getByRole('link', { name: /Lanjutkan ke WhatsApp/ }),
    ).toBeVisible();
  },
};

/** 'Salin' puts the reference on the clipboard and says so. */
export const InteractionsCopy: Story = {
  beforeEach: clipboardThat('accepts'),
  play: async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Salin nomor referensi' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(REFERENCE);
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Nomor referensi disalin.'),
    );
  },
};

/** The browser refuses the clipboard: the reference is selected for copying by hand. */
export const InteractionsCopyRefused: Story = {
  beforeEach: clipboardThat('refuses'),
  play: async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Salin nomor referensi' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent(
        'Tidak dapat menyalin otomatis: nomor referensi sudah dipilih, salin secara manual.',
      ),
    );
    await expect(window.getSelection()?.toString()).toBe(REFERENCE);
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
