import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../../src/ui/Select/Select.tsx';
import type { SelectProps } from '../../src/ui/Select/Select.tsx';
import { Modal } from '../../src/ui/Modal/Modal.tsx';
import { brandOptions, categoryOptions, sleep, useServerSearch } from './fixtures/selectOptions.ts';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Kategori', options: categoryOptions, onChange: fn() },
  argTypes: {
    options: { control: 'object' },
    value: { control: false },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16, minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => screen.findByRole('listbox');

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: {
    placeholder: 'Pilih Data',
    isLoading: false,
    isDisabled: false,
    isRequired: false,
    error: '',
  },
  play: async ({ canvas }) => {
    // A closed combobox named by its label.
    const combobox = canvas.getByRole('combobox', { name: 'Kategori' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing chosen: the placeholder 'Pilih Data' (SPEC 8). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    // Empty value with the exact placeholder, and no clear button.
    const combobox = canvas.getByRole('combobox', { name: 'Kategori' });
    await expect(combobox).toHaveValue('');
    await expect(combobox).toHaveAttribute('placeholder', 'Pilih Data');
    await expect(canvas.queryByRole('button', { name: 'Hapus pilihan' })).toBeNull();
  },
};

/** An option is chosen: its text shows and the clear button appears. */
export const WithValue: Story = {
  args: { defaultValue: { id: 2, text: 'Valve' } },
  play: async ({ canvas }) => {
    // The chosen text and the clear button.
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Valve');
    await expect(canvas.getByRole('button', { name: 'Hapus pilihan' })).toBeVisible();
  },
};

/** The open list; the chosen option is marked. */
export const Open: Story = {
  args: { defaultValue: { id: 2, text: 'Valve' } },
  play: async ({ canvas }) => {
    // Clicking the field opens every option, the chosen one selected and active.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    const valve = within(list).getByRole('option', { name: 'Valve' });
    await expect(valve).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', valve.id);
  },
};

/** Options still loading: 'Harap Tunggu...' (SPEC 8). */
export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvas }) => {
    // The open list says to wait.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    const list = await listbox();
    await expect(within(list).getByText('Harap Tunggu...')).toBeVisible();
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

/** No options: 'Tidak Ada Data' (SPEC 8). */
export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    // The open list says there is nothing.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    await expect(within(await listbox()).getByText('Tidak Ada Data')).toBeVisible();
  },
};

/** The product form's message when the brand is missing (SPEC 5). */
export const WithError: Story = {
  args: {
    label: 'Brand',
    options: brandOptions,
    error: 'Brand tidak boleh kosong!',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    // Invalid, required, described by the exact message.
    const combobox = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(combobox).toBeInvalid();
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAccessibleDescription('Brand tidak boleh kosong!');
  },
};

/** Not available; no clear button either. */
export const Disabled: Story = {
  args: { defaultValue: { id: 1, text: 'Silinder' }, isDisabled: true },
  play: async ({ canvas }) => {
    // Disabled, keeps its text, cannot be cleared.
    const combobox = canvas.getByRole('combobox', { name: 'Kategori' });
    await expect(combobox).toBeDisabled();
    await expect(combobox).toHaveValue('Silinder');
    await expect(canvas.queryByRole('button', { name: 'Hapus pilihan' })).toBeNull();
  },
};

/** Long option texts wrap inside the list, which matches the field's width. */
export const LongText: Story = {
  args: {
    label: 'Tipe',
    options: [
      {
        id: 1,
        text: 'Silinder pneumatik double acting dengan magnet dan cushion yang dapat diatur',
      },
      { id: 2, text: 'Valve solenoid 5/2 single coil 24 VDC' },
    ],
    defaultValue: {
      id: 1,
      text: 'Silinder pneumatik double acting dengan magnet dan cushion yang dapat diatur',
    },
  },
  play: async ({ canvas }) => {
    // The list is exactly as wide as the field.
    const combobox = canvas.getByRole('combobox', { name: 'Tipe' });
    await userEvent.click(combobox);
    const list = await listbox();
    const field = combobox.parentElement?.getBoundingClientRect();
    await waitFor(() =>
      expect(Math.round(list.getBoundingClientRect().width)).toBe(
        Math.round(field?.width ?? 0) - 2,
      ),
    );
  },
};

/** On a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { label: 'Brand', options: brandOptions },
  play: async ({ canvas }) => {
    // Phone width; the open list stays on screen.
    await expect(window.innerWidth).toBe(360);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    const list = await listbox();
    await waitFor(() => expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(360));
  },
};

/** Choosing replaces the value; the list closes after each choice. */
export const InteractionsChoose: Story = {
  name: 'Interactions: choose replaces',
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Kategori' });
    // Choose Silinder.
    await userEvent.click(combobox);
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Silinder' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 1, text: 'Silinder' });
    await expect(combobox).toHaveValue('Silinder');
    await expect(screen.queryByRole('listbox')).toBeNull();
    // Clicking the field selects its text, so typing 'fit' replaces it and finds Fitting.
    await userEvent.click(combobox);
    await userEvent.keyboard('fit');
    await expect(combobox).toHaveValue('fit');
    const options = within(await listbox()).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Fitting']);
    // Choosing Fitting replaces the value.
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Fitting' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 3, text: 'Fitting' });
    await expect(combobox).toHaveValue('Fitting');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The clear button empties the value. */
export const InteractionsClear: Story = {
  name: 'Interactions: clear button',
  args: { defaultValue: { id: 4, text: 'Selang' } },
  play: async ({ canvas, args }) => {
    // Press the clear button.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus pilihan' }));
    // onChange(null), an empty field with the placeholder, focus back in the field.
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    const combobox = canvas.getByRole('combobox', { name: 'Kategori' });
    await expect(combobox).toHaveValue('');
    await expect(combobox).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Hapus pilihan' })).toBeNull();
  },
};

/** Keyboard only: arrows open and move, Enter chooses, Escape closes without a change. */
export const InteractionsKeyboard: Story = {
  name: 'Interactions: keyboard',
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Kategori' });
    // Tab into the field and open with ArrowDown: the first option is active.
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    const active = () =>
      document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveTextContent('Silinder');
    // ArrowDown twice moves to Fitting; ArrowUp back to Valve.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(active()).toHaveTextContent('Valve');
    await expect(within(list).getByRole('option', { name: 'Valve' })).toHaveAttribute(
      'data-active',
      'true',
    );
    // Enter chooses Valve and closes.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 2, text: 'Valve' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    // Reopen, move, and Escape: closed and still Valve.
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(combobox).toHaveValue('Valve');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Typing filters the options; Enter takes the first match; no match says 'Tidak Ada Data'. */
export const InteractionsFilter: Story = {
  name: 'Interactions: typing filters',
  args: { label: 'Brand', options: brandOptions },
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brand' });
    // Typing 'ai' leaves only the brands containing it.
    await userEvent.type(combobox, 'ai');
    const list = await listbox();
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['Airtac', 'Taiyo']);
    // Enter takes the first match.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 3, text: 'Airtac' });
    await expect(combobox).toHaveValue('Airtac');
    // Text that matches nothing shows 'Tidak Ada Data'.
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'zzz');
    await expect(within(await listbox()).getByText('Tidak Ada Data')).toBeVisible();
    // Leaving the field restores the chosen text.
    await userEvent.tab();
    await expect(combobox).toHaveValue('Airtac');
  },
};

/** A click outside closes the list (SPEC 4). */
export const InteractionsClickOutside: Story = {
  name: 'Interactions: click outside closes',
  render: (args) => (
    <>
      <Select {...args} />
      <p>Area di luar pilihan.</p>
    </>
  ),
  play: async ({ canvas, args }) => {
    // Open the list.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    await listbox();
    // Click outside: closed, nothing chosen.
    await userEvent.click(canvas.getByText('Area di luar pilihan.'));
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A server-searched select, as the product form's lookups and the user form's role use it. */
function ServerSearchDemo(args: SelectProps) {
  return <Select {...args} {...useServerSearch(args.onSearch)} />;
}

/** Server search: at most 15 options; the first list is the server's first 15. */
export const ServerSearch: Story = {
  args: { label: 'Brand', onSearch: fn() },
  render: (args) => <ServerSearchDemo {...args} />,
  play: async ({ canvas }) => {
    // Opening lists the 15 options the server sent, not all 30 brands.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await expect(within(await listbox()).getAllByRole('option')).toHaveLength(15);
  },
};

/** onSearch waits 800 ms after the last keystroke and runs once with the final text. */
export const InteractionsServerSearch: Story = {
  name: 'Interactions: server search debounce',
  args: { label: 'Brand', onSearch: fn() },
  render: (args) => <ServerSearchDemo {...args} />,
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brand' });
    // The last keystroke's time, taken as it happens (a loaded machine returns from type() late).
    let typedAt = 0;
    combobox.addEventListener('input', () => (typedAt = performance.now()));
    // Type 'fe': the list waits ('Harap Tunggu...') and nothing is asked yet.
    await userEvent.type(combobox, 'fe');
    await expect(within(await listbox()).getByText('Harap Tunggu...')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    // Half a second later still nothing: the debounce is 800 ms.
    await sleep(500);
    await expect(args.onSearch).not.toHaveBeenCalled();
    // Then exactly one call, with the whole text, no earlier than 800 ms after typing.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(performance.now() - typedAt).toBeGreaterThanOrEqual(750);
    await expect(args.onSearch).toHaveBeenCalledWith('fe');
    // The server's answer replaces the list.
    const festo = await screen.findByRole('option', { name: 'Festo' });
    await expect(within(await listbox()).getAllByRole('option')).toHaveLength(1);
    // Choosing it fills the field.
    await userEvent.click(festo);
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 1, text: 'Festo' });
  },
};

/** Inside a modal the list renders in the dialog; Escape closes the list, then the modal. */
export const InteractionsInModal: Story = {
  name: 'Interactions: inside a modal',
  render: function InModal(args) {
    const [isOpen, setIsOpen] = useState(true);
    return (
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Tambah Produk" size="small">
        <Select {...args} />
      </Modal>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Produk' });
    // The list opens inside the dialog.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kategori' }));
    await expect(dialog).toContainElement(await listbox());
    // Escape closes only the list.
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(screen.getByRole('dialog', { name: 'Tambah Produk' })).toBeVisible();
    // A second Escape closes the modal.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
