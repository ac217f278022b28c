import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { QuoteSentPanel } from '../../../src/components/public/QuoteList/QuoteSentPanel.tsx';
import { REFERENCE, WHATSAPP, clipboardThat, lineBoxes } from './quoteSentFixtures.ts';

const meta = {
  title: 'Components/Public/QuoteSentPanel',
  component: QuoteSentPanel,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { sent: { reference: REFERENCE, whatsappUrl: WHATSAPP } },
} satisfies Meta<typeof QuoteSentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On 'Daftar Penawaran' after the dialog is closed: the reference, 'Salin' and WhatsApp stay. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Permintaan penawaran terkirim' });
    await expect(panel).toHaveTextContent(`Nomor referensi: ${REFERENCE}`);
    await expect(canvas.getByRole('button', { name: 'Salin nomor referensi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Lanjutkan ke WhatsApp/ })).toHaveAttribute(
      'href',
      WHATSAPP,
    );
  },
};

/** On a phone: the reference is whole on one line, inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const reference = canvas.getByText(REFERENCE);
    await expect(lineBoxes(reference)).toBe(1);
    await expect(reference.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** 'Salin' copies the reference and says so. */
export const InteractionsCopy: Story = {
  beforeEach: clipboardThat('accepts'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salin nomor referensi' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(REFERENCE);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Nomor referensi disalin.'),
    );
  },
};
