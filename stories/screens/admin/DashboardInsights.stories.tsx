import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Insights } from '../../../src/screens/admin/Dashboard/Insights.tsx';
import { db } from '../../../mocks/db.ts';
import { INSIGHTS_TODAY } from '../../../mocks/fixtures/insights.ts';
import { everyOperation, scenario } from '../../../mocks/scenarios.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import { AdminFrame, signedIn } from './helpers.tsx';

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

const table = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('table', { name }));

/** 30 days (the default): the trend, the top products with sparklines, both search tables. */
export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    // The span buttons, '30 hari' pressed.
    await expect(canvas.getByRole('button', { name: '30 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The trend chart and the products, each a link to its page with its sparkline.
    await expect(
      await canvas.findByRole('figure', { name: 'Tren harian dilihat dan prospek' }),
    ).toBeVisible();
    const products = table(canvas, 'Produk paling diminati');
    const links = await products.findAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/produk\/\d+$/));
    await expect(products.getAllByRole('img', { name: /dilihat per hari/ })[0]).toBeVisible();
    // Searches that found nothing, and the top searches with click-through and position.
    await expect(
      await table(canvas, 'Pencarian tanpa hasil').findByText('silinder kompak 40'),
    ).toBeVisible();
    const top = table(canvas, 'Pencarian teratas');
    await expect(await top.findByText('silinder')).toBeVisible();
    await expect(top.getAllByText(/ %$/).length).toBeGreaterThan(0);
  },
};

/** '90 hari': the span widens; the trend covers 90 days. */
export const NinetyDays: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '90 hari' }));
    await expect(canvas.getByRole('button', { name: '90 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const chart = await canvas.findByRole('figure', { name: 'Tren harian dilihat dan prospek' });
    await waitFor(() => expect(chart).toHaveTextContent('2026-08-24 s.d. 2026-11-21'));
  },
};

/** '7 hari' on a site with a single day of visits. */
export const OneDay: Story = {
  loaders: [
    async () => {
      db.productDays = db.productDays.filter((row) => row.day === INSIGHTS_TODAY);
      db.searchDays = db.searchDays.filter((row) => row.day === INSIGHTS_TODAY);
      return {};
    },
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '7 hari' }));
    const products = table(canvas, 'Produk paling diminati');
    await waitFor(() =>
      expect(
        products.getAllByRole('img', { name: /dilihat per hari: 0, 0, 0, 0, 0, 0, \d+$/ }).length,
      ).toBeGreaterThan(0),
    );
  },
};

/** No visits and no searches yet. */
export const Empty: Story = {
  loaders: [
    async () => {
      db.productDays = [];
      db.searchDays = [];
      return {};
    },
  ],
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByText('Belum ada data pada rentang ini.')).toHaveLength(3),
    );
  },
};

/** While the figures load. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('insights', scenario.loading) } },
  play: async ({ canvas }) => {
    // The cards and their headings show; no product link until the figures arrive.
    const card = within(canvas.getByRole('region', { name: 'Produk paling diminati' }));
    await expect(card.getByRole('heading', { name: 'Produk paling diminati' })).toBeVisible();
    await expect(card.queryAllByRole('link')).toHaveLength(0);
  },
};

/** On a 360 px phone the tables scroll sideways inside their cards. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas, 'Pencarian teratas').findByText('silinder')).toBeVisible();
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
