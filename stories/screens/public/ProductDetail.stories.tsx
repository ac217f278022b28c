import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setEventSender } from '../../../src/api/events.ts';
import { ProductDetail } from '../../../src/screens/public/ProductDetail/ProductDetail.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { CONFIG, withLocationProbe } from './LocationProbe.tsx';

const meta = {
  title: 'Screens/Public/ProductDetail',
  component: ProductDetail,
  // The screen reads :id from its route, as in the app.
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/detail-product/:id" element={<Story />} />
        <Route path="*" element={<p>Pindah halaman</p>} />
      </Routes>
    ),
    withLocationProbe,
  ],
  args: { chatPhone: CONFIG.chatPhone },
  parameters: { route: '/detail-product/4' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A best seller with its marketplace link and the chat order. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // Name, Best Seller marker and price.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Katup Solenoid AV-5210 24VDC' }),
    ).toBeVisible();
    await expect(canvas.getByText('Best Seller')).toBeVisible();
    await expect(canvas.getByText('Rp. 295.000', { exact: false })).toHaveTextContent(
      'Harga: Rp. 295.000',
    );
    // The chat order link reads SPEC's text and carries it as the message.
    const chat = canvas.getByRole('link', {
      name: 'Saya ingin membeli produk Katup Solenoid AV-5210 24VDC',
    });
    await expect(chat.getAttribute('href')).toBe(
      `https://wa.me/6280000000000?text=${encodeURIComponent('Saya ingin membeli produk Katup Solenoid AV-5210 24VDC')}`,
    );
    // One purchase link per marketplace, opening outside.
    const shops = within(canvas.getByRole('list', { name: 'Beli di' })).getAllByRole('link');
    for (const shop of shops) await expect(shop).toHaveAttribute('target', '_blank');
  },
};

/** Several images: thumbnails choose the big picture. */
export const Gallery: Story = {
  parameters: { route: '/detail-product/3' },
  play: async ({ canvas }) => {
    // Choose the second thumbnail.
    const thumbs = within(await canvas.findByRole('list', { name: 'Galeri foto' })).getAllByRole(
      'button',
    );
    await userEvent.click(thumbs[1]!);
    await expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Brand, category and type link to their lists by query id. */
export const NavigationTargets: Story = {
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // The brand fact opens /brand-produk?id=1.
    await userEvent.click(await canvas.findByRole('link', { name: 'Aerotek' }));
    await expect(where()).toHaveTextContent('/brand-produk?id=1');
  },
};

/** A product with no optional data: dashes, no links, no gallery. */
export const Sparse: Story = {
  parameters: { route: '/detail-product/7' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Warranty and weight read '-', and the page fits 360 px.
    await expect(await canvas.findAllByText('-', { exact: true, selector: 'dd' })).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** While the product loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // A generic heading over placeholders.
    await expect(canvas.getByRole('heading', { name: 'Detail Produk' })).toBeVisible();
  },
};

/** An unknown or inactive product. */
export const NotFound: Story = {
  parameters: {
    route: '/detail-product/36',
    msw: { handlers: withDefaults('products', scenario.status404('GET', '/product/{id}')) },
  },
  play: async ({ canvas }) => {
    // SPEC 8's 404 text, inline.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Request/Resource not found!');
  },
};

/** The product call fails: SPEC 8's connection text inline, and 'Coba lagi' asks again. */
export const WithError: Story = {
  parameters: {
    msw: { handlers: withDefaults('products', scenario.error(500, 'GET', '/product/{id}')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terjadi kesalahan koneksi');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** A best seller on a 360 px phone: the gallery above the facts, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Katup Solenoid AV-5210 24VDC',
    });
    const image = canvas.getByRole('img', { name: 'Katup Solenoid AV-5210 24VDC' });
    await expect(image.getBoundingClientRect().top).toBeLessThan(
      heading.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const sentEvents = fn();

/**
 * Issue 26: the page reports one view, and a click on a marketplace or the chat link (the links
 * still open outside; here the new tab is held back).
 */
export const ReportsVisitorEvents: Story = {
  beforeEach: () => {
    sentEvents.mockClear();
    return setEventSender(sentEvents);
  },
  play: async ({ canvas, canvasElement }) => {
    // The view is reported once the product is shown.
    await canvas.findByRole('heading', { level: 1, name: 'Katup Solenoid AV-5210 24VDC' });
    await expect(sentEvents).toHaveBeenCalledWith({ kind: 'view', productId: 4 });
    // Hold the new tabs back, then click the chat link and the first marketplace.
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { capture: true });
    await userEvent.click(
      canvas.getByRole('link', { name: 'Saya ingin membeli produk Katup Solenoid AV-5210 24VDC' }),
    );
    await expect(sentEvents).toHaveBeenLastCalledWith({ kind: 'chat', productId: 4 });
    const [shop] = within(canvas.getByRole('list', { name: 'Beli di' })).getAllByRole('link');
    await userEvent.click(shop!);
    await expect(sentEvents).toHaveBeenLastCalledWith({
      kind: 'marketplace',
      productId: 4,
      marketplace: expect.any(Number),
    });
    await expect(sentEvents).toHaveBeenCalledTimes(3);
  },
};
