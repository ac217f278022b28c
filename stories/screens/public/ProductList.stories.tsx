import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProductList } from '../../../src/screens/public/ProductList/ProductList.tsx';
import { msg } from '../../../mocks/messages.ts';
import { apiPath } from '../../../mocks/respond.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { CONFIG, withLocationProbe } from './LocationProbe.tsx';
import { specFilterStories } from './specFilterStories.ts';

const meta = {
  title: 'Screens/Public/ProductList',
  component: ProductList,
  decorators: [withLocationProbe],
  args: { kind: 'brand', chatPhone: CONFIG.chatPhone },
  parameters: { route: '/brand-produk?id=1' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trail above a list's heading, as the texts of its steps. */
const trailOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('navigation', { name: 'Navigasi remah roti' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

/** A brand's list: trail, the brand's name as heading, banner, description, count and cards. */
export const Brand: Story = {
  play: async ({ canvas }) => {
    // GET brand/{id} gives the name (the heading, under Home › Aerotek) and description.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aerotek' })).toBeVisible();
    await expect(await trailOf(canvas)).toEqual(['Home', 'Aerotek']);
    await expect(canvas.getByRole('img', { name: 'Banner Aerotek' })).toBeVisible();
    // The header counts the brand's products; cards link to their detail pages.
    await expect(await canvas.findByText(/^Menampilkan \d+ produk \.\.\.$/)).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Daftar produk' });
    const first = within(region).getAllByRole('link')[0]!;
    await userEvent.click(first);
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      /^\/detail-product\/\d+$/,
    );
  },
};

/** A brand without a description shows '-'. */
export const BrandWithoutDescription: Story = {
  parameters: { route: '/brand-produk?id=5' },
  play: async ({ canvas }) => {
    // Silindra has an empty keterangan.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Silindra' })).toBeVisible();
    await expect(canvas.getByText('-', { exact: true })).toBeVisible();
  },
};

/** A category's list by ?id=: its name as heading, under Home › the category. */
export const Category: Story = {
  args: { kind: 'category' },
  parameters: { route: '/kategori-produk?id=1' },
  play: async ({ canvas }) => {
    // The category's name, the trail and the count; no brand header.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Silinder Pneumatik' }),
    ).toBeVisible();
    await expect(await trailOf(canvas)).toEqual(['Home', 'Silinder Pneumatik']);
    await expect(await canvas.findByText(/^Menampilkan \d+ produk \.\.\.$/)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Banner / })).toBeNull();
  },
};

/** A type's list by ?id=, on a phone. */
export const TypeMobile: Story = {
  args: { kind: 'type' },
  parameters: { route: '/tipe-produk?id=1' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The type's name, under the category its products share.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Silinder Kompak' }),
    ).toBeVisible();
    await expect(await trailOf(canvas)).toEqual(['Home', 'Silinder Pneumatik', 'Silinder Kompak']);
    // The cards stack inside 360 px.
    await expect(await canvas.findByText(/^Menampilkan \d+ produk \.\.\.$/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** An active type that has no product yet: its list, empty, with SPEC's text. */
export const TypeWithoutProducts: Story = {
  args: { kind: 'type' },
  parameters: {
    route: '/tipe-produk?id=3',
    msw: {
      handlers: {
        ...withDefaults('products', scenario.empty('GET', '/product')),
        // No product, so no category its products share: GET type/{id} answers none.
        ...withDefaults(
          'types',
          apiPath('/type/:id').map((path) =>
            http.get(path, () =>
              HttpResponse.json({
                data: { id: 3, name: 'Katup Solenoid', category: null },
                meta: { message: msg.ok },
              }),
            ),
          ),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    // GET type/{id} answers (the type is active), so the list shows: zero count and the empty text.
    await expect(await canvas.findByText('Data Produk Belum Tersedia')).toBeVisible();
    await expect(canvas.getByText('Menampilkan 0 produk ...')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // A trail without a category step.
    await expect(await trailOf(canvas)).toEqual(['Home', 'Katup Solenoid']);
  },
};

/** An inactive type (Silinder Tanpa Batang), reached by a link: its read is 404, shown inline. */
export const TypeInactive: Story = {
  args: { kind: 'type' },
  parameters: { route: '/tipe-produk?id=9' },
  play: async ({ canvas }) => {
    // No list, not even an empty one: the shared 404 text with a retry.
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Request/Resource not found!');
    await expect(canvas.queryByText('Data Produk Belum Tersedia')).toBeNull();
  },
};

/** The new-product list: no id, newest first, 12 a page with pagination. */
export const NewProducts: Story = {
  args: { kind: 'new' },
  parameters: { route: '/new-product' },
  play: async ({ canvas }) => {
    // 12 cards on page 1 and the pagination below.
    const region = await canvas.findByRole('region', { name: 'Daftar produk' });
    await expect(await within(region).findAllByRole('link')).toHaveLength(12);
    // Page 2 goes into the query.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/new-product?page=2',
    );
  },
};

/** While the products load. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // The list region is busy.
    await expect(canvas.getByRole('region', { name: 'Daftar produk' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No product: SPEC's empty text. */
export const Empty: Story = {
  parameters: { msw: { handlers: withDefaults('products', scenario.empty('GET', '/product')) } },
  play: async ({ canvas }) => {
    // 'Data Produk Belum Tersedia' with a zero count.
    await expect(await canvas.findByText('Data Produk Belum Tersedia')).toBeVisible();
    await expect(canvas.getByText('Menampilkan 0 produk ...')).toBeVisible();
  },
};

/** The product call failed. */
export const WithError: Story = {
  parameters: {
    msw: { handlers: withDefaults('products', scenario.error(404, 'GET', '/product')) },
  },
  play: async ({ canvas }) => {
    // The shared 404 text, inline, with a retry.
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Request/Resource not found!');
  },
};

const filters = specFilterStories({ route: '/tipe-produk?id=1', heading: '...' });

/**
 * A type's list with its specification filters beside the cards (issue 24): min–max for numbers,
 * chips with counts for choices; a chip narrows the list to exactly its count.
 */
export const TypeWithFilters: Story = { args: { kind: 'type' }, ...filters.beside };

/** A shared address with filters (Bore at least 25 mm, magnet): they show chosen, the list narrowed. */
export const TypeFiltersApplied: Story = { args: { kind: 'type' }, ...filters.applied };

/**
 * Filters nothing passes: 'Tidak ada produk yang cocok' with its ways out; the panel stays, and so
 * does the trail's category step (GET type/{id}'s, not the products shown).
 */
export const TypeFilteredToNothing: Story = {
  args: { kind: 'type' },
  ...filters.toNothing,
  play: async (context) => {
    await filters.toNothing.play?.(context);
    await expect(await trailOf(context.canvas)).toEqual([
      'Home',
      'Silinder Pneumatik',
      'Silinder Kompak',
    ]);
  },
};

/** A phone: the filters open in a sheet from 'Filter'; a chip narrows, closes it and shows the results. */
export const TypeFiltersPhoneSheet: Story = { args: { kind: 'type' }, ...filters.phoneSheet };
