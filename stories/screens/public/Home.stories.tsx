import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Home } from '../../../src/screens/public/Home/Home.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { CONFIG, withLocationProbe } from './LocationProbe.tsx';
import { catchDownloads } from '../../downloads.ts';

const meta = {
  title: 'Screens/Public/Home',
  component: Home,
  decorators: [withLocationProbe],
  args: CONFIG,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block of SPEC 2.2 in order, from the fixtures, at 1024 px. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The category carousel carries SPEC's exact title.
    await expect(
      await canvas.findByRole('heading', { name: 'Produk Pneumatik berdasarkan kategori' }),
    ).toBeVisible();
    // The project gallery and the about section with its tags are there.
    await expect(
      await canvas.findByRole('region', { name: 'Gallery: geser untuk melihat semua' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Tag' })).toBeVisible();
    // The new-product image links to /new-product (banner and floating picture).
    const newProduct = await canvas.findAllByRole('link', { name: 'Produk Baru' });
    await expect(newProduct).toHaveLength(2);
    for (const link of newProduct) await expect(link).toHaveAttribute('href', '/new-product');
  },
};

/** The same page on a 360 px phone: one slide per carousel. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The page is as wide as the phone: nothing overflows sideways.
    await expect(await canvas.findByRole('heading', { name: 'Tentang Kami' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * A 360 px phone (issue 32 saw it at 390 × 844): the hero banner whole inside the screen, and the
 * floating 'Produk Baru' a labelled pill, whole, clear of the carousels' side buttons.
 */
export const MobileHero: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const hero = (await canvas.findAllByRole('img', { name: /Promo Silinder/ }))[0] as HTMLElement;
    await waitFor(() => expect((hero as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    const box = hero.getBoundingClientRect();
    // The hero's words are in the picture: the whole picture shows, inside the screen.
    await expect(getComputedStyle(hero).objectFit).toBe('contain');
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The floating link reads 'Produk Baru' whole and stays off the side buttons' columns.
    const links = await canvas.findAllByRole('link', { name: 'Produk Baru' });
    const floating = links[links.length - 1] as HTMLElement;
    await expect(floating).toHaveTextContent('Produk Baru');
    await expect(floating.scrollWidth).toBeLessThanOrEqual(floating.clientWidth);
    const pill = floating.getBoundingClientRect();
    for (const arrow of canvas.getAllByRole('button', { name: /berikutnya|sebelumnya/ })) {
      const side = arrow.getBoundingClientRect();
      // A side button's column and the pill's never meet, wherever the page is scrolled.
      await expect(side.right <= pill.left || side.left >= pill.right).toBe(true);
    }
  },
};

/** Every call under way: placeholders, busy regions. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // The category region is marked busy while it waits.
    const region = canvas.getByRole('region', { name: 'Produk Pneumatik berdasarkan kategori' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** No banners, brands, categories or projects yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ...withDefaults('brands', scenario.empty('GET', '/brand/list/product')),
        ...withDefaults('categories', scenario.empty('GET', '/category')),
        ...withDefaults('projects', scenario.empty('GET', '/project')),
        ...withDefaults('bumpers', scenario.empty('GET', '/bumper')),
      },
    },
  },
  play: async ({ canvas }) => {
    // Each empty carousel says so.
    await expect(await canvas.findByText('Data Brand Belum Tersedia')).toBeVisible();
    await expect(await canvas.findByText('Data Kategori Belum Tersedia')).toBeVisible();
    await expect(await canvas.findByText('Data Project Belum Tersedia')).toBeVisible();
  },
};

/** A failed call shows its block's error with 'Coba lagi'. */
export const WithError: Story = {
  parameters: {
    msw: { handlers: withDefaults('categories', scenario.error(500, 'GET', '/category')) },
  },
  play: async ({ canvas }) => {
    // The category block failed; the others still render.
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Terjadi kesalahan koneksi');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** Brand and category carousels link to their lists by query id. */
export const NavigationTargets: Story = {
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // A brand logo opens /brand-produk?id=.
    const brands = await canvas.findAllByRole('link', { name: /Aerotek/ });
    await userEvent.click(brands[0]!);
    await expect(where()).toHaveTextContent('/brand-produk?id=1');
    // A category opens /kategori-produk?id=.
    const categories = await canvas.findAllByRole('link', { name: /Silinder Pneumatik/ });
    await userEvent.click(categories[0]!);
    await expect(where()).toHaveTextContent('/kategori-produk?id=1');
    // The chat link carries the prefilled message.
    await expect(canvas.getByRole('link', { name: 'Chat Kami' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6280000000000\?text=/,
    );
  },
};

/** The portfolio button saves GET download as 'Portofolio.pdf'. */
export const PortfolioDownload: Story = {
  play: async ({ canvas }) => {
    await catchDownloads(async (saved) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download Portfolio' }));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Portofolio.pdf']));
    });
  },
};
