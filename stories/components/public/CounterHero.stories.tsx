import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CounterHero } from '../../../src/components/public/CounterHero/CounterHero.tsx';

const meta = {
  title: 'Components/Public/CounterHero',
  component: CounterHero,
  args: {
    title: 'Mitra Pneumatik dan Kelistrikan Industri',
    description: 'Lebih dari satu dekade melayani pabrik dan gedung di seluruh Indonesia.',
    onDownloadPortfolio: fn(),
  },
} satisfies Meta<typeof CounterHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The hero is a region named by its h1.
    await expect(
      canvas.getByRole('region', { name: 'Mitra Pneumatik dan Kelistrikan Industri' }),
    ).toBeVisible();
  },
};

/** Heading, the Portfolio button and the static '250 +' projects figure, at 1024 px. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // The exact figure of SPEC 2.2 and its label.
    await expect(canvas.getByText('250 +')).toBeVisible();
    await expect(canvas.getByText('Projects')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mitra Pneumatik dan Kelistrikan Industri',
    );
    await expect(canvas.getByRole('button', { name: 'Portfolio' })).toBeEnabled();
  },
};

/** Stacked on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    // The figure sits under the button; nothing overflows.
    const button = canvas.getByRole('button', { name: 'Portfolio' }).getBoundingClientRect();
    await expect(canvas.getByText('250 +').getBoundingClientRect().top).toBeGreaterThan(
      button.bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** While the PDF downloads the button is busy. */
export const Downloading: Story = {
  args: { isDownloading: true },
  play: async ({ canvas, args }) => {
    // 'Memproses...' and disabled; a click does nothing.
    const button = canvas.getByRole('button', { name: 'Memproses...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onDownloadPortfolio).not.toHaveBeenCalled();
  },
};

/** A long heading wraps. */
export const LongText: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: {
    title: 'Mitra Terpercaya untuk Komponen Pneumatik, Panel Listrik dan Sistem Daya Industri',
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    // Nothing overflows.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The button calls onDownloadPortfolio. */
export const InteractionsDownload: Story = {
  name: 'Interactions: download',
  play: async ({ canvas, args }) => {
    // Click once, one download.
    await userEvent.click(canvas.getByRole('button', { name: 'Portfolio' }));
    await expect(args.onDownloadPortfolio).toHaveBeenCalledTimes(1);
  },
};
