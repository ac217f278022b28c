import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DashboardScreen } from '../../../src/screens/admin/Dashboard/DashboardScreen.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { INSIGHTS_TODAY } from '../../../mocks/fixtures/insights.ts';
import { db } from '../../../mocks/db.ts';
import { EXPORT_TEXT } from '../../../src/screens/admin/shared/ExportMenu.tsx';
import {
  catchDownloads,
  chooseExport,
  csvRecords,
  exportButton,
  firstSaved,
  openExportMenu,
} from './exportStories.ts';
import { AdminFrame, expectErrorDialog, signedIn, waitForRows } from './helpers.tsx';

/** Tuesday 17 March 2026, 09:00 WIB: the quote fixtures' requests wait, one quotation expires. */
const FOLLOW_UP_CLOCK = '2026-03-17T02:00:00.000Z';

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: DashboardScreen,
  decorators: [
    (Story) => (
      <AdminFrame title="Dashboard" routeName="admin-dashboard">
        <Story />
      </AdminFrame>
    ),
  ],
  // The insights (issue 26) take the fixtures' last day as today, so the figures never move.
  args: { today: new Date(`${INSIGHTS_TODAY}T08:00:00Z`) },
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    route: '/admin/dashboard',
  },
  // 'Perlu Tindak Lanjut' (issue 35) counts working days to a fixed clock, so it never moves.
  beforeEach: () => {
    db.clock = FOLLOW_UP_CLOCK;
    return signedIn()();
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts and both tables from the fixtures. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The three cards of SPEC 2.3.
    const counts = canvas.getByRole('list', { name: 'Ringkasan' });
    await expect(counts).toHaveTextContent('Total Produk');
    await expect(counts).toHaveTextContent('Total Brand');
    await expect(counts).toHaveTextContent('Total Category');
    // 'Data Produk': No, Nama, Kategori, Brand, Type.
    const products = await waitForRows('Data Produk');
    for (const header of ['No', 'Nama', 'Kategori', 'Brand', 'Type']) {
      await expect(products.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // 'Data Subscribe': No, Nama, Email, Nomor Telpon.
    const subscribers = await waitForRows('Data Subscribe');
    for (const header of ['No', 'Nama', 'Email', 'Nomor Telpon']) {
      await expect(subscribers.getByRole('columnheader', { name: header })).toBeVisible();
    }
  },
};

/** No products and no subscribers yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'dashboard',
        scenario.empty('GET', '/admin/dashboard'),
        scenario.empty('GET', '/admin/dashboard/subscribe'),
      ),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByText('Tidak ditemukan data apapun disini')).toHaveLength(2),
    );
  },
};

/** While everything loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('dashboard', scenario.loading) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Data Produk' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The subscriber list fails (SPEC 4, 8): that table empties with a total of 0; the rest still shows. */
export const SubscribersFail: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('dashboard', scenario.error(403, 'GET', '/admin/dashboard/subscribe')),
    },
  },
  play: async ({ canvas }) => {
    await waitForRows('Data Produk');
    const subscribers = within(canvas.getByRole('table', { name: 'Data Subscribe' }));
    await expect(await subscribers.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
    await expect(canvas.getAllByText('Menampilkan 0 dari 0 data')).toHaveLength(1);
  },
};

/** On a 360 px phone the cards stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await waitForRows('Data Subscribe');
  },
};

const SUBSCRIBERS = 'Data Subscribe';

/** 'Ekspor' on 'Data Subscribe': a closed menu button until pressed. */
export const ExportIdle: Story = {
  play: async () => {
    await waitForRows(SUBSCRIBERS);
    await expect(exportButton(SUBSCRIBERS)).toBeEnabled();
    await expect(exportButton(SUBSCRIBERS)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Pressed: the menu offers CSV and Excel. */
export const ExportChoosingFormat: Story = {
  play: async () => {
    await waitForRows(SUBSCRIBERS);
    const menu = await openExportMenu(SUBSCRIBERS);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      EXPORT_TEXT.csv,
      EXPORT_TEXT.xlsx,
    ]);
  },
};

/** A searched subscriber table (its state under 'subscribe_' in the address): the CSV holds the same rows. */
export const ExportSearchedCsv: Story = {
  parameters: { route: '/admin/dashboard?subscribe_search=an&subscribe_orderBy=asc' },
  play: async () => {
    const table = await waitForRows(SUBSCRIBERS);
    const rows = table.getAllByRole('row').slice(1);
    await catchDownloads(async (saved) => {
      await chooseExport(SUBSCRIBERS, 'csv');
      const file = await firstSaved(saved);
      await expect(file.name).toMatch(/^subscriber-\d{4}-\d{2}-\d{2}\.csv$/);
      const records = await csvRecords(file);
      // The same subscribers, oldest first as the address asks.
      await expect(records).toHaveLength(rows.length);
      for (const [index, row] of rows.entries())
        await expect(row).toHaveTextContent(records[index]?.Email ?? '-');
    });
  },
};

/** While the server makes the file: 'Menyiapkan file...' with a spinner. */
export const ExportDownloading: Story = {
  parameters: {
    msw: { handlers: withDefaults('exports', scenario.loading('GET', '/admin/subscribe/export')) },
  },
  play: async () => {
    await waitForRows(SUBSCRIBERS);
    await chooseExport(SUBSCRIBERS, 'xlsx');
    await expect(exportButton(SUBSCRIBERS, EXPORT_TEXT.busy)).toBeDisabled();
  },
};

/** The export fails: SPEC 8's dialog in Indonesian, then the button is ready again. */
export const ExportError: Story = {
  parameters: {
    msw: {
      handlers: withDefaults('exports', scenario.status500('GET', '/admin/subscribe/export')),
    },
  },
  play: async () => {
    await waitForRows(SUBSCRIBERS);
    await chooseExport(SUBSCRIBERS, 'csv');
    await expectErrorDialog('Terjadi kesalahan koneksi');
    // (The dialog hides the page from the accessibility tree; the button is ready behind it.)
    await expect(exportButton(SUBSCRIBERS)).toBeEnabled();
  },
};
