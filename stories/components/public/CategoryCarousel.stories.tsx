import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CategoryCarousel } from '../../../src/components/public/CategoryCarousel/CategoryCarousel.tsx';
import { categoryRecords } from './fixtures.ts';
import { slidesIn, visibleSlides } from './carousel.ts';

const meta = {
  title: 'Components/Public/CategoryCarousel',
  component: CategoryCarousel,
  args: { categories: categoryRecords, id: 'kategori' },
} satisfies Meta<typeof CategoryCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The section carries SPEC 2.2's exact title.
    await expect(
      canvas.getByRole('heading', { name: 'Produk Pneumatik berdasarkan kategori' }),
    ).toBeVisible();
  },
};

/** From 1024 px four categories are in view (SPEC 2.2). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    // Six categories, four visible; each opens its category list.
    await expect(slidesIn(canvasElement)).toHaveLength(6);
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(4));
    await expect(canvas.getByRole('link', { name: 'Katup & Solenoid' })).toHaveAttribute(
      'href',
      '/kategori-produk?id=2',
    );
  },
};

/** Still four at 1440 px. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    // The count does not grow with the screen.
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(4));
  },
};

/** Below 1024 px one category at a time. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // One visible slide at 360 px.
    await waitFor(() => expect(visibleSlides(canvasElement)).toHaveLength(1));
  },
};

/** A category without a picture and with a long name. */
export const LongText: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    categories: [
      { id: 31, name: 'Unit Perawatan Udara Bertekanan dan Aksesori Pendukung', image: null },
      ...categoryRecords.slice(0, 3),
    ],
  },
  play: async ({ canvas }) => {
    // The caption names the link when there is no picture.
    await expect(
      canvas.getByRole('link', { name: 'Unit Perawatan Udara Bertekanan dan Aksesori Pendukung' }),
    ).toHaveAttribute('href', '/kategori-produk?id=31');
  },
};

/** While loading: the title stays, placeholders below it. */
export const Loading: Story = {
  args: { isLoading: true, categories: [] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // The named region is busy and has no link.
    const region = canvas.getByRole('region', { name: 'Produk Pneumatik berdasarkan kategori' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** No active category. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    // The empty text under the title.
    await expect(canvas.getByText('Data Kategori Belum Tersedia')).toBeVisible();
  },
};

/** Next goes to the end; there the next button is disabled. */
export const InteractionsButtons: Story = {
  name: 'Interactions: previous and next',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    // Six categories, four in view: two presses of next reach the end.
    const next = canvas.getByRole('button', { name: 'Kategori berikutnya' });
    await userEvent.click(next);
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(visibleSlides(canvasElement).at(-1)).toHaveAccessibleName('Kategori 6 dari 6');
    // Previous is enabled again.
    await expect(canvas.getByRole('button', { name: 'Kategori sebelumnya' })).toBeEnabled();
  },
};
