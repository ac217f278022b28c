import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Insights } from '../../../src/screens/admin/Dashboard/Insights.tsx';
import { db } from '../../../mocks/db.ts';
import { INSIGHTS_TODAY } from '../../../mocks/fixtures/insights.ts';
import { everyOperation, scenario } from '../../../mocks/scenarios.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import { catchDownloads, chooseExport, csvRecords, firstSaved } from './exportStories.ts';
import { AdminFrame, signedIn } from './helpers.tsx';
import { keepOnlyDay, productDay, rangeRecorder, spanOf } from './insightStories.ts';

// Issue 26 on the dashboard. The fixtures hold 120 days up to INSIGHTS_TODAY; every story takes
// that day as today, so the figures never move.
const meta = {
  title: 'Screens/Admin/Dashboard/Insights',
  component: Insights,
  decorators: [
    (Story) => (
      <AdminFrame title="Dashboard" routeName="admin-dashboard">
        <Story />
      </AdminFrame>
    ),
    withLocationProbe,
  ],
  args: { today: new Date(`${INSIGHTS_TODAY}T08:00:00Z`) },
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/dashboard' },
  beforeEach: signedIn(),
} satisfies Meta<typeof Insights>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLES = ['Produk paling diminati', 'Pencarian tanpa hasil', 'Pencarian teratas'] as const;
const TREND = 'Tren harian dilihat dan prospek';

const table = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('table', { name }));

/** The body rows of a table (the header row left out). */
const bodyRows = (canvas: ReturnType<typeof within>, name: string) =>
  table(canvas, name).getAllByRole('row').slice(1);

/** Waits until none of the three cards is loading. */
const settled = (canvas: ReturnType<typeof within>) =>
  waitFor(() => {
    for (const name of TITLES)
      expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
  });

/** The numbers a sparkline's label reads out ('… dilihat per hari: 3, 5, 0'). */
const sparkValues = (element: HTMLElement) =>
  (element.getAttribute('aria-label') ?? '').replace(/^.*: /, '').split(', ').map(Number);

/** The three tables' calls, each asking the span of the last `days` days. */
const everyCallOf = (days: number) =>
  ['products', 'searches?kind=zero', 'searches?kind=top'].map((call) => ({
    call,
    ...spanOf(days),
  }));

const ranges = rangeRecorder();

/** 30 days (the default): the trend, the top products with sparklines, both search tables. */
export const ThirtyDays: Story = {
  parameters: { msw: { handlers: ranges.handlers } },
  beforeEach: ranges.reset,
  play: async ({ canvas }) => {
    // The span buttons, '30 hari' pressed; every table asked the last 30 days.
    await expect(canvas.getByRole('button', { name: '30 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The trend chart and the products, each a link to its page with its sparkline.
    const chart = await canvas.findByRole('figure', { name: TREND });
    await expect(chart).toBeVisible();
    // Its legend names the days in Indonesian (uPlot's own is 'Time', issue 32).
    await expect(await within(chart).findByText('Tanggal')).toBeVisible();
    await expect(within(chart).queryByText('Time')).toBeNull();
    const products = table(canvas, 'Produk paling diminati');
    const links = await products.findAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/produk\/\d+$/));
    const sparklines = products.getAllByRole('img', { name: /dilihat per hari/ });
    await expect(sparklines[0]).toBeVisible();
    await expect(sparkValues(sparklines[0]!)).toHaveLength(30);
    // Searches that found nothing, and the top searches with click-through and position.
    await expect(
      await table(canvas, 'Pencarian tanpa hasil').findByText('silinder kompak 40'),
    ).toBeVisible();
    const top = table(canvas, 'Pencarian teratas');
    await expect(await top.findByText('silinder')).toBeVisible();
    await expect(top.getAllByText(/ %$/).length).toBeGreaterThan(0);
    await expect(ranges.calls).toEqual(everyCallOf(30));
  },
};

/** The span picker: '7 hari', '90 hari' and back to '30 hari' ask every table again for that span. */
export const RangePicker: Story = {
  parameters: { msw: { handlers: ranges.handlers } },
  beforeEach: ranges.reset,
  play: async ({ canvas }) => {
    const zero = () => table(canvas, 'Pencarian tanpa hasil');
    const countOf = (query: string) =>
      Number(
        within(zero().getByText(query).closest('tr') as HTMLElement).getAllByRole('cell')[1]!
          .textContent,
      );
    await zero().findByText('silinder kompak 40');
    const thirty = countOf('silinder kompak 40');
    for (const days of [7, 90, 30]) {
      ranges.reset();
      // A span: its button pressed, the three tables asked from that many days back to today.
      await userEvent.click(canvas.getByRole('button', { name: `${days} hari` }));
      await expect(canvas.getByRole('button', { name: `${days} hari` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // 30 days again: the first figures back (from the cache, or asked again for 30 days).
      if (days === 30) {
        await waitFor(() => expect(countOf('silinder kompak 40')).toBe(thirty));
        await expect(ranges.calls.filter((call) => call.from !== spanOf(30).from)).toEqual([]);
        continue;
      }
      await waitFor(() => expect(ranges.calls).toEqual(everyCallOf(days)));
      // The figures follow the span: fewer searches in 7 days, more in 90.
      await waitFor(() =>
        expect(countOf('silinder kompak 40')).toSatisfy((count: number) =>
          days === 7 ? count < thirty : count > thirty,
        ),
      );
    }
  },
};

/** '90 hari': the trend and every sparkline cover 90 days. */
export const NinetyDays: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '90 hari' }));
    await expect(canvas.getByRole('button', { name: '90 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const chart = await canvas.findByRole('figure', { name: TREND });
    await waitFor(() => expect(chart).toHaveTextContent('2026-08-24 s.d. 2026-11-21'));
    await waitFor(() =>
      expect(
        table(canvas, 'Produk paling diminati')
          .getAllByRole('img', { name: /dilihat per hari/ })
          .map((line) => sparkValues(line).length),
      ).toEqual(Array.from({ length: 8 }, () => 90)),
    );
    // Both search tables list their queries, last seen within the span.
    for (const name of ['Pencarian tanpa hasil', 'Pencarian teratas'])
      await waitFor(() => expect(bodyRows(canvas, name).length).toBeGreaterThan(1));
  },
};

/** A site with a single day of visits and searches, under '7 hari'. */
export const OneDay: Story = {
  loaders: [keepOnlyDay(INSIGHTS_TODAY)],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '7 hari' }));
    // Each product's sparkline: six days of nothing, then the day's views, as the table says.
    const products = table(canvas, 'Produk paling diminati');
    await waitFor(() =>
      expect(
        products
          .getAllByRole('img', { name: /dilihat per hari/ })
          .map((line) => sparkValues(line).length),
      ).toEqual(Array.from({ length: 8 }, () => 7)),
    );
    await settled(canvas);
    for (const row of bodyRows(canvas, 'Produk paling diminati')) {
      const cells = within(row).getAllByRole('cell');
      const id = Number(
        within(row).getByRole('link').getAttribute('href')?.replace(/\D+/g, '') ?? NaN,
      );
      const day = productDay(id, INSIGHTS_TODAY);
      await expect(cells.slice(1, 5).map((cell) => Number(cell.textContent))).toEqual([
        day.views,
        day.marketplaceClicks,
        day.chatClicks,
        day.quoteAdds,
      ]);
      await expect(sparkValues(within(row).getByRole('img'))).toEqual([
        0,
        0,
        0,
        0,
        0,
        0,
        day.views,
      ]);
    }
    // The trend: seven days, the views all on the last.
    const views = bodyRows(canvas, 'Produk paling diminati')
      .map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent))
      .reduce((sum, value) => sum + value, 0);
    await expect(canvas.getByRole('figure', { name: TREND })).toHaveTextContent(
      `2026-11-15 s.d. 2026-11-21. Dilihat: ${views},`,
    );
    // Every search of the two tables was last seen on that day.
    for (const name of ['Pencarian tanpa hasil', 'Pencarian teratas']) {
      const rows = bodyRows(canvas, name);
      await expect(rows.length).toBeGreaterThan(0);
      if (name === 'Pencarian tanpa hasil')
        for (const row of rows) await expect(row).toHaveTextContent(INSIGHTS_TODAY);
    }
  },
};

/** No visits and no searches yet: each table says so; the trend is flat at 0. */
export const Empty: Story = {
  loaders: [
    async () => {
      db.productDays = [];
      db.searchDays = [];
      return {};
    },
  ],
  play: async ({ canvas }) => {
    for (const name of TITLES)
      await expect(
        await table(canvas, name).findByText('Belum ada data pada rentang ini.'),
      ).toBeVisible();
    await expect(canvas.getByRole('figure', { name: TREND })).toHaveTextContent(
      'Dilihat: 0, Prospek: 0.',
    );
    await expect(table(canvas, 'Produk paling diminati').queryAllByRole('link')).toHaveLength(0);
  },
};

/** While the figures load: every card busy, no figure, no row yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('insights', scenario.loading) } },
  play: async ({ canvas }) => {
    for (const name of TITLES) {
      // The cards and their headings show, busy; no row of figures until they arrive.
      const card = canvas.getByRole('region', { name });
      await expect(card).toHaveAttribute('aria-busy', 'true');
      await expect(within(card).getByRole('heading', { name })).toBeVisible();
      const rows = bodyRows(canvas, name);
      await expect(rows).toHaveLength(1);
      await expect(rows[0]!.textContent).toBe('');
    }
    await expect(canvas.queryByRole('figure', { name: TREND })).toBeNull();
  },
};

/** The figures cannot be loaded: each table says so and offers a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: everyOperation('insights', scenario.status500) } },
  play: async ({ canvas }) => {
    for (const name of TITLES) {
      const alert = await table(canvas, name).findByRole('alert');
      await expect(alert).toHaveTextContent('Data tidak dapat dimuat.');
      await expect(within(alert).getByRole('button', { name: 'Muat Ulang' })).toBeVisible();
    }
    await expect(canvas.queryByRole('figure', { name: TREND })).toBeNull();
  },
};

/** On a 360 px phone the page keeps its width: wide tables scroll sideways inside their cards. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas, 'Pencarian teratas').findByText('silinder')).toBeVisible();
    await table(canvas, 'Produk paling diminati').findAllByRole('link');
    const chart = canvas.getByRole('figure', { name: TREND });
    await expect(chart).toBeVisible();
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The products table (six columns) is wider than its card; its region scrolls, by keyboard too.
    const scroller = canvas.getByRole('region', { name: 'Tabel produk paling diminati' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    for (const name of TITLES)
      await expect(
        canvas.getByRole('region', { name }).getBoundingClientRect().right,
      ).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Each table exports as CSV (its rows, as the table shows them) and as Excel. */
export const Exports: Story = {
  play: async ({ canvas }) => {
    await table(canvas, 'Produk paling diminati').findAllByRole('link');
    await table(canvas, 'Pencarian teratas').findByText('silinder');
    const files = {
      'Produk paling diminati': ['produk-diminati', 'Produk'],
      'Pencarian tanpa hasil': ['pencarian-tanpa-hasil', 'Kata Pencarian'],
      'Pencarian teratas': ['pencarian-teratas', 'Kata Pencarian'],
    } as const;
    for (const name of TITLES) {
      const [baseName, firstColumn] = files[name];
      await catchDownloads(async (saved) => {
        await chooseExport(name, 'csv');
        const file = await firstSaved(saved);
        await expect(file.name).toMatch(new RegExp(`^${baseName}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
        // The file holds every row of the span; the table shows the first ten, in the same order.
        const shown = bodyRows(canvas, name).map(
          (row) => within(row).getAllByRole('cell')[0]!.textContent,
        );
        const records = await csvRecords(file);
        await expect(records.slice(0, shown.length).map((record) => record[firstColumn])).toEqual(
          shown,
        );
      });
      await catchDownloads(async (saved) => {
        await chooseExport(name, 'xlsx');
        const file = await firstSaved(saved);
        await expect(file.name).toMatch(new RegExp(`^${baseName}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
      });
    }
  },
};

/** 'Buat Sinonim' opens the synonym screen with the search that found nothing. */
export const MakeSynonym: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Buat Sinonim: silinder kompak 40' }),
    );
    const location = within(document.body).getByRole('status', { name: 'Lokasi', hidden: true });
    await expect(location).toHaveTextContent('/master/sinonim?kata=silinder+kompak+40');
  },
};
