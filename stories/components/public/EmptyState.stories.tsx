import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyBoxIcon, EmptyState } from '../../../src/components/public/EmptyState/EmptyState.tsx';

const meta = {
  title: 'Components/Public/EmptyState',
  component: EmptyState,
  args: { text: 'Data Produk Belum Tersedia' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    icon: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The text shows exactly.
    await expect(canvas.getByText('Data Produk Belum Tersedia')).toBeVisible();
  },
};

/** With the decorative box drawing (hidden from screen readers). */
export const WithIcon: Story = {
  args: { icon: <EmptyBoxIcon /> },
  play: async ({ canvasElement }) => {
    // The drawing is aria-hidden.
    await expect(
      canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  },
};

/** The small size used inside menus and carousels. */
export const Small: Story = {
  args: { size: 'small', text: 'Data Brand Belum Tersedia' },
  play: async ({ canvas }) => {
    // The smaller text.
    await expect(canvas.getByText('Data Brand Belum Tersedia')).toBeVisible();
  },
};

/** A long text wraps on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    icon: <EmptyBoxIcon />,
    text: 'Data Produk Belum Tersedia untuk kategori ini, silakan kembali lagi nanti atau hubungi kami',
  },
  play: async ({ canvasElement }) => {
    // Nothing overflows.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
