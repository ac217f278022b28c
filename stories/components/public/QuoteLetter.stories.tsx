import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuoteLetter } from '../../../src/components/public/QuoteLetter/QuoteLetter.tsx';
import { LETTER } from '../quotationFixtures.ts';

const meta = {
  title: 'Components/Public/QuoteLetter',
  component: QuoteLetter,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { letter: LETTER },
} satisfies Meta<typeof QuoteLetter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The letter as HTML: letterhead, number, validity, lines with discount and delivery time, totals, terms, signatory. */
export const Letter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Surat Penawaran Harga' })).toBeVisible();
    await expect(canvas.getByText('PNW-202611-00042/Rev.0')).toBeVisible();
    await expect(canvas.getByText('4 Desember 2026')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Produk' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/10%.*Ready Stok.*Rp 3\.465\.000/);
    await expect(rows[1]).toHaveTextContent('Inden 3 minggu');
    await expect(canvas.getByText('DPP Nilai Lain (11/12)')).toBeVisible();
    await expect(canvas.getByText(/^Terbilang:/)).toHaveTextContent(/rupiah$/);
    await expect(canvas.getByText('Franco Surabaya dan Sidoarjo')).toBeVisible();
    await expect(canvas.getByText('Andi Wijaya')).toBeVisible();
  },
};

/** On a phone each line is a card that names its values; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inden 6 minggu')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
