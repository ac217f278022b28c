import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DashboardScreen } from '../../../src/screens/admin/Dashboard/DashboardScreen.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { AdminFrame, signedIn, waitForRows } from './helpers.tsx';

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
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    route: '/admin/dashboard',
  },
  beforeEach: signedIn(),
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
    await waitFor(() => expect(canvas.getAllByText('Tidak ditemukan data apapun disini')).toHaveLength(2));
  },
};

/** While everything loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('dashboard', scenario.loading) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Data Produk' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The subscriber list fails (SPEC 4, 8): that table empties with a total of 0; the rest still shows. */
export const SubscribersFail: Story = {
  parameters: { msw: { handlers: withDefaults('dashboard', scenario.error(403, 'GET', '/admin/dashboard/subscribe')) } },
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
