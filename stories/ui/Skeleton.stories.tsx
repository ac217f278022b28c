import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../src/ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden/VisuallyHidden.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { variant: 'text', lines: 3 },
  play: async ({ canvasElement }) => {
    // Three lines, hidden from assistive technology.
    const group = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(group?.children).toHaveLength(3);
  },
};

/** Lines of text; the last one is shorter. */
export const TextLines: Story = {
  args: { variant: 'text', lines: 4 },
  play: async ({ canvasElement }) => {
    // The last line is narrower than the first.
    const lines = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    const first = lines[0]?.getBoundingClientRect().width ?? 0;
    const last = lines[3]?.getBoundingClientRect().width ?? 0;
    await expect(last).toBeLessThan(first);
  },
};

/** An image or card placeholder. */
export const Block: Story = {
  args: { variant: 'block', height: '180px' },
  play: async ({ canvasElement }) => {
    // The block has the asked height.
    const block = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(block?.getBoundingClientRect().height).toBe(180);
  },
};

/** An avatar placeholder. */
export const Circle: Story = {
  args: { variant: 'circle' },
  play: async ({ canvasElement }) => {
    // A 40 px circle.
    const circle = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(circle?.getBoundingClientRect().width).toBe(40);
  },
};

/** How a loading product card is composed: the region says it is busy, the bones are silent. */
export const Loading: Story = {
  render: () => (
    <article aria-busy="true" aria-label="Produk" style={{ display: 'grid', gap: 12 }}>
      <VisuallyHidden>Memuat...</VisuallyHidden>
      <Skeleton variant="block" height="160px" />
      <Skeleton variant="text" lines={2} />
    </article>
  ),
  play: async ({ canvas }) => {
    // The card region is marked busy and announces 'Memuat...'.
    const card = canvas.getByRole('article', { name: 'Produk' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Memuat...');
  },
};

/** On a 360 px phone the skeleton takes the container's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { variant: 'text', lines: 2 },
  play: async ({ canvasElement }) => {
    // Phone width, and the lines fit inside it.
    await expect(window.innerWidth).toBe(360);
    const group = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(group?.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
