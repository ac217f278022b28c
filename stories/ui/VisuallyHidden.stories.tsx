import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden/VisuallyHidden.tsx';
import { Icon } from '../../src/ui/Icon/Icon.tsx';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text only screen readers get, here naming an icon-only link. */
export const Default: Story = {
  render: () => (
    <a href="#cari">
      <Icon name="search" />
      <VisuallyHidden>Cari produk</VisuallyHidden>
    </a>
  ),
  play: async ({ canvas }) => {
    // The link is named by the hidden text, which takes no visible space.
    await expect(canvas.getByRole('link', { name: 'Cari produk' })).toBeVisible();
    await expect(canvas.getByText('Cari produk').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  },
};
