// The shared DataTable on a phone (issue 32): every row a card of 'label: value' lines with its
// 'Aksi' on screen, e-mail addresses wrapping only at '@' and '.', names whole. At tablet width
// and up the same rows stay a table.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DataTable } from '../../src/components/DataTable/DataTable.tsx';
import type { DataTableColumn, DataTableProps } from '../../src/components/DataTable/types.ts';
import { useDataTableQuery } from '../../src/components/DataTable/useDataTableQuery.ts';
import { closeFeedbackAfter } from './DataTable.demo.tsx';

/** A staff user as the user table shows it. */
interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  isActive: boolean;
}

const USERS: UserRow[] = [
  {
    id: 3,
    name: 'Raden Ajeng Kusumawardhani Purbaningrum',
    email: 'pengadaan.barang@majuteknikindonesia.co.id',
    role: 'Admin',
    isActive: true,
  },
  { id: 2, name: 'Budi Santoso', email: 'budi@majuteknik.co.id', role: 'Admin', isActive: false },
  {
    id: 1,
    name: 'admin',
    email: 'admin@katalogpneumatik.example',
    role: 'Superuser',
    isActive: true,
  },
];

const COLUMNS: DataTableColumn<UserRow>[] = [
  { key: 'name', header: 'Nama', sortKey: 'name' },
  { key: 'email', header: 'Email', kind: 'email' },
  { key: 'role', header: 'Role' },
  { key: 'status', header: 'Status', kind: 'status', sortKey: 'is_active' },
];

type Passed = Omit<
  DataTableProps<UserRow>,
  'query' | 'onQueryChange' | 'searchText' | 'onSearchTextChange' | 'rows' | 'total'
>;

/** The user table with three fixed rows; the query only moves the controls. */
function PhoneTableDemo(props: Passed) {
  const table = useDataTableQuery();
  return (
    <div style={{ padding: 16 }}>
      <DataTable<UserRow> {...props} {...table.tableProps} rows={USERS} total={USERS.length} />
    </div>
  );
}

const meta = {
  title: 'Components/DataTable/Phone',
  component: PhoneTableDemo,
  args: {
    caption: 'User',
    title: 'User',
    columns: COLUMNS,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onToggle: fn(async () => undefined),
  },
  globals: { viewport: { value: 'mobile' } },
  beforeEach: closeFeedbackAfter,
} satisfies Meta<typeof PhoneTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const userTable = () => screen.getByRole('table', { name: 'User' });
const bodyRows = () => within(userTable()).getAllByRole('row').slice(1);

/** Whether an element lies wholly inside the window, sideways. */
function isInsideViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
}

/** The distinct line tops a stretch of text is drawn on. */
function linesOf(range: Range): number {
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/**
 * The words (runs without spaces) under `element` that are drawn on more than one line. EmailText
 * puts each part of an address in a text node of its own, so a break at '@' or '.' is between
 * text nodes and not counted; 'majuteknik.c' / 'o.id' is.
 */
function wordsBrokenMidWord(element: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (linesOf(range) > 1) broken.push(word[0]);
    }
  }
  return broken;
}

/** The cell of `row` under the column labelled `label`. */
function cellOf(row: HTMLElement, label: string): HTMLElement {
  const cell = row.querySelector(`td[data-label="${label}"]`);
  if (!(cell instanceof HTMLElement)) throw new Error(`No cell '${label}'`);
  return cell;
}

/** A 360 px phone: each user is a card; its name, e-mail, role, switch and 'Aksi' are all on screen. */
export const Cards: Story = {
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    // Nothing scrolls sideways: not the page, not the table's box.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const box = screen.getByRole('region', { name: 'Tabel User' });
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    for (const row of bodyRows()) {
      // A card: the row is a box of its own, inside the screen.
      await expect(getComputedStyle(row).display).toBe('flex');
      await expect(isInsideViewport(row)).toBe(true);
      const user = USERS.find((one) => row.textContent?.includes(one.email)) as UserRow;
      // Its 'Aksi' and its switch can be reached without scrolling sideways; 'Aksi' tops the card.
      const actions = within(row).getByRole('button', { name: `Aksi ${user.name}` });
      await expect(actions).toBeVisible();
      await expect(actions.getBoundingClientRect().top).toBeLessThan(
        cellOf(row, 'Nama').getBoundingClientRect().top,
      );
      await expect(isInsideViewport(actions)).toBe(true);
      await expect(isInsideViewport(within(row).getByRole('switch'))).toBe(true);
      // Each value has its column's name beside it.
      const name = cellOf(row, 'Nama');
      await expect(getComputedStyle(name, '::before').content).toContain('Nama');
      await expect(isInsideViewport(name)).toBe(true);
      // The name and the address are whole: no word is cut over two lines.
      await expect(wordsBrokenMidWord(name)).toEqual([]);
      await expect(wordsBrokenMidWord(cellOf(row, 'Email'))).toEqual([]);
    }
    // The long address does wrap (at '@' and '.'), so the check above had something to check.
    const long = within(userTable()).getByText((_, element) =>
      Boolean(element?.matches('span') && element.textContent === USERS[0]?.email),
    );
    const whole = document.createRange();
    whole.selectNodeContents(long);
    await expect(linesOf(whole)).toBeGreaterThan(1);
  },
};

/** The card's 'Aksi' opens its menu on the phone; the menu lies on screen too. */
export const CardActions: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Aksi Budi Santoso' }));
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    await expect(isInsideViewport(edit)).toBe(true);
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

/** With bulk actions: a checkbox on each card, and 'select all' and the sort buttons in a strip above. */
export const CardsWithSelection: Story = {
  args: { onBulkAction: fn(async () => undefined) },
  play: async () => {
    const strip = within(userTable()).getAllByRole('row')[0] as HTMLElement;
    await expect(
      within(strip).getByRole('checkbox', { name: 'Pilih semua data di halaman ini' }),
    ).toBeVisible();
    await expect(within(strip).getByRole('button', { name: 'Nama' })).toBeVisible();
    await expect(isInsideViewport(within(strip).getByRole('button', { name: 'Status' }))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Budi Santoso' }));
    await expect(screen.getByText('1 dipilih')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A read-only table (no switch, no 'Aksi', nothing to sort): cards with no strip above. */
export const CardsReadOnly: Story = {
  args: {
    columns: COLUMNS.map(({ sortKey: _sortKey, ...column }) => column),
    onAdd: undefined,
    onEdit: undefined,
    onDelete: undefined,
    onToggle: undefined,
  },
  play: async () => {
    // The headers are still there for screen readers, only out of sight.
    const head = userTable().querySelector('thead') as HTMLElement;
    await expect(head.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(within(userTable()).getAllByRole('columnheader')).toHaveLength(5);
    await expect(within(userTable()).getAllByText('Aktif').length).toBeGreaterThan(0);
  },
};

/** From 768 px up the rows stay a table; the address still wraps only at '@' and '.'. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async () => {
    for (const row of bodyRows()) {
      await expect(getComputedStyle(row).display).toBe('table-row');
      await expect(wordsBrokenMidWord(cellOf(row, 'Email'))).toEqual([]);
      await expect(isInsideViewport(within(row).getByRole('button', { name: /^Aksi / }))).toBe(
        true,
      );
    }
  },
};
