import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoMatch } from '../../../src/components/public/NoMatch/NoMatch.tsx';

const CHAT =
  'https://wa.me/6280000000000?text=Halo%2C%20saya%20mencari%20produk%20%22silinder%20200%22';

const meta = {
  title: 'Components/Public/NoMatch',
  component: NoMatch,
  parameters: { route: '/search?search=silinder+200&brand=2' },
  args: { clearHref: '/search?search=silinder+200', chatHref: CHAT },
} satisfies Meta<typeof NoMatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filtered search that matched nothing: the text and both ways out. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak ada produk yang cocok')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hapus Filter' })).toHaveAttribute(
      'href',
      '/search?search=silinder+200',
    );
    // The chat opens in a new tab, with the message given.
    const ask = canvas.getByRole('link', { name: 'Tanyakan via WhatsApp' });
    await expect(ask).toHaveAttribute('href', CHAT);
    await expect(ask).toHaveAttribute('target', '_blank');
  },
};

/** A word found nowhere, nothing filtered: no 'Hapus Filter'. */
export const SearchOnly: Story = {
  args: { clearHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Hapus Filter' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Tanyakan via WhatsApp' })).toBeVisible();
  },
};

/** On a phone the two ways out wrap inside the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hapus Filter' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
