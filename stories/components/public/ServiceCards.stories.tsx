import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceCards } from '../../../src/components/public/ServiceCards/ServiceCards.tsx';

const meta = {
  title: 'Components/Public/ServiceCards',
  component: ServiceCards,
} satisfies Meta<typeof ServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // A list of four cards in a region named 'Layanan'.
    const region = canvas.getByRole('region', { name: 'Layanan' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Four cards titled 'Power Systems' in one row from 1024 px (SPEC 2.2). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // Four headings with SPEC's exact title, all on one row.
    const titles = canvas.getAllByRole('heading', { name: 'Power Systems' });
    await expect(titles).toHaveLength(4);
    await expect(new Set(titles.map((title) => title.getBoundingClientRect().top)).size).toBe(1);
  },
};

/** Two by two on a tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // Two rows of two.
    const tops = canvas.getAllByRole('listitem').map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(2);
  },
};

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Four rows.
    const tops = canvas.getAllByRole('listitem').map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(4);
  },
};

/** With a section heading and long descriptions. */
export const LongText: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Layanan Kelistrikan Kami',
    cards: [1, 2, 3, 4].map((index) => ({
      title: 'Power Systems',
      description: `Layanan ${index}: perancangan, pengadaan, instalasi, pengujian dan komisioning sistem kelistrikan tegangan menengah dan rendah untuk fasilitas industri berskala besar.`,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    // The heading names the region; nothing overflows.
    await expect(canvas.getByRole('region', { name: 'Layanan Kelistrikan Kami' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
