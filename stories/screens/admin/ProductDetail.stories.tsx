import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PRODUCT_DETAIL_TEXT,
  ProductDetailScreen,
} from '../../../src/screens/admin/Products/ProductDetailScreen.tsx';
import { db } from '../../../mocks/db.ts';
import { INSIGHTS_TODAY } from '../../../mocks/fixtures/insights.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import { AdminFrame, dismissAlert, signedIn } from './helpers.tsx';
import { keepOnlyDay, productDay, rangeRecorder, spanOf } from './insightStories.ts';
import { imagesDecoded } from './masterStories.tsx';

const meta = {
  title: 'Screens/Admin/ProductDetail',
  component: ProductDetailScreen,
  // The screen reads :id from its route, as in the app.
  decorators: [
    (Story) => (
      <AdminFrame title={PRODUCT_DETAIL_TEXT.title} routeName="admin-produk-detail">
        <Routes>
          <Route path="/admin/produk/:id" element={<Story />} />
          <Route path="*" element={<p>Pindah halaman</p>} />
        </Routes>
      </AdminFrame>
    ),
    withLocationProbe,
  ],
  // The 'Statistik' (issue 26) takes the fixtures' last day as today, so its figures never move.
  args: { today: new Date(`${INSIGHTS_TODAY}T08:00:00Z`) },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/produk/3' },
  beforeEach: signedIn(),
  afterEach: imagesDecoded,
} satisfies Meta<typeof ProductDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product with a price range, eight images, links, sizes, colours and a description. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Silinder ISO AX-63x200 Magnetik' }),
    ).toBeVisible();
    // Price range, read-only facts and the purchase channels.
    await expect(canvas.getByText('Rp. 1.250.000 - Rp. 1.450.000')).toBeVisible();
    await expect(canvas.getByText('Aerotek')).toBeVisible();
    await expect(canvas.getByText('Silinder Pneumatik')).toBeVisible();
    for (const link of within(
      canvas.getByText('Saluran Pembelian').nextElementSibling as HTMLElement,
    ).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // The form controls of the table are not here: this page only reads.
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Thumbnails choose the big picture. */
export const GalleryThumbnails: Story = {
  play: async ({ canvas }) => {
    const thumbs = within(await canvas.findByRole('list', { name: 'Galeri foto' })).getAllByRole(
      'button',
    );
    await expect(thumbs).toHaveLength(8);
    await userEvent.click(thumbs[2] as HTMLElement);
    await expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
  },
};

/** 'Kembali' returns to the product table. */
export const BackToList: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      /^\/admin\/produk$/,
    );
  },
};

/** An inactive product: the page still opens for staff, and says so. */
export const Inactive: Story = {
  parameters: { route: '/admin/produk/36' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2 });
    await expect(canvas.getByText('Tidak Aktif')).toBeVisible();
  },
};

/** A product without images: a placeholder instead of the gallery. */
export const NoImage: Story = {
  parameters: { route: '/admin/produk/38' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Panel Penerangan Gedung 12 Grup' });
    await expect(canvas.getByText('Belum ada foto')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Galeri foto' })).toBeNull();
  },
};

/** While the product loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('products', scenario.loading) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kembali' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** An unknown id: SPEC 8's 404 dialog, then the page says it could not load and offers a retry. */
export const NotFound: Story = {
  parameters: { route: '/admin/produk/999' },
  play: async ({ canvas }) => {
    await dismissAlert('Oopss...', 'Ok', false);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Data produk tidak dapat dimuat.');
    await expect(canvas.getByRole('button', { name: 'Muat Ulang' })).toBeVisible();
  },
};

/** A server failure on load. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: withDefaults('products', scenario.error(500, 'GET', '/admin/product/:id')) },
  },
  play: async ({ canvas }) => {
    await dismissAlert('Oopss...', 'Ok', false);
    await expect(await canvas.findByText('Data produk tidak dapat dimuat.')).toBeVisible();
  },
};

/** On a 360 px phone the gallery stacks above the facts. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2 });
    const image = canvas.getByRole('img', { name: 'Silinder ISO AX-63x200 Magnetik' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(
      image.getBoundingClientRect().top,
    );
  },
};

/** A very long name wraps inside the page instead of widening it. */
export const LongText: Story = {
  beforeEach: () => {
    const product = db.products.find((row) => row.id === 3);
    if (!product) throw new Error('no product 3');
    product.name =
      'Silinder Pneumatik ISO 15552 Dobel Kerja Magnetik Dengan Bantalan Udara Adjustable Diameter 63 mm Langkah 200 mm Seri AX-Profesional';
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: /^Silinder Pneumatik ISO 15552/,
    });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1024);
  },
};

/** The superuser's 'Riwayat': who changed which field, newest first. */
export const History: Story = {
  args: { isHistoryShown: true },
  parameters: { route: '/admin/produk/1' },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Riwayat' }));
    const rows = (await section.findAllByRole('row')).slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText('admin')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('Nama')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Siti Rahmawati')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Harga')).toBeVisible();
    await expect(section.queryByRole('link')).toBeNull();
  },
};

/** More entries than the section shows: a link to all of them in 'Riwayat Aktivitas'. */
export const HistoryMany: Story = {
  args: { isHistoryShown: true },
  parameters: { route: '/admin/produk/1' },
  beforeEach: () => {
    const base = db.audit.length;
    for (let i = 1; i <= 12; i += 1) {
      db.audit.push({
        id: base + i,
        createdAt: new Date(Date.UTC(2026, 1, 1, 1, i)).toISOString(),
        user: { id: 2, name: 'Siti Rahmawati' },
        action: 'update',
        entity: 'product',
        recordId: 1,
        recordName: 'Silinder Kompak AK-32x50',
        changes: [{ field: 'urutan', before: i - 1, after: i }],
      });
    }
  },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Riwayat' }));
    await expect(await section.findAllByRole('row')).toHaveLength(11);
    await userEvent.click(section.getByRole('link', { name: 'Lihat semua riwayat (15)' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/admin/riwayat?entity=product&recordId=1',
    );
  },
};

/** A product nobody changed yet. */
export const HistoryEmpty: Story = {
  args: { isHistoryShown: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Belum ada riwayat perubahan untuk produk ini.'),
    ).toBeVisible();
  },
};

/** While the history loads, the product already shows. */
export const HistoryLoading: Story = {
  args: { isHistoryShown: true },
  parameters: { msw: { handlers: everyOperation('audit', scenario.loading) } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2 });
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Riwayat' })).toBeVisible();
    await expect(canvas.queryByText('Belum ada riwayat perubahan untuk produk ini.')).toBeNull();
  },
};

/** The history fails on its own: the product stays, the section offers a retry. */
export const HistoryError: Story = {
  args: { isHistoryShown: true },
  parameters: {
    msw: { handlers: withDefaults('audit', scenario.error(500, 'GET', '/admin/audit')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Riwayat tidak dapat dimuat.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muat Ulang' })).toBeVisible();
  },
};

const statistics = rangeRecorder();
const STATISTICS_CHART = 'Statistik harian produk';

/** The 'Statistik' section of the page. */
const statisticsOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Statistik' }));

/** The numbers of the section's 'Jumlah' row: views, marketplace, chat, quote adds. */
const totalsOf = (section: ReturnType<typeof within>) =>
  within(section.getByRole('table', { name: 'Jumlah' }))
    .getAllByRole('cell')
    .map((cell) => Number(cell.textContent));

/** 'Statistik' (issue 26): the product's days as a chart, its totals and clicks per marketplace. */
export const Statistics: Story = {
  parameters: { msw: { handlers: statistics.handlers } },
  beforeEach: statistics.reset,
  play: async ({ canvas }) => {
    const section = await statisticsOf(canvas);
    await expect(await section.findByRole('figure', { name: STATISTICS_CHART })).toBeVisible();
    await expect(section.getByRole('table', { name: 'Jumlah' })).toBeVisible();
    await expect(section.getByRole('table', { name: 'Klik per marketplace' })).toBeVisible();
    await expect(statistics.calls).toEqual([{ call: 'product/3', ...spanOf(30) }]);
    const thirty = totalsOf(section)[0]!;
    // '7 hari' narrows the span: the call asks 7 days, the views shrink.
    statistics.reset();
    await userEvent.click(section.getByRole('button', { name: '7 hari' }));
    await expect(section.getByRole('button', { name: '7 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(statistics.calls).toEqual([{ call: 'product/3', ...spanOf(7) }]));
    await waitFor(() => expect(totalsOf(section)[0]).toBeLessThan(thirty));
  },
};

/** 'Statistik' over '90 hari': the chart covers 90 days; the totals are those of the 90 days. */
export const StatisticsNinetyDays: Story = {
  parameters: { msw: { handlers: statistics.handlers } },
  beforeEach: statistics.reset,
  play: async ({ canvas }) => {
    const section = await statisticsOf(canvas);
    await section.findByRole('figure', { name: STATISTICS_CHART });
    statistics.reset();
    await userEvent.click(section.getByRole('button', { name: '90 hari' }));
    await waitFor(() => expect(statistics.calls).toEqual([{ call: 'product/3', ...spanOf(90) }]));
    const chart = await section.findByRole('figure', { name: STATISTICS_CHART });
    await waitFor(() => expect(chart).toHaveTextContent('2026-08-24 s.d. 2026-11-21'));
    const { from } = spanOf(90);
    const views = db.productDays
      .filter((row) => row.productId === 3 && row.kind === 'view' && row.day >= from)
      .reduce((sum, row) => sum + row.count, 0);
    await expect(totalsOf(section)[0]).toBe(views);
    await expect(chart).toHaveTextContent(`Dilihat: ${views},`);
  },
};

/** 'Statistik' of a product visited on a single day, under '7 hari'. */
export const StatisticsOneDay: Story = {
  loaders: [keepOnlyDay(INSIGHTS_TODAY)],
  play: async ({ canvas }) => {
    const section = await statisticsOf(canvas);
    await userEvent.click(section.getByRole('button', { name: '7 hari' }));
    const day = productDay(3, INSIGHTS_TODAY);
    await waitFor(() =>
      expect(totalsOf(section)).toEqual([
        day.views,
        day.marketplaceClicks,
        day.chatClicks,
        day.quoteAdds,
      ]),
    );
    // Seven days on the chart, every figure on the last.
    await expect(section.getByRole('figure', { name: STATISTICS_CHART })).toHaveTextContent(
      `2026-11-15 s.d. ${INSIGHTS_TODAY}. Dilihat: ${day.views}, Klik Marketplace: ${day.marketplaceClicks}, Klik Chat: ${day.chatClicks}.`,
    );
  },
};

/** 'Statistik' while its figures load: the section is busy, no chart or totals yet. */
export const StatisticsLoading: Story = {
  parameters: { msw: { handlers: everyOperation('insights', scenario.loading) } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Statistik' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('figure')).toBeNull();
    await expect(within(region).queryByRole('table')).toBeNull();
    // The product itself is not held up by its figures.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Silinder ISO AX-63x200 Magnetik' }),
    ).toBeVisible();
  },
};

/** 'Statistik' on a 360 px phone: the chart and the tables stay within the screen. */
export const StatisticsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const section = await statisticsOf(canvas);
    const chart = await section.findByRole('figure', { name: STATISTICS_CHART });
    await expect(chart).toBeVisible();
    await expect(totalsOf(section)[0]).toBeGreaterThan(0);
    for (const element of [chart, section.getByRole('group', { name: 'Rentang waktu' })])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The totals table is wider than the phone: its region scrolls, by keyboard too.
    const scroller = section.getByRole('region', { name: 'Tabel jumlah' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    // The screenshot shows the section.
    section.getByRole('heading', { name: 'Statistik' }).scrollIntoView();
  },
};

/** 'Statistik' of a product nobody visited yet. */
export const StatisticsEmpty: Story = {
  loaders: [
    async () => {
      db.productDays = [];
      return {};
    },
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Belum ada kunjungan pada rentang ini.')).toBeVisible();
  },
};
