import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DataTableDemo,
  actionsOf,
  bodyRows,
  closeFeedbackAfter,
  header,
  sortButton,
  table,
  typeTableArgs,
} from './DataTable.demo.tsx';

const meta = {
  title: 'Components/DataTable Row Actions',
  component: DataTableDemo,
  args: typeTableArgs(),
  globals: { viewport: { value: 'desktop' } },
  beforeEach: closeFeedbackAfter,
} satisfies Meta<typeof DataTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Interactions: the row switch calls onToggle with the row, then toasts 'Status berhasil diubah!'. */
export const ToggleSuccess: Story = {
  play: async ({ args }) => {
    // 'Fitting Mini 57' is inactive; switch it on.
    const toggle = screen.getByRole('switch', { name: 'Status aktif Fitting Mini 57' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 57 }));
    // SPEC 8's toast, and the switch now on.
    await expect(await screen.findByRole('alert')).toHaveTextContent('Status berhasil diubah!');
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Interactions: a failed toggle puts the switch back and asks the parent to reload (SPEC 4). */
export const ToggleFailure: Story = {
  args: { onToggle: fn(async () => Promise.reject(new globalThis.Error('500'))) },
  play: async ({ args }) => {
    const toggle = screen.getByRole('switch', {
      name: 'Status aktif Katup Solenoid Heavy Duty 56',
    });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    // onReload is called, no toast, and the switch shows the old state again.
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** Interactions: 'Aksi' lists Detail, Edit, Delete; Edit and Detail call back with the row. */
export const ActionsEditDetail: Story = {
  play: async ({ args }) => {
    // Open the menu of the first row: Detail, Edit, Delete in that order.
    await userEvent.click(actionsOf('Fitting Mini 57'));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Detail',
      'Edit',
      'Delete',
    ]);
    // Edit.
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 57 }));
    // Detail on the second row.
    await userEvent.click(actionsOf('Katup Solenoid Heavy Duty 56'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Detail' }));
    await expect(args.onDetail).toHaveBeenCalledWith(expect.objectContaining({ id: 56 }));
  },
};

/** Without onDetail (every table but products) the menu has only Edit and Delete. */
export const ActionsWithoutDetail: Story = {
  args: { onDetail: undefined },
  play: async () => {
    await userEvent.click(actionsOf('Fitting Mini 57'));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
    ]);
  },
};

/** The user table adds 'Reset Password' before Edit and Delete. */
export const ActionsExtra: Story = {
  args: {
    onDetail: undefined,
    rowActions: [{ id: 'reset', label: 'Reset Password', onSelect: fn() }],
  },
  play: async ({ args }) => {
    await userEvent.click(actionsOf('Fitting Mini 57'));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Reset Password',
      'Edit',
      'Delete',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Reset Password' }));
    await expect(args.rowActions?.[0]?.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 57 }),
    );
  },
};

async function openDeleteConfirmation(rowName: string) {
  await userEvent.click(actionsOf(rowName));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Interactions: Delete asks SPEC 8's question; 'Ya, Hapus' then calls onDelete with the row. */
export const DeleteConfirmed: Story = {
  play: async ({ args }) => {
    const dialog = await openDeleteConfirmation('Fitting Mini 57');
    // The exact texts, and nothing deleted yet.
    await expect(dialog.getByRole('heading', { name: 'Apakah anda yakin?' })).toBeVisible();
    await expect(dialog.getByText('Data yang dihapus tidak dapat direstore')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Confirm.
    await userEvent.click(dialog.getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 57 })),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    // Focus is back on the row's 'Aksi' button.
    await waitFor(() => expect(actionsOf('Fitting Mini 57')).toHaveFocus());
  },
};

/** Interactions: 'Batal' in the confirmation deletes nothing. */
export const DeleteCancelled: Story = {
  play: async ({ args }) => {
    const dialog = await openDeleteConfirmation('Katup Solenoid Heavy Duty 56');
    await userEvent.click(dialog.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Focus is back on the row's 'Aksi' button.
    await waitFor(() => expect(actionsOf('Katup Solenoid Heavy Duty 56')).toHaveFocus());
  },
};

/** Interactions: 'Tambah Data' calls onAdd. */
export const AddData: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Data' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Interactions: with a slow server, a sort shows the loading state and then the sorted rows. */
export const SlowServer: Story = {
  args: { delayMs: 400 },
  play: async () => {
    await userEvent.click(sortButton('Nama'));
    // The table is busy and a second click is ignored while it loads.
    await expect(table()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sortButton('Nama'));
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    await expect(header('Nama')).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows()[0]).toHaveTextContent('Filter Udara');
  },
};
