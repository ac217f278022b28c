import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { QUOTES_TITLE, QuotesScreen } from '../../../src/screens/admin/Quotes/QuotesScreen.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { db } from '../../../mocks/db.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import { AdminFrame, expectAllColumnsInBox, signedIn, waitForRows } from './helpers.tsx';

const meta = {
  title: 'Screens/Admin/Quotes',
  component: QuotesScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={QUOTES_TITLE} routeName="admin-penawaran">
        <Story />
      </AdminFrame>
    ),
    withLocationProbe,
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/penawaran' },
  // The inbox's own three requests (issue 25): the fixtures since added for the quotation's states
  // (issue 35) are the detail's and the buyer's page's stories.
  loaders: [
    () => {
      db.quotes = db.quotes.filter((quote) => quote.id <= 3);
      return {};
    },
  ],
  beforeEach: signedIn(),
} satisfies Meta<typeof QuotesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three requests: references, buyers (one erased), item counts and statuses. */
export const Filled: Story = {
  play: async () => {
    const table = await waitForRows(QUOTES_TITLE);
    await expect(table.getAllByRole('row').slice(1)).toHaveLength(3);
    await expect(table.getByText('PNW-202602-00002')).toBeVisible();
    await expect(table.getByText('Budi Santoso')).toBeVisible();
    await expect(table.getByText('Data pribadi dihapus')).toBeVisible();
    for (const label of ['Baru', 'Diproses', 'Selesai'])
      await expect(table.getByText(label)).toBeVisible();
  },
};

/** At 1366 px (issue 32) every column fits the box: reference and date, buyer, contact, Produk, Status, Aksi. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async () => {
    const table = await waitForRows(QUOTES_TITLE);
    await expect(window.innerWidth).toBe(1366);
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'No',
      'Referensi',
      'Pemesan',
      'Kontak',
      'Produk',
      'Status',
      'Aksi',
    ]);
    await expectAllColumnsInBox(QUOTES_TITLE);
    // The merged cells: the date under the reference, the company under the buyer.
    const row = table.getByRole('row', { name: /PNW-202602-00002/ });
    await expect(row).toHaveTextContent('WIB');
    await expect(row).toHaveTextContent('PT Maju Jaya');
  },
};

/** The reference is the way into the request, not only 'Aksi' → 'Detail'. */
export const ReferenceOpensDetail: Story = {
  play: async ({ canvas }) => {
    const table = await waitForRows(QUOTES_TITLE);
    const link = table.getByRole('link', { name: 'PNW-202602-00002' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/admin\/penawaran\/\d+$/));
    await userEvent.click(link);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
        /\/admin\/penawaran\/\d+/,
      ),
    );
  },
};

/** A 360 px phone: each request is a card with its reference link, status and 'Aksi' on screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const table = await waitForRows(QUOTES_TITLE);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const row of table.getAllByRole('row').slice(1)) {
      const card = within(row);
      for (const element of [
        card.getByRole('link', { name: /^PNW-/ }),
        card.getByRole('button', { name: /^Aksi / }),
        card.getByText(/^(Baru|Diproses|Selesai)$/),
      ]) {
        await expect(element).toBeVisible();
        await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      }
    }
    screen.getByRole('table', { name: QUOTES_TITLE }).scrollIntoView({ block: 'start' });
  },
};

/** The status filter, kept in the address: only the new request. */
export const FilteredByStatus: Story = {
  parameters: { route: '/admin/penawaran?status=new' },
  play: async ({ canvas }) => {
    const table = await waitForRows(QUOTES_TITLE);
    await waitFor(() => expect(table.getAllByRole('row').slice(1)).toHaveLength(1));
    await expect(table.getByText('Budi Santoso')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeEnabled();
  },
};

/** The dates, kept in the address: the requests of 10 to 28 February 2026 (WIB days). */
export const FilteredByDates: Story = {
  parameters: { route: '/admin/penawaran?from=2026-02-10&to=2026-02-28' },
  play: async ({ canvas }) => {
    const table = await waitForRows(QUOTES_TITLE);
    // Both days show in their fields, and bound each other.
    await expect(canvas.getByLabelText('Dari Tanggal')).toHaveValue('2026-02-10');
    await expect(canvas.getByLabelText('Sampai Tanggal')).toHaveValue('2026-02-28');
    await expect(canvas.getByLabelText('Dari Tanggal')).toHaveAttribute('max', '2026-02-28');
    // The request of 4 February is left out; the two later ones stay.
    await waitFor(() => expect(table.getAllByRole('row').slice(1)).toHaveLength(2));
    await expect(table.getByText('Siti Rahayu')).toBeVisible();
    await expect(table.getByText('Budi Santoso')).toBeVisible();
    await expect(table.queryByText('PNW-202601-00001')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeEnabled();
  },
};

/** No request yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: withDefaults('quotes', scenario.empty('GET', '/admin/quote')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('quotes', scenario.loading) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: QUOTES_TITLE })).toBeVisible();
  },
};

/** Searching and choosing a status change the address and the rows; 'Hapus Filter' clears. */
export const InteractionsFilter: Story = {
  play: async ({ canvas }) => {
    await waitForRows(QUOTES_TITLE);
    // A status from the list.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Diproses' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent('status=processing'),
    );
    const table = within(canvas.getByRole('table', { name: QUOTES_TITLE }));
    await waitFor(() => expect(table.getAllByRole('row').slice(1)).toHaveLength(1));
    await expect(table.getByText('Siti Rahayu')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Filter' }));
    await waitFor(() => expect(table.getAllByRole('row').slice(1)).toHaveLength(3));
  },
};

/** A buyer's number opens a WhatsApp chat in 62… form (issue 32); an erased buyer has a dash, no link. */
export const PhoneLinks: Story = {
  parameters: { screenshot: false }, // the same rows as Filled
  play: async () => {
    const table = await waitForRows(QUOTES_TITLE);
    const links = table.getAllByRole('link', { name: /^Chat WhatsApp/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://wa.me/6281234567890',
      'https://wa.me/6281322223333',
    ]);
    await expect(links[1]).toHaveTextContent('0813-2222-3333');
    await expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
