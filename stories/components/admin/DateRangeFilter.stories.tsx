import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  DateRangeFilter,
  dayParam,
  oneOfParam,
  useDateRangeFilter,
} from '../../../src/components/admin/DateRangeFilter/index.ts';
import { Select } from '../../../src/ui/Select/Select.tsx';
import { withLocationProbe } from '../../screens/public/LocationProbe.tsx';

const meta = {
  title: 'Components/Admin/DateRangeFilter',
  component: DateRangeFilter,
  parameters: { layout: 'padded' },
  args: { label: 'Filter riwayat', onChange: fn(), onClear: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { from: '2026-01-05', to: '2026-01-06', allowsClear: true },
};

/** No filter set: both days empty, 'Hapus Filter' disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    // The bar is a named region with both ends empty and nothing to clear.
    await expect(canvas.getByRole('region', { name: 'Filter riwayat' })).toBeVisible();
    await expect(canvas.getByLabelText('Dari Tanggal')).toHaveValue('');
    await expect(canvas.getByLabelText('Sampai Tanggal')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeDisabled();
  },
};

/** A span of days: each end bounds the other, so the browser's picker offers no reversed span. */
export const WithDays: Story = {
  args: { from: '2026-02-10', to: '2026-02-28', allowsClear: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Dari Tanggal')).toHaveAttribute('max', '2026-02-28');
    await expect(canvas.getByLabelText('Sampai Tanggal')).toHaveAttribute('min', '2026-02-10');
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeEnabled();
  },
};

/** A last day typed before the first (the keyboard gets past `min`): the field says so. */
export const Backwards: Story = {
  args: { from: '2026-11-01', to: '2026-10-01', allowsClear: true },
  play: async ({ canvas }) => {
    const to = canvas.getByLabelText('Sampai Tanggal');
    await expect(to).toHaveAccessibleDescription('Sampai Tanggal tidak boleh sebelum Dari Tanggal');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The screen's own filters come first, then the days and 'Hapus Filter'. */
export const WithOwnFilters: Story = {
  args: {
    allowsClear: true,
    children: (
      <Select
        label="Status"
        options={[
          { id: 'new', text: 'Baru' },
          { id: 'done', text: 'Selesai' },
        ]}
        value={{ id: 'new', text: 'Baru' }}
        onChange={() => undefined}
      />
    ),
  },
  play: async ({ canvas }) => {
    // In reading order: Status, Dari Tanggal, Sampai Tanggal, Hapus Filter.
    const bar = canvas.getByRole('region', { name: 'Filter riwayat' });
    const status = canvas.getByRole('combobox', { name: 'Status' });
    const from = canvas.getByLabelText('Dari Tanggal');
    await expect(bar).toContainElement(status);
    await expect(status.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

/** Changing an end reports which one and its day; 'Hapus Filter' reports the clear. */
export const Interactions: Story = {
  args: { allowsClear: true },
  play: async ({ args, canvas }) => {
    // Typing a first day names the 'from' end.
    await userEvent.type(canvas.getByLabelText('Dari Tanggal'), '2026-01-05');
    await expect(args.onChange).toHaveBeenLastCalledWith('from', '2026-01-05');
    // Typing a last day names the 'to' end.
    await userEvent.type(canvas.getByLabelText('Sampai Tanggal'), '2026-01-06');
    await expect(args.onChange).toHaveBeenLastCalledWith('to', '2026-01-06');
    // 'Hapus Filter' calls onClear.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Filter' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

const DEMO_FILTERS = { status: oneOfParam(['new', 'done']), from: dayParam, to: dayParam };

/** useDateRangeFilter: the filters live in the address, as the audit trail and the inbox keep them. */
function FiltersInAddress() {
  const { filters, setFilter, range } = useDateRangeFilter(DEMO_FILTERS);
  const options = [
    { id: 'new', text: 'Baru' },
    { id: 'done', text: 'Selesai' },
  ];
  return (
    <DateRangeFilter label="Filter permintaan" {...range}>
      <Select
        label="Status"
        options={options}
        value={options.find((option) => option.id === filters.status) ?? null}
        onChange={(option) => setFilter('status', option ? String(option.id) : undefined)}
      />
    </DateRangeFilter>
  );
}

/** With its hook: a link's filters show, a change goes back to page 1, 'Hapus Filter' keeps the rest. */
export const InTheAddress: Story = {
  render: () => <FiltersInAddress />,
  decorators: [withLocationProbe],
  parameters: { route: '/admin/penawaran?page=3&search=budi&from=2026-02-10&status=x' },
  play: async ({ canvas }) => {
    const location = () => screen.getByRole('status', { name: 'Lokasi' });
    // The link's valid day shows; the unknown status is left out.
    await expect(canvas.getByLabelText('Dari Tanggal')).toHaveValue('2026-02-10');
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeEnabled();
    // A last day joins the address, back on page 1.
    await userEvent.type(canvas.getByLabelText('Sampai Tanggal'), '2026-02-28');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/admin/penawaran?search=budi&from=2026-02-10&status=x&to=2026-02-28',
      ),
    );
    await expect(canvas.getByLabelText('Dari Tanggal')).toHaveAttribute('max', '2026-02-28');
    // 'Hapus Filter' removes every filter and keeps the search.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Filter' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/penawaran\?search=budi$/));
    await expect(canvas.getByRole('button', { name: 'Hapus Filter' })).toBeDisabled();
  },
};
