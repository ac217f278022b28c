import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUDIT_TITLE, AuditScreen } from '../../../src/screens/admin/Audit/AuditScreen.tsx';
import { db } from '../../../mocks/db.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import { AdminFrame, signedIn, waitForRows } from './helpers.tsx';

const meta = {
  title: 'Screens/Admin/Audit',
  component: AuditScreen,
  decorators: [
    (Story) => (
      <AdminFrame title={AUDIT_TITLE} routeName="admin-riwayat">
        <Story />
      </AdminFrame>
    ),
    withLocationProbe,
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/admin/riwayat' },
  beforeEach: signedIn(),
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('status', { name: 'Lokasi' });

/** Ten entries of a week, newest first: who, what, which record and the fields before → after. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await waitForRows(AUDIT_TITLE);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    // Newest first: the product rename by admin, in Jakarta time.
    await expect(
      within(rows[0] as HTMLElement).getByText('Produk: Silinder Kompak AK-32x50'),
    ).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('2026-01-10 15:00:00')).toBeVisible();
    await expect(
      within(rows[0] as HTMLElement).getByText(/Silinder Kompak AK-32x40/),
    ).toBeVisible();
    // A toggle reads as a status change; a password event shows no value.
    const lines = table.getAllByRole('listitem').map((item) => item.textContent);
    await expect(lines).toContain('Status: Aktif → Tidak Aktif');
    await expect(table.getByText('Password diubah (tidak disimpan)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeDisabled();
  },
};

/** Many entries: pages of 10, the page in the address. */
export const Many: Story = {
  beforeEach: () => {
    const base = db.audit.length;
    for (let i = 1; i <= 45; i += 1) {
      db.audit.push({
        id: base + i,
        createdAt: new Date(Date.UTC(2026, 1, 1, 1, i)).toISOString(),
        user: { id: 2, name: 'Siti Rahmawati' },
        action: 'update',
        entity: 'type',
        recordId: 1,
        recordName: 'Silinder Kompak',
        changes: [
          { field: 'name', before: `Silinder Kompak ${i - 1}`, after: `Silinder Kompak ${i}` },
        ],
      });
    }
  },
  play: async ({ canvas }) => {
    await waitForRows(AUDIT_TITLE);
    await expect(canvas.getByText(/dari 55/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /halaman 2$/i }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent('page=2'));
  },
};

/** No entry at all: SPEC 2.3's empty table text. */
export const Empty: Story = {
  parameters: { msw: { handlers: everyOperation('audit', scenario.empty) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
  },
};

/** While the trail loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('audit', scenario.loading) } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: AUDIT_TITLE });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load: an empty table with a total of 0 (SPEC 4). */
export const WithError: Story = {
  parameters: {
    msw: { handlers: withDefaults('audit', scenario.error(500, 'GET', '/admin/audit')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
  },
};

/** Choosing a user and a kind of data narrows the list and writes both into the address. */
export const Filters: Story = {
  play: async ({ canvas }) => {
    await waitForRows(AUDIT_TITLE);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await body.findByRole('option', { name: 'Siti Rahmawati' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent('user=2'));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Jenis Data' }));
    await userEvent.click(await body.findByRole('option', { name: 'Produk' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent('entity=product'));
    const table = await waitForRows(AUDIT_TITLE);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    await expect(table.getByText('Siti Rahmawati')).toBeVisible();
    await expect(table.getByText(/Harga/)).toBeVisible();
    // One click empties every filter again.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Filter' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/admin\/riwayat$/));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A shared link with filters and a date range opens with them applied. */
export const FiltersFromAddress: Story = {
  parameters: { route: '/admin/riwayat?action=sign-in&from=2026-01-05&to=2026-01-06' },
  play: async ({ canvas }) => {
    const table = await waitForRows(AUDIT_TITLE);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByRole('combobox', { name: 'Aksi' })).toHaveValue('Masuk');
    await expect(canvas.getByLabelText('Dari Tanggal')).toHaveValue('2026-01-05');
    await expect(canvas.getByLabelText('Sampai Tanggal')).toHaveValue('2026-01-06');
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeEnabled();
  },
};

/** Sorting by time flips to oldest first. */
export const SortByTime: Story = {
  play: async ({ canvas }) => {
    const table = await waitForRows(AUDIT_TITLE);
    await userEvent.click(table.getByRole('button', { name: /Waktu/ }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent('sortBy=created_at'));
    await waitFor(() =>
      expect(
        within(table.getAllByRole('row')[1] as HTMLElement).getByText('2026-01-05 16:00:00'),
      ).toBeVisible(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The other role gets 403 from the server: the shared dialog, an empty table. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: withDefaults('audit', scenario.status403('GET', '/admin/audit')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ditemukan data apapun disini')).toBeVisible();
    await expect(document.querySelector('.swal2-container')).toBeNull();
  },
};

/** On a 360 px phone the filters stack and each row is a card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await waitForRows(AUDIT_TITLE);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
