import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect } from '../../src/ui/MultiSelect/MultiSelect.tsx';
import type { MultiSelectProps } from '../../src/ui/MultiSelect/MultiSelect.tsx';
import { brandOptions, categoryOptions, sleep, useServerSearch } from './fixtures/selectOptions.ts';

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: { label: 'Kategori', options: categoryOptions, onChange: fn() },
  argTypes: {
    options: { control: 'object' },
    value: { control: false },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, padding: 16, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => screen.findByRole('listbox');
/** The texts of the chips, in order. */
const chipNames = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { placeholder: 'Pilih Data', isLoading: false, isDisabled: false, error: '' },
  play: async ({ canvas }) => {
    // A combobox named by its label.
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toBeVisible();
  },
};

/** Nothing chosen: 'Pilih Data'. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    // The exact placeholder and no chips.
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toHaveAttribute(
      'placeholder',
      'Pilih Data',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Chosen options show as chips, each with a remove button. */
export const WithValue: Story = {
  args: { defaultValue: [categoryOptions[0]!, categoryOptions[2]!] },
  play: async ({ canvas, canvasElement }) => {
    // Two chips in a list named after the field, and no placeholder.
    await expect(canvas.getByRole('list', { name: 'Kategori terpilih' })).toBeVisible();
    await expect(chipNames(canvasElement)).toEqual(['Silinder', 'Fitting']);
    await expect(canvas.getByRole('button', { name: 'Hapus Silinder' })).toBeVisible();
    await expect(canvas.getByRole('combobox')).not.toHaveAttribute('placeholder');
  },
};

/** The open list allows several choices; chosen ones are marked. */
export const Open: Story = {
  args: { defaultValue: [categoryOptions[1]!] },
  play: async ({ canvas }) => {
    // Open: a multi-selectable list with Valve selected.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    const list = await listbox();
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(list).getByRole('option', { name: 'Valve' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(list).getByRole('option', { name: 'Selang' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

/** Options still loading: 'Harap Tunggu...'. */
export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvas }) => {
    // The open list says to wait.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    await expect(within(await listbox()).getByText('Harap Tunggu...')).toBeVisible();
  },
};

/** No options: 'Tidak Ada Data'. */
export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    // The open list says there is nothing.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    await expect(within(await listbox()).getByText('Tidak Ada Data')).toBeVisible();
  },
};

/** A validation message. */
export const WithError: Story = {
  args: {
    label: 'Marketplace',
    options: brandOptions,
    error: 'Marketplace tidak boleh kosong',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    // Invalid and described by the message.
    const combobox = canvas.getByRole('combobox', { name: 'Marketplace' });
    await expect(combobox).toBeInvalid();
    await expect(combobox).toHaveAccessibleDescription('Marketplace tidak boleh kosong');
  },
};

/** Not available: chips stay but cannot be removed. */
export const Disabled: Story = {
  args: { defaultValue: [categoryOptions[0]!], isDisabled: true },
  play: async ({ canvas }) => {
    // The field and the chip's remove button are disabled.
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Hapus Silinder' })).toBeDisabled();
  },
};

/** Many and long chips wrap onto several lines inside the field. */
export const LongText: Story = {
  args: {
    label: 'Brand',
    options: brandOptions,
    defaultValue: [
      { id: 101, text: 'Bosch Rexroth Pneumatics Indonesia' },
      ...brandOptions.slice(0, 6),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // Seven chips, and the field grows in height instead of overflowing.
    await expect(chipNames(canvasElement)).toHaveLength(7);
    const field = canvas.getByRole('list', { name: 'Brand terpilih' }).parentElement!;
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(60);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(400 + 16);
  },
};

/** On a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: categoryOptions.slice(0, 3) },
  play: async ({ canvas }) => {
    // Phone width; the field fits.
    await expect(window.innerWidth).toBe(360);
    const field = canvas.getByRole('list', { name: 'Kategori terpilih' }).parentElement!;
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** Picking toggles an option in and out; the list stays open for more. */
export const InteractionsToggle: Story = {
  name: 'Interactions: toggle in and out',
  play: async ({ canvas, args, canvasElement }) => {
    // Pick Silinder and Selang: two chips, the list still open.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Silinder' }));
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Selang' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, text: 'Silinder' },
      { id: 4, text: 'Selang' },
    ]);
    await expect(chipNames(canvasElement)).toEqual(['Silinder', 'Selang']);
    await expect(screen.getByRole('listbox')).toBeVisible();
    // Picking Silinder again takes it out.
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Silinder' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 4, text: 'Selang' }]);
    await expect(chipNames(canvasElement)).toEqual(['Selang']);
    await expect(screen.getByRole('option', { name: 'Silinder' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

/** A chip's remove button, and Backspace in the empty field, take choices out. */
export const InteractionsRemoveChip: Story = {
  name: 'Interactions: remove chips',
  args: { defaultValue: categoryOptions.slice(0, 3) },
  play: async ({ canvas, args, canvasElement }) => {
    // The remove button of Valve takes only Valve out, and focus goes to the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Valve' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, text: 'Silinder' },
      { id: 3, text: 'Fitting' },
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toHaveFocus();
    // Backspace in the empty field removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(chipNames(canvasElement)).toEqual(['Silinder']);
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 1, text: 'Silinder' }]);
  },
};

/** Keyboard: arrows move, Enter toggles, Escape closes. */
export const InteractionsKeyboard: Story = {
  name: 'Interactions: keyboard',
  play: async ({ canvas, canvasElement }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Kategori' });
    // Tab in, ArrowDown opens on Silinder, Enter toggles it in.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard('{Enter}');
    // ArrowDown to Valve, Enter toggles it in too; the list stays open.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(chipNames(canvasElement)).toEqual(['Silinder', 'Valve']);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // Enter again on Valve toggles it out.
    await userEvent.keyboard('{Enter}');
    await expect(chipNames(canvasElement)).toEqual(['Silinder']);
    // Escape closes the list.
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** Typing filters; a click outside closes the list (SPEC 4). */
export const InteractionsFilterAndClickOutside: Story = {
  name: 'Interactions: filter and click outside',
  args: { label: 'Brand', options: brandOptions },
  render: (args) => (
    <>
      <MultiSelect {...args} />
      <p>Area di luar pilihan.</p>
    </>
  ),
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brand' });
    // Typing 'sm' leaves SMC; Enter picks it and the typed text is cleared.
    await userEvent.type(combobox, 'sm');
    await expect(within(await listbox()).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 2, text: 'SMC' }]);
    await expect(combobox).toHaveValue('');
    // A click outside closes the list.
    await userEvent.click(canvas.getByText('Area di luar pilihan.'));
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** A server-searched multi-select (useServerSearch). */
function ServerSearchDemo(args: MultiSelectProps) {
  return <MultiSelect {...args} {...useServerSearch(args.onSearch)} />;
}

/** Server search waits 800 ms after the last keystroke, as in Select. */
export const InteractionsServerSearch: Story = {
  name: 'Interactions: server search debounce',
  args: { label: 'Brand', onSearch: fn() },
  render: (args) => <ServerSearchDemo {...args} />,
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brand' });
    // Type 'par': 'Harap Tunggu...' and no call yet.
    await userEvent.type(combobox, 'par');
    await expect(within(await listbox()).getByText('Harap Tunggu...')).toBeVisible();
    await sleep(500);
    await expect(args.onSearch).not.toHaveBeenCalled();
    // One call with the whole text, then the answer to pick from.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledWith('par');
    await userEvent.click(await screen.findByRole('option', { name: 'Parker' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 4, text: 'Parker' }]);
  },
};
