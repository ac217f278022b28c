import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteLines } from '../../../src/components/public/QuoteList/QuoteLines.tsx';
import { quoteLines, unpricedLines } from './quoteFixtures.ts';

const meta = {
  title: 'Components/Public/QuoteLines',
  component: QuoteLines,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { lines: [], onChange: fn(), onRemove: fn() },
} satisfies Meta<typeof QuoteLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing added yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    // DECISIONS' exact text.
    await expect(canvas.getByText('Daftar penawaran masih kosong')).toBeVisible();
  },
};

/** One product with its note; the total shows as it has a price. */
export const OneItem: Story = {
  args: { lines: quoteLines(1, { withNotes: true }) },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('group', { name: 'Silinder Kompak AK-32x50' });
    await expect(within(line).getByLabelText('Jumlah')).toHaveValue('1');
    await expect(within(line).getByLabelText('Catatan')).toHaveValue(
      'Warna silver, kirim ke Surabaya',
    );
    // 1 × Rp. 385.000.
    await expect(canvas.getByText('Total')).toBeVisible();
    await expect(canvas.getAllByText('Rp. 385.000')).toHaveLength(2);
  },
};

/** The most a request carries: 50 products. One has a price range, so there is no total. */
export const FiftyItems: Story = {
  args: { lines: quoteLines(50) },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(50);
    await expect(
      canvas.getByText('Total ditampilkan bila semua produk memiliki harga.'),
    ).toBeVisible();
  },
};

/** Products without a price: each says the price will be confirmed; no total. */
export const NoPrices: Story = {
  args: { lines: unpricedLines(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Harga akan dikonfirmasi')).toHaveLength(3);
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

/** On a phone: picture and name over the fields, nothing wider than 360 px. */
export const Mobile: Story = {
  args: { lines: quoteLines(2, { withNotes: true }) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /Hapus/ })).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Changing a quantity and a note, and removing a line. */
export const InteractionsChangeAndRemove: Story = {
  args: { lines: quoteLines(2) },
  play: async ({ canvas, args }) => {
    const line = canvas.getByRole('group', { name: 'Silinder Kompak AK-40x100' });
    const quantity = within(line).getByLabelText('Jumlah');
    // An emptied field stays empty while typing; each number typed is stored.
    await userEvent.clear(quantity);
    await expect(quantity).toHaveValue('');
    await userEvent.type(quantity, '12');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, { quantity: 12 });
    await userEvent.type(within(line).getByLabelText('Catatan'), 'A');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, { note: 'A' });
    // 'Hapus' names its product.
    await userEvent.click(
      within(line).getByRole('button', { name: 'Hapus Silinder Kompak AK-40x100' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};
