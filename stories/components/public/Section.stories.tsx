import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from '../../../src/components/public/Section/Section.tsx';

const meta = {
  title: 'Components/Public/Section',
  component: Section,
  args: {
    title: 'Produk Pneumatik berdasarkan kategori',
    id: 'kategori',
    children: <p>Isi bagian halaman.</p>,
  },
  argTypes: { titleAlign: { control: 'inline-radio', options: ['start', 'center'] } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled landing region: its h2 names it and its id is a scroll target. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The region is named by its heading and carries the id.
    const region = canvas.getByRole('region', { name: 'Produk Pneumatik berdasarkan kategori' });
    await expect(region).toHaveAttribute('id', 'kategori');
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** Heading at the start instead of centred. */
export const StartAligned: Story = {
  args: { titleAlign: 'start' },
  play: async ({ canvas }) => {
    // The heading is left-aligned.
    await expect(getComputedStyle(canvas.getByRole('heading')).textAlign).toBe('start');
  },
};

/** No visible heading: the label names the region for screen readers. */
export const LabelOnly: Story = {
  args: { title: undefined, label: 'Banner' },
  play: async ({ canvas }) => {
    // Named region, no heading.
    await expect(canvas.getByRole('region', { name: 'Banner' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** Busy while its content loads. */
export const Loading: Story = {
  args: { isBusy: true },
  play: async ({ canvas }) => {
    // aria-busy on the region.
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long heading wraps on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // Nothing overflows.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
