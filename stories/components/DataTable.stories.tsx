import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DataTableDemo,
  bodyRows,
  closeFeedbackAfter,
  header,
  makeTypes,
  numbers,
  pageButtons,
  sortButton,
  table,
  typeTableArgs,
} from './DataTable.demo.tsx';
import type { TypeRow } from './DataTable.demo.tsx';

const meta = {
  title: 'Components/DataTable',
  component: DataTableDemo,
  args: typeTableArgs(),
  globals: { viewport: { value: 'desktop' } },
  beforeEach: closeFeedbackAfter,
} satisfies Meta<typeof DataTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel: the type table of SPEC 2.3 with 57 records. */
export const Playground: Story = {};

/** A full first page: 10 rows numbered 1–10, sorted by id descending (SPEC 9 defaults). */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The table is named, with SPEC 2.3's headers and a sort button on the sortable ones.
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['NO', 'Nama', 'STATUS', 'Aksi']);
    await expect(canvas.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    // Ten rows, numbered 1 to 10, newest id first.
    await expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expect(bodyRows()[0]).toHaveTextContent('57');
    // The range text and the controls.
    await expect(canvas.getByText('Menampilkan 1 sampai 10 dari 57 data')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Cari' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Data per halaman' })).toHaveValue('10');
    const sizes = within(canvas.getByRole('combobox', { name: 'Data per halaman' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(sizes).toEqual(['10', '25', '50', '100']);
    await expect(canvas.getByRole('button', { name: 'Tambah Data' })).toBeVisible();
  },
};

/** The first load: skeleton rows, the table marked busy, every page button disabled. */
export const Loading: Story = {
  args: { data: [], isLoading: true },
  play: async ({ canvas }) => {
    // Busy, with no empty text yet.
    await expect(table()).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Tidak ditemukan data apapun disini')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat...');
  },
};

/** Reloading with rows on screen: they stay, dimmed, and the buttons wait. */
export const LoadingWithRows: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(bodyRows()).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toBeDisabled();
  },
};

/** No record at all: SPEC 2.3's empty text, 'Menampilkan 0 dari 0 data', every page button disabled. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    // One row spanning the table with the exact text.
    await expect(
      canvas.getByRole('cell', { name: 'Tidak ditemukan data apapun disini' }),
    ).toHaveAttribute('colspan', '4');
    await expect(canvas.getByText('Menampilkan 0 dari 0 data')).toBeVisible();
    // One disabled page 1 keeps the control in place.
    await expect(pageButtons()).toEqual(['1']);
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  },
};

/** A failed load (SPEC 4): an empty table with total 0, whatever rows the parent still held. */
export const Error: Story = {
  args: { error: { status: 500 } },
  play: async ({ canvas }) => {
    // No row, the empty text and a total of 0.
    await expect(canvas.getByText('Tidak ditemukan data apapun disini')).toBeVisible();
    await expect(canvas.getByText('Menampilkan 0 dari 0 data')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
  },
};

/** Page 2 at 10 per page: numbering continues at 11 (SPEC 2.3). */
export const PageTwoNumbering: Story = {
  args: { initialQuery: { page: 2 } },
  play: async ({ canvas }) => {
    await expect(numbers()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    await expect(canvas.getByText('Menampilkan 11 sampai 20 dari 57 data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const LONG: TypeRow[] = [
  {
    id: 3,
    name: 'Silinder Pneumatik Double Acting dengan Magnet Piston dan Bantalan Udara yang Dapat Disetel Ukuran 32 x 100 mm',
    isActive: true,
  },
  {
    id: 2,
    name: 'KatupSolenoid5/2ArahSingleCoil24VDCDenganIndikatorLEDdanManualOverride',
    isActive: false,
  },
  { id: 1, name: 'Fitting', isActive: true },
];

/** Long names wrap inside their cell; a word without spaces breaks instead of widening the table. */
export const LongText: Story = {
  args: { data: LONG },
  play: async ({ canvas }) => {
    // The table is no wider than its box.
    const box = table().parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(canvas.getByRole('cell', { name: /^KatupSolenoid5\/2Arah/ })).toBeVisible();
  },
};

/** A 360 px phone: the controls stack and each row is a card (more in DataTablePhone.stories). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    // Nothing scrolls sideways, neither the page nor the table's box.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const box = table().parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(getComputedStyle(bodyRows()[0] as HTMLElement).display).toBe('flex');
    await expect(canvas.getByRole('searchbox', { name: 'Cari' })).toBeVisible();
  },
};

/** The wide 1440 px layout. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  args: { initialQuery: { length: 25 } },
  play: async () => {
    await expect(bodyRows()).toHaveLength(25);
  },
};

/** A dashboard-style table: no switch (a read-only badge), no 'Aksi', no 'Tambah Data'. */
export const ReadOnly: Story = {
  args: {
    caption: 'Data Produk',
    title: 'Data Produk',
    numberHeader: 'No',
    onAdd: undefined,
    onEdit: undefined,
    onDelete: undefined,
    onDetail: undefined,
    onToggle: undefined,
  },
  play: async () => {
    const grid = screen.getByRole('table', { name: 'Data Produk' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['No', 'Nama', 'STATUS']);
    await expect(within(grid).getAllByText('Aktif').length).toBeGreaterThan(0);
    await expect(screen.queryByRole('button', { name: 'Tambah Data' })).toBeNull();
  },
};

// Interactions that change the query: sort, search, page size, pages. Row actions are in
// DataTableRowActions.stories.tsx.

/** Interactions: Nama sorts asc → desc → asc, each time back on page 1 (SPEC 4). */
export const SortCycle: Story = {
  args: { initialQuery: { page: 3 } },
  play: async ({ args }) => {
    const applied = args.onQueryApplied as ReturnType<typeof fn>;
    // First click: ascending, page 1, A first.
    await userEvent.click(sortButton('Nama'));
    await expect(header('Nama')).toHaveAttribute('aria-sort', 'ascending');
    await expect(applied).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortBy: 'name', orderBy: 'asc', page: 1 }),
    );
    await expect(numbers()[0]).toBe('1');
    await expect(bodyRows()[0]).toHaveTextContent('Filter Udara');
    // Go to page 2, then click again: descending, page 1.
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await expect(applied).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    await userEvent.click(sortButton('Nama'));
    await expect(header('Nama')).toHaveAttribute('aria-sort', 'descending');
    await expect(applied).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortBy: 'name', orderBy: 'desc', page: 1 }),
    );
    await expect(bodyRows()[0]).toHaveTextContent('Silinder');
    // Third click: ascending again.
    await userEvent.click(sortButton('Nama'));
    await expect(header('Nama')).toHaveAttribute('aria-sort', 'ascending');
    // Another column starts ascending and Nama is no longer sorted.
    await userEvent.click(sortButton('STATUS'));
    await expect(header('STATUS')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Nama')).toHaveAttribute('aria-sort', 'none');
    await expect(applied).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortBy: 'is_active', orderBy: 'asc', page: 1 }),
    );
  },
};

/** Interactions: while a load runs, a sort click is ignored (SPEC 4). */
export const SortIgnoredWhileLoading: Story = {
  args: { isLoading: true },
  play: async ({ args }) => {
    // The sort button says it is unavailable, and a click changes nothing.
    await expect(sortButton('Nama')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sortButton('Nama'));
    await expect(header('Nama')).toHaveAttribute('aria-sort', 'none');
    await expect(args.onQueryApplied).not.toHaveBeenCalled();
  },
};

/** Interactions: the search waits 1000 ms after the last key, asks once, and goes to page 1. */
export const SearchDebounce: Story = {
  args: { initialQuery: { page: 3 } },
  play: async ({ args, canvas }) => {
    const applied = args.onQueryApplied as ReturnType<typeof fn>;
    // Clock the last keystroke and the applied query where they happen, not when awaits return.
    let lastInputAt = 0;
    let appliedAt = 0;
    applied.mockImplementation(() => {
      appliedAt = performance.now();
    });
    const box = canvas.getByRole('searchbox', { name: 'Cari' });
    box.addEventListener('input', () => {
      lastInputAt = performance.now();
    });
    // Type a word; the box shows it at once.
    await userEvent.type(box, 'regulator');
    await expect(box).toHaveValue('regulator');
    // One query with the whole word, on page 1, not before 1000 ms after the last key (measured
    // where they happen, so a busy machine cannot fake an early call; exact timing:
    // useDataTableQuery.test.tsx).
    await waitFor(() => expect(applied).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(appliedAt - lastInputAt).toBeGreaterThanOrEqual(990);
    await expect(applied).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'regulator', page: 1 }),
    );
    // The table shows only matching rows, and no second query follows.
    await waitFor(() =>
      expect(canvas.getByText('Menampilkan 1 sampai 9 dari 9 data')).toBeVisible(),
    );
    await expect(applied).toHaveBeenCalledTimes(1);
  },
};

/** Interactions: a page-size change shows that many rows from page 1. */
export const PageSizeChange: Story = {
  args: { initialQuery: { page: 3 } },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Data per halaman' }), '25');
    await expect(args.onQueryApplied).toHaveBeenLastCalledWith(
      expect.objectContaining({ length: 25, page: 1 }),
    );
    await expect(bodyRows()).toHaveLength(25);
    await expect(numbers()[24]).toBe('25');
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Interactions: five page buttons around the current page (SPEC 9). */
export const PaginationWindow: Story = {
  args: { data: makeTypes(200) },
  play: async ({ canvas }) => {
    // Page 1 of 20: 1–5, no previous page.
    await expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    // Page 5 is centred: 3–7.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 5' }));
    await expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    await expect(numbers()[0]).toBe('41');
    // Next goes to 6: 4–8.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(canvas.getByRole('button', { name: 'Halaman 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
  },
};

/** The last page: the last five buttons, no next page. */
export const PaginationLastPage: Story = {
  args: { data: makeTypes(200), initialQuery: { page: 20 } },
  play: async ({ canvas }) => {
    await expect(pageButtons()).toEqual(['16', '17', '18', '19', '20']);
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await expect(numbers()[9]).toBe('200');
  },
};

/** The row checkboxes of the page, top to bottom (the header's 'Pilih semua ...' left out). */
const rowCheckboxes = () => within(table()).getAllByRole('checkbox', { name: /^Pilih (?!semua)/ });
const selectAll = () =>
  within(table()).getByRole('checkbox', { name: 'Pilih semua data di halaman ini' });
const selectionBar = () => screen.queryByRole('toolbar', { name: 'Aksi untuk data terpilih' });

/** Bulk actions: a checkbox per row; nothing ticked, so no bar yet. */
export const SelectionNone: Story = {
  args: { onBulkAction: fn(async () => undefined) },
  play: async () => {
    await expect(rowCheckboxes()).toHaveLength(10);
    for (const box of rowCheckboxes()) await expect(box).not.toBeChecked();
    await expect(selectAll()).not.toBeChecked();
    await expect(selectionBar()).toBeNull();
  },
};

/** Two rows ticked: '2 dipilih' with the three actions, the header box half-ticked. */
export const SelectionSome: Story = {
  args: { onBulkAction: fn(async () => undefined) },
  play: async () => {
    const [first, second] = rowCheckboxes();
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await expect(selectAll()).toBePartiallyChecked();
    const bar = within(selectionBar() as HTMLElement);
    await expect(bar.getByText('2 dipilih')).toBeVisible();
    for (const name of ['Aktifkan', 'Nonaktifkan', 'Hapus'])
      await expect(bar.getByRole('button', { name })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The header box ticks the whole page, and a second press clears it. */
export const SelectionAllOnPage: Story = {
  args: { onBulkAction: fn(async () => undefined) },
  play: async () => {
    await userEvent.click(selectAll());
    for (const box of rowCheckboxes()) await expect(box).toBeChecked();
    await expect(within(selectionBar() as HTMLElement).getByText('10 dipilih')).toBeVisible();
    await userEvent.click(selectAll());
    await expect(selectionBar()).toBeNull();
    // Ticked again for the picture.
    await userEvent.click(selectAll());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A selection belongs to its page: another page, a sort or a search starts with none. */
export const SelectionClearsOnPageChange: Story = {
  args: { onBulkAction: fn(async () => undefined) },
  play: async ({ canvas }) => {
    await userEvent.click(rowCheckboxes()[0] as HTMLElement);
    await expect(selectionBar()).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(await canvas.findByText('Menampilkan 11 sampai 20 dari 57 data')).toBeVisible();
    await expect(selectionBar()).toBeNull();
    for (const box of rowCheckboxes()) await expect(box).not.toBeChecked();
    // A sort clears it too.
    await userEvent.click(rowCheckboxes()[0] as HTMLElement);
    await userEvent.click(sortButton('Nama'));
    await expect(selectionBar()).toBeNull();
  },
};

/** 'Nonaktifkan' hands the ticked rows to the screen, then the selection clears. */
export const SelectionAction: Story = {
  args: { onBulkAction: fn(async () => undefined) },
  play: async ({ args }) => {
    const [first, second] = rowCheckboxes();
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await userEvent.click(
      within(selectionBar() as HTMLElement).getByRole('button', { name: 'Nonaktifkan' }),
    );
    await expect(args.onBulkAction).toHaveBeenCalledWith('deactivate', [
      expect.objectContaining({ id: 57 }),
      expect.objectContaining({ id: 56 }),
    ]);
    await waitFor(() => expect(selectionBar()).toBeNull());
  },
};

/** 'Hapus' asks SPEC 8's question first; 'Batal' deletes nothing and keeps the selection. */
export const SelectionDeleteCancelled: Story = {
  args: { onBulkAction: fn(async () => undefined) },
  play: async ({ args }) => {
    await userEvent.click(rowCheckboxes()[0] as HTMLElement);
    await userEvent.click(
      within(selectionBar() as HTMLElement).getByRole('button', { name: 'Hapus' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Apakah anda yakin?' }));
    await expect(dialog.getByText('Data yang dihapus tidak dapat direstore')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    await expect(args.onBulkAction).not.toHaveBeenCalled();
    await expect(within(selectionBar() as HTMLElement).getByText('1 dipilih')).toBeVisible();
    // sweetalert2 gives focus back to 'Hapus' a moment after closing; blur after that, or the
    // screenshot catches the focus ring on a busy machine.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
