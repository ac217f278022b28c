import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductGrid } from '../../../src/components/public/ProductGrid/ProductGrid.tsx';
import { products } from './fixtures.ts';

const meta = {
  title: 'Components/Public/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'padded' },
  args: { products, total: 27, variant: 'list' },
  argTypes: { variant: { control: 'inline-radio', options: ['list', 'search'] } },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The region is named and lists one card per product.
    const region = canvas.getByRole('region', { name: 'Daftar produk' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(12);
  },
};

/** A category, brand, type or new-product list (SPEC 2.2). */
export const Filled: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // The header counts every matching product, not just this page.
    await expect(canvas.getByText('Menampilkan 27 produk ...')).toBeVisible();
    // Every card links to its detail page.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(12);
    await expect(links[0]).toHaveAttribute('href', '/detail-product/1');
    await expect(links[11]).toHaveAttribute('href', '/detail-product/12');
  },
};

/** Search results say where they come from. */
export const Search: Story = {
  args: { variant: 'search', total: 3, products: products.slice(0, 3) },
  play: async ({ canvas }) => {
    // The exact search header.
    await expect(canvas.getByText('Menampilkan 3 produk dari hasil pencarian')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** Nothing to show: the header reads 0 and the empty text appears. */
export const Empty: Story = {
  args: { products: [], total: 0 },
  play: async ({ canvas }) => {
    // SPEC 2.2's empty text, and no card.
    await expect(canvas.getByText('Data Produk Belum Tersedia')).toBeVisible();
    await expect(canvas.getByText('Menampilkan 0 produk ...')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Empty search results use the same empty state. */
export const SearchEmpty: Story = {
  args: { products: [], total: 0, variant: 'search' },
  play: async ({ canvas }) => {
    // The search header with 0 and the shared empty text.
    await expect(canvas.getByText('Menampilkan 0 produk dari hasil pencarian')).toBeVisible();
    await expect(canvas.getByText('Data Produk Belum Tersedia')).toBeVisible();
  },
};

/** While the page loads: 12 placeholder cards, the region marked busy. */
export const Loading: Story = {
  args: { isLoading: true, products: [], total: 0 },
  play: async ({ canvas }) => {
    // Busy, no header text, no empty text, no links.
    const region = canvas.getByRole('region', { name: 'Daftar produk' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/Menampilkan/)).toBeNull();
    await expect(canvas.queryByText('Data Produk Belum Tersedia')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Long names and prices keep every card inside its column. */
export const LongText: Story = {
  args: {
    total: 1234567,
    products: products.slice(0, 4).map((product) => ({
      ...product,
      name: `${product.name} dengan nama yang sangat panjang sekali`,
      harga: 987654321,
      hargaAkhir: 1987654321,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    // Large totals print as they are; nothing overflows the page.
    await expect(canvas.getByText('Menampilkan 1234567 produk ...')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Two columns at 360 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { products: products.slice(0, 4) },
  play: async ({ canvas }) => {
    // The first two cards share a row; the third starts the next one.
    const items = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(items[0]?.top).toBe(items[1]?.top);
    await expect(items[2]?.top).toBeGreaterThan(items[0]?.top ?? 0);
  },
};

/** Three columns on a tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { products: products.slice(0, 6) },
  play: async ({ canvas }) => {
    // Three cards in the first row.
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(3);
  },
};

/** Four columns from 1024 px (SPEC's desktop breakpoint). */
export const Desktop: Story = {
  globals: { viewport: { value: 'wide' } },
  args: { products: products.slice(0, 8) },
  play: async ({ canvas }) => {
    // Four cards in the first row at 1440 px.
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(4);
  },
};
