import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BrandCarousel } from '../../../src/components/public/BrandCarousel/BrandCarousel.tsx';
import { brands } from './fixtures.ts';
import { slidesIn, visibleSlides } from './carousel.ts';

const meta = {
  title: 'Components/Public/BrandCarousel',
  component: BrandCarousel,
  args: { brands, id: 'brand' },
} satisfies Meta<typeof BrandCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // One slide per brand, each a link named by the brand's logo.
    await expect(canvas.getByRole('link', { name: 'Aerotek' })).toHaveAttribute(
      'href',
      '/brand-produk?id=1',
    );
  },
};

/** From 1024 px five brands are in view (SPEC 2.2). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    // Seven brands, five of them visible at once.
    await expect(slidesIn(canvasElement)).toHaveLength(7);
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(5));
  },
};

/** Still five at 1440 px. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    // The count does not grow with the screen.
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(5));
  },
};

/** Below 1024 px one brand at a time. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, canvas }) => {
    // One visible slide; the previous button is disabled at the start.
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: 'Brand sebelumnya' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Brand berikutnya' })).toBeEnabled();
  },
};

/** A tablet is still below 1024 px: one brand. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    // 768 px shows a single slide.
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(1));
  },
};

/** With a heading, the section is named by it. */
export const WithTitle: Story = {
  args: { title: 'Brand Kami' },
  play: async ({ canvas }) => {
    // The region takes the heading's text as its name.
    await expect(canvas.getByRole('region', { name: 'Brand Kami' })).toBeVisible();
  },
};

/** Three brands fit in view from 1024 px: the buttons are not needed and hide. */
export const FewBrands: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { brands: brands.slice(0, 3) },
  play: async ({ canvas }) => {
    // No previous/next button when nothing can scroll.
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Brand berikutnya' })).toBeNull(),
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** A brand without a logo shows its name in the tile. */
export const MissingLogo: Story = {
  args: { brands: [{ id: 9, name: 'Merek Tanpa Logo Dengan Nama Panjang', thumbnail: null }] },
  play: async ({ canvas }) => {
    // The name is the link's text.
    await expect(
      canvas.getByRole('link', { name: 'Merek Tanpa Logo Dengan Nama Panjang' }),
    ).toHaveAttribute('href', '/brand-produk?id=9');
  },
};

/** While loading: placeholders, the region busy. */
export const Loading: Story = {
  args: { isLoading: true, brands: [] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // Busy and with no link yet.
    await expect(canvas.getByRole('region', { name: 'Brand' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** No active brand. */
export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvas }) => {
    // The empty text instead of a carousel.
    await expect(canvas.getByText('Data Brand Belum Tersedia')).toBeVisible();
  },
};

/** The next and previous buttons move the row one brand at a time. */
export const InteractionsButtons: Story = {
  name: 'Interactions: previous and next',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    // Next shows the second brand.
    await userEvent.click(canvas.getByRole('button', { name: 'Brand berikutnya' }));
    await waitFor(() =>
      expect(visibleSlides(canvasElement)[0]).toHaveAccessibleName('Brand 2 dari 7'),
    );
    // Previous brings back the first, and disables itself again.
    await userEvent.click(canvas.getByRole('button', { name: 'Brand sebelumnya' }));
    await waitFor(() =>
      expect(visibleSlides(canvasElement)[0]).toHaveAccessibleName('Brand 1 dari 7'),
    );
    await expect(canvas.getByRole('button', { name: 'Brand sebelumnya' })).toBeDisabled();
  },
};

/** Keyboard: Tab reaches every brand (sliding it into view); the arrow keys move the row. */
export const InteractionsKeyboard: Story = {
  name: 'Interactions: keyboard',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    // Tab skips the disabled previous button and lands on the first brand.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aerotek' })).toHaveFocus();
    // Tab again: the second brand gets focus and slides into view.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pneumaxa Indonesia' })).toHaveFocus();
    await waitFor(() =>
      expect(visibleSlides(canvasElement)[0]).toHaveAccessibleName('Brand 2 dari 7'),
    );
    // ArrowRight moves on to the third brand.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(visibleSlides(canvasElement)[0]).toHaveAccessibleName('Brand 3 dari 7'),
    );
  },
};
