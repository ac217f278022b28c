import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../../src/api/schema.ts';
import {
  InsightRangePicker,
  useInsightRange,
} from '../../../src/components/admin/InsightRangePicker/index.ts';
import { Funnel } from '../../../src/screens/admin/Dashboard/Funnel.tsx';
import { FUNNEL_COLUMNS } from '../../../src/lib/quote/funnel.ts';
import { INSIGHTS_TODAY } from '../../../mocks/fixtures/insights.ts';
import { apiPath } from '../../../mocks/respond.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { catchDownloads, chooseExport, csvRecords, firstSaved } from './exportStories.ts';
import { AdminFrame, signedIn } from './helpers.tsx';

type Row = components['schemas']['AnalyticsFunnelRow'];

/** The funnel with the insights' range picker, as the dashboard shows it. */
function FunnelWithRange({ today }: { today: Date }) {
  const { range, picker } = useInsightRange(today);
  return (
    <>
      <InsightRangePicker {...picker} />
      <Funnel range={range} />
    </>
  );
}

const TITLE = 'Corong Penjualan';
const PATH = '/admin/analytics/funnel';

/** A month of a busy catalogue: every step of the funnel filled. */
const ROWS: Row[] = [
  ['2026-11', 1, 'Silinder Kompak AK-32x50', 928, 14, 12, 5, 20.5],
  ['2026-11', 4, 'Katup Solenoid AV-5210 24VDC', 870, 9, 9, 3, 6],
  ['2026-11', 9, 'Filter Regulator AR-2000', 596, 2, 0, 0, null],
  ['2026-10', 1, 'Silinder Kompak AK-32x50', 812, 11, 10, 6, 26.3],
  ['2026-10', 20, 'Panel Distribusi Daya 3 Fasa 400A', 140, 0, 0, 0, null],
].map(([month, productId, productName, views, requests, quotationsSent, accepted, hours]) => ({
  month: month as string,
  productId: productId as number,
  productName: productName as string,
  views: views as number,
  requests: requests as number,
  quotationsSent: quotationsSent as number,
  accepted: accepted as number,
  medianHoursToQuotation: hours as number | null,
}));

/** The funnel call answers `rows` for whatever span it asks. */
const answering = (rows: Row[]) =>
  withDefaults(
    'insights',
    apiPath(PATH).map((pattern) =>
      http.get(pattern, async ({ request }) => {
        await delay(0);
        const url = new URL(request.url);
        return HttpResponse.json({
          data: rows,
          meta: {
            total: rows.length,
            from: url.searchParams.get('from') ?? '',
            to: url.searchParams.get('to') ?? '',
          },
        });
      }),
    ),
  );

const meta = {
  title: 'Screens/Admin/Dashboard/Funnel',
  component: FunnelWithRange,
  decorators: [
    (Story) => (
      <AdminFrame title="Dashboard" routeName="admin-dashboard">
        <Story />
      </AdminFrame>
    ),
  ],
  args: { today: new Date(`${INSIGHTS_TODAY}T08:00:00Z`) },
  globals: { viewport: { value: 'laptop' } },
  parameters: { route: '/admin/dashboard', msw: { handlers: answering(ROWS) } },
  beforeEach: signedIn(),
} satisfies Meta<typeof FunnelWithRange>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: TITLE }));

/** A row per month and product: views, requests, sent, accepted, the median hours. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'false'),
    );
    const rows = table(canvas).getAllByRole('row');
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(FUNNEL_COLUMNS.filter((column) => column.header !== 'ID').map((c) => c.header));
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 2026', 'Silinder Kompak AK-32x50', '928', '14', '12', '5', '20,5 jam']);
    // No quotation yet: no median.
    await expect(rows[3]).toHaveTextContent('-');
    await expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/admin/produk/1');
  },
};

/** The span buttons ask the funnel again for the chosen span. */
export const NinetyDays: Story = {
  parameters: { msw: { handlers: withDefaults('insights') } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '90 hari' }));
    await expect(canvas.getByRole('button', { name: '90 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The mock API's funnel of the fixtures: views of four months, newest first.
    await waitFor(() => expect(table(canvas).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(table(canvas).getAllByRole('row')[1]).toHaveTextContent('Nov 2026');
    const months = table(canvas)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await expect(months).toContain('Sep 2026');
  },
};

/** Nothing in the span. */
export const Empty: Story = {
  parameters: { msw: { handlers: answering([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Belum ada data pada rentang ini.')).toBeVisible();
  },
};

/** While the funnel loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: withDefaults('insights', scenario.loading('GET', PATH)) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The funnel fails: a message and 'Muat Ulang'. */
export const LoadError: Story = {
  parameters: { msw: { handlers: withDefaults('insights', scenario.error(500, 'GET', PATH)) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Data tidak dapat dimuat.');
  },
};

/** On a 390 px phone the table scrolls sideways inside its card, the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(table(canvas).getAllByRole('row')).toHaveLength(ROWS.length + 1));
    const scroller = canvas.getByRole('region', { name: 'Tabel corong penjualan' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** On a 1366 px laptop the whole table fits. */
export const Laptop: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(table(canvas).getAllByRole('row')).toHaveLength(ROWS.length + 1));
    const scroller = canvas.getByRole('region', { name: 'Tabel corong penjualan' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};

/** 'Ekspor' → CSV: the mock API's funnel of the span, with the export's header row. */
export const ExportCsv: Story = {
  parameters: { msw: { handlers: withDefaults('insights') } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'false'),
    );
    const shown = table(canvas).getAllByRole('row').slice(1);
    await catchDownloads(async (saved) => {
      await chooseExport(TITLE, 'csv');
      const file = await firstSaved(saved);
      await expect(file.name).toMatch(/^corong-penjualan-\d{4}-\d{2}-\d{2}\.csv$/);
      const records = await csvRecords(file);
      await expect(Object.keys(records[0] ?? {})).toEqual(FUNNEL_COLUMNS.map((c) => c.header));
      await expect(records).toHaveLength(shown.length);
      for (const [index, row] of shown.entries())
        await expect(row).toHaveTextContent(records[index]?.Produk ?? '-');
    });
  },
};
