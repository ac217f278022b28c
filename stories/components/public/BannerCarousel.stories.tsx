import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BannerCarousel } from '../../../src/components/public/BannerCarousel/BannerCarousel.tsx';
import { banners } from './fixtures.ts';
import { visibleSlides } from './carousel.ts';

const meta = {
  title: 'Components/Public/BannerCarousel',
  component: BannerCarousel,
  args: { banners },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // Each banner image is named by the bumper's name.
    await expect(canvas.getByRole('img', { name: 'Promo Silinder Juli' })).toBeVisible();
  },
};

/** One banner at a time on a desktop. */
export const Desktop: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    // A single banner fills the row.
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(1));
  },
};

/** One banner at a time on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // A single banner in view.
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(1));
  },
};

/**
 * A 360 px phone (issue 32): the banner keeps its 3:1 shape and is drawn whole ('contain'), its
 * words and button inside the screen; the buttons sit under it, so it has the whole width.
 */
export const MobileWhole: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: banners[0]?.name ?? '' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    // Nothing of the picture is cut: drawn whole in a box of its own shape.
    await expect(getComputedStyle(picture).objectFit).toBe('contain');
    const box = picture.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(3, 1);
    // Inside the screen, and wider than with a button on each side (360 - 2 x 48).
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThan(window.innerWidth - 96);
    // Both buttons under the picture, at either end.
    const previous = canvas.getByRole('button', { name: 'Banner sebelumnya' });
    const next = canvas.getByRole('button', { name: 'Banner berikutnya' });
    await expect(previous.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
    await expect(next.getBoundingClientRect().right).toBeGreaterThan(
      previous.getBoundingClientRect().right + box.width / 2,
    );
  },
};

/** A single banner needs no buttons. */
export const Single: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvas }) => {
    // Nothing to move to.
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Banner berikutnya' })).toBeNull(),
    );
  },
};

/** While loading: one placeholder of the banner's shape. */
export const Loading: Story = {
  args: { isLoading: true, banners: [] },
  play: async ({ canvas }) => {
    // The region is busy.
    await expect(canvas.getByRole('region', { name: 'Banner' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No banner: the block is left out. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    // Nothing renders.
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** The buttons step through the banners. */
export const InteractionsButtons: Story = {
  name: 'Interactions: previous and next',
  play: async ({ canvas, canvasElement }) => {
    // Next twice reaches the last banner and disables itself.
    const next = canvas.getByRole('button', { name: 'Banner berikutnya' });
    await userEvent.click(next);
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(visibleSlides(canvasElement)[0]).toHaveAccessibleName('Banner 3 dari 3');
  },
};
