import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dropdown } from '../../src/ui/Dropdown/Dropdown.tsx';
import type { DropdownItem } from '../../src/ui/Dropdown/Dropdown.tsx';
import { Icon } from '../../src/ui/Icon/Icon.tsx';
import { Modal } from '../../src/ui/Modal/Modal.tsx';

/** The DataTable's 'Aksi' menu (SPEC 2.3); products add Detail. */
const tableActions = (): DropdownItem[] => [
  { id: 'edit', label: 'Edit', icon: <Icon name="edit" size="small" />, onSelect: fn() },
  {
    id: 'delete',
    label: 'Delete',
    tone: 'danger',
    icon: <Icon name="trash" size="small" />,
    onSelect: fn(),
  },
  { id: 'detail', label: 'Detail', onSelect: fn() },
];

/** The navbar's profile menu (SPEC 2.3). */
const profileActions = (): DropdownItem[] => [
  {
    id: 'password',
    label: 'Ubah Password',
    icon: <Icon name="key" size="small" />,
    onSelect: fn(),
  },
  {
    id: 'logout',
    label: 'Keluar',
    tone: 'danger',
    icon: <Icon name="log-out" size="small" />,
    onSelect: fn(),
  },
];

const onSelectOf = (items: DropdownItem[], id: string) =>
  items.find((item) => item.id === id)?.onSelect;

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  parameters: { layout: 'padded' },
  args: { label: 'Aksi', items: tableActions(), onOpenChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
    items: { control: false },
    triggerContent: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { variant: 'secondary', size: 'medium', align: 'start', isDisabled: false },
  play: async ({ canvas }) => {
    // A closed menu button.
    const trigger = canvas.getByRole('button', { name: 'Aksi' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The table's 'Aksi' menu, open: Edit, Delete (in red) and Detail. */
export const Open: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    // Opening shows the three actions in order.
    await userEvent.click(canvas.getByRole('button', { name: 'Aksi' }));
    const menu = await screen.findByRole('menu', { name: 'Aksi' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(['Edit', 'Delete', 'Detail']);
  },
};

/** The navbar menu: the profile initial as trigger, the menu aligned to the right edge. */
export const ProfileMenu: Story = {
  args: {
    label: 'Menu profil',
    items: profileActions(),
    triggerContent: <span aria-hidden="true">A</span>,
    variant: 'primary',
    align: 'end',
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The trigger is named for screen readers; the menu lines up with its right edge.
    const trigger = canvas.getByRole('button', { name: 'Menu profil' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Menu profil' });
    await expect(within(menu).getByRole('menuitem', { name: 'Ubah Password' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Keluar' })).toBeVisible();
    await waitFor(() =>
      expect(Math.round(menu.getBoundingClientRect().right)).toBe(
        Math.round(trigger.getBoundingClientRect().right),
      ),
    );
  },
};

/** The trigger cannot be pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    // Disabled, and a click opens nothing.
    const trigger = canvas.getByRole('button', { name: 'Aksi' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** An item shown but not available (for example Delete on the signed-in user's own row). */
export const WithDisabledItem: Story = {
  args: {
    items: [
      { id: 'edit', label: 'Edit', onSelect: fn() },
      { id: 'delete', label: 'Delete', tone: 'danger', isDisabled: true, onSelect: fn() },
    ],
  },
  play: async ({ canvas, args }) => {
    // Open the menu and click the disabled item: nothing happens and the menu stays.
    await userEvent.click(canvas.getByRole('button', { name: 'Aksi' }));
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    await expect(onSelectOf(args.items, 'delete')).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

/** Long item labels widen the menu instead of wrapping. */
export const LongText: Story = {
  args: {
    label: 'Aksi lainnya',
    items: [
      { id: 'reset', label: 'Reset Password ke kata sandi bawaan', onSelect: fn() },
      { id: 'edit', label: 'Edit', onSelect: fn() },
    ],
  },
  play: async ({ canvas }) => {
    // The long item stays on one line.
    await userEvent.click(canvas.getByRole('button', { name: 'Aksi lainnya' }));
    const item = await screen.findByRole('menuitem', {
      name: 'Reset Password ke kata sandi bawaan',
    });
    const edit = screen.getByRole('menuitem', { name: 'Edit' });
    await expect(item.getBoundingClientRect().height).toBe(edit.getBoundingClientRect().height);
  },
};

/** On a 360 px phone the right-aligned profile menu stays on screen. */
export const Mobile: Story = {
  ...ProfileMenu,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Phone width; the open menu is fully inside it.
    await expect(window.innerWidth).toBe(360);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu profil' }));
    const menu = await screen.findByRole('menu', { name: 'Menu profil' });
    await waitFor(() => expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** Click opens; choosing an item calls its onSelect, closes and returns focus to the trigger. */
export const InteractionsChoose: Story = {
  name: 'Interactions: open and choose',
  args: { items: tableActions() },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Aksi' });
    // A click opens the menu with focus on the first item.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Choosing Delete calls only its onSelect.
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await expect(onSelectOf(args.items, 'delete')).toHaveBeenCalledTimes(1);
    await expect(onSelectOf(args.items, 'edit')).not.toHaveBeenCalled();
    // The menu is closed and focus is back on the trigger.
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // A second click on the trigger while open closes it again.
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Arrow keys, Home and End move through the items; Enter chooses. */
export const InteractionsKeyboard: Story = {
  name: 'Interactions: arrow keys',
  args: { items: tableActions() },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Aksi' });
    // ArrowDown on the focused trigger opens on the first item.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    // ArrowDown moves down; ArrowUp from the first wraps to the last.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(screen.getByRole('menuitem', { name: 'Detail' })).toHaveFocus();
    // ArrowDown from the last wraps to the first; End and Home jump.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Detail' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    // Enter chooses the focused item.
    await userEvent.keyboard('{Enter}');
    await expect(onSelectOf(args.items, 'edit')).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('menu')).toBeNull();
    // ArrowUp on the trigger opens on the last item.
    await userEvent.keyboard('{ArrowUp}');
    await expect(await screen.findByRole('menuitem', { name: 'Detail' })).toHaveFocus();
  },
};

/** Escape closes and puts focus back on the trigger. */
export const InteractionsEscape: Story = {
  name: 'Interactions: Escape closes',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Aksi' });
    // Open, then press Escape.
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    // Closed, focus on the trigger.
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click anywhere outside closes the menu (SPEC 4). */
export const InteractionsClickOutside: Story = {
  name: 'Interactions: click outside closes',
  render: (args) => (
    <>
      <p>Klik di luar menu untuk menutupnya.</p>
      <Dropdown {...args} />
    </>
  ),
  play: async ({ canvas, args }) => {
    // Open the menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Aksi' }));
    await screen.findByRole('menu');
    // Click the paragraph outside: the menu closes without choosing anything.
    await userEvent.click(canvas.getByText('Klik di luar menu untuk menutupnya.'));
    await expect(screen.queryByRole('menu')).toBeNull();
    for (const item of args.items) await expect(item.onSelect).not.toHaveBeenCalled();
  },
};

/** Tab closes the menu and moves on to the next control on the page. */
export const InteractionsTab: Story = {
  name: 'Interactions: Tab closes',
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Dropdown {...args} />
      <button type="button">Berikutnya</button>
    </div>
  ),
  play: async ({ canvas }) => {
    // Open with the keyboard, then Tab.
    canvas.getByRole('button', { name: 'Aksi' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.tab();
    // Closed, and focus is on the next control after the trigger.
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Berikutnya' })).toHaveFocus();
  },
};

/** Inside a modal, Escape closes only the menu; a second Escape closes the modal. */
export const InteractionsInModal: Story = {
  name: 'Interactions: inside a modal',
  render: function InModal(args) {
    const [isOpen, setIsOpen] = useState(true);
    return (
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Detail Produk" size="small">
        <Dropdown {...args} />
      </Modal>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Detail Produk' });
    // The menu opens inside the dialog (so it stays inside aria-modal).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aksi' }));
    const menu = await screen.findByRole('menu');
    await expect(dialog).toContainElement(menu);
    // Escape closes the menu, the modal stays.
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(screen.getByRole('dialog', { name: 'Detail Produk' })).toBeVisible();
    // Escape again closes the modal.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
