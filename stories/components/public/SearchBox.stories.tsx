import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SuggestingSearchBox } from './suggestFixtures.tsx';

const meta = {
  title: 'Components/Public/SearchBox',
  component: SuggestingSearchBox,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440, minHeight: 560, margin: '0 0 0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { mode: 'filtered', onSearch: fn(), onOpenSuggestion: fn() },
} satisfies Meta<typeof SuggestingSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const box = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Cari produk' });
const list = (canvas: Canvas) => canvas.findByRole('listbox', { name: 'Saran pencarian' });

/** The closed box: a combobox that suggests nothing until something is typed. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // A collapsed combobox inside the search landmark; the form still posts to /search.
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('search', { name: 'Cari produk' })).toHaveAttribute(
      'action',
      '/search',
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** One character is not enough: no list, no request. */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    // Type one letter: still collapsed.
    await userEvent.type(box(canvas), 's');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** A few matches: products with price and picture, then categories and brands, then 'Cari “…”'. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // Type two letters: the list opens with its three groups.
    await userEvent.type(box(canvas), 'si');
    const listbox = await list(canvas);
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(box(canvas)).toHaveAttribute('aria-controls', listbox.id);
    await expect(await within(listbox).findByRole('group', { name: 'Produk' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Kategori' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Brand' })).toBeVisible();
    // A product shows its price through the rupiah helper.
    const first = within(listbox).getByRole('option', { name: /Silinder Kompak CQ2 32x50/ });
    await expect(first).toHaveTextContent('Rp. 350.000 - Rp. 900.000');
    // The last entry searches the text itself.
    const options = within(listbox).getAllByRole('option');
    await expect(options.at(-1)).toHaveTextContent('Cari “si”');
    // Screen readers hear how many suggestions there are.
    await expect(canvas.getByRole('status')).toHaveTextContent('6 saran tersedia');
  },
};

/**
 * Another maker's part number, typed as it is printed on a broken part ('cdq2b 32-50' for SMC's
 * CDQ2B32-50): our equivalent comes first, saying which code it replaces.
 */
export const Equivalent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'cdq2b 32-50');
    const listbox = await list(canvas);
    const products = within(await within(listbox).findByRole('group', { name: 'Produk' }));
    const first = products.getAllByRole('option')[0];
    await expect(first).toHaveTextContent('Silinder Kompak CQ2 32x50');
    await expect(within(first!).getByText('Padanan untuk CDQ2B32-50')).toBeVisible();
    // Only the product the code names says so.
    await expect(products.getAllByText(/^Padanan untuk /)).toHaveLength(1);
  },
};

/** While the answer is awaited: a loading text and only the search entry. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvas }) => {
    // Type: the list says it is looking and is busy.
    await userEvent.type(box(canvas), 'silinder');
    const listbox = await list(canvas);
    await expect(canvas.getByText('Mencari saran...', { selector: 'p' })).toBeVisible();
    await expect(listbox).toHaveAttribute('aria-busy', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  },
};

/** Nothing matches: the empty text, and the search entry still offers the full search. */
export const Empty: Story = {
  args: { mode: 'empty' },
  play: async ({ canvas }) => {
    // Type a word nothing has.
    await userEvent.type(box(canvas), 'zzxq');
    await expect(
      await canvas.findByText('Tidak ada saran untuk “zzxq”', { selector: 'p' }),
    ).toBeVisible();
    const listbox = await list(canvas);
    await expect(within(listbox).getByRole('option')).toHaveTextContent('Cari “zzxq”');
    await expect(canvas.getByRole('status')).toHaveTextContent('Tidak ada saran untuk “zzxq”');
  },
};

/** Many matches: the list scrolls inside itself, and a long name wraps. */
export const Many: Story = {
  args: { mode: 'many' },
  play: async ({ canvas }) => {
    // Type: 8 products, 6 categories, 6 brands and the search entry.
    await userEvent.type(box(canvas), 'silinder');
    const listbox = await list(canvas);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(21));
    // The list is taller than its box: it scrolls, the page does not widen.
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Keyboard: arrows move the highlight, Enter opens the highlighted product. */
export const KeyboardOpensHighlighted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas), 'silinder');
    const listbox = await list(canvas);
    await within(listbox).findByRole('group', { name: 'Produk' });
    // ArrowDown twice: the second option is highlighted and named by aria-activedescendant.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1];
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box(canvas)).toHaveAttribute('aria-activedescendant', second?.id);
    await expect(box(canvas)).toHaveFocus();
    // Enter opens it, not the search, and the list closes.
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSuggestion).toHaveBeenCalledWith('/detail-product/2');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: ArrowUp from the box wraps to the last entry, which searches the text. */
export const KeyboardWrapsToSearch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas), 'katup');
    await within(await list(canvas)).findByRole('group', { name: 'Produk' });
    // ArrowUp: the last entry, 'Cari “katup”'.
    await userEvent.keyboard('{ArrowUp}');
    const active = canvas.getByRole('option', { selected: true });
    await expect(active).toHaveTextContent('Cari “katup”');
    // ArrowDown from the last wraps to the first product.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent(
      'Katup Solenoid 5/2 Way',
    );
    // Back up and Enter: the search runs with the text.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('katup');
  },
};

/** Keyboard: Escape closes the list and keeps the text; ArrowDown opens it again. */
export const KeyboardEscape: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'festo');
    await within(await list(canvas)).findByRole('group', { name: 'Brand' });
    // Escape: closed, nothing highlighted, the text stays.
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(canvas)).not.toHaveAttribute('aria-activedescendant');
    await expect(box(canvas)).toHaveValue('festo');
    // ArrowDown: open again with the first entry highlighted.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('option', { selected: true })).toHaveTextContent('Festo');
  },
};

/** Enter on the text itself (nothing highlighted) searches it, as SPEC 2.1 says. */
export const EnterSearchesText: Story = {
  play: async ({ canvas, args }) => {
    // Type and wait for the suggestions, then Enter without choosing one.
    await userEvent.type(box(canvas), '  silinder kompak ');
    await within(await list(canvas)).findByRole('group', { name: 'Produk' });
    await userEvent.keyboard('{Enter}');
    // The trimmed text goes to the search; no suggestion opens; the list closes.
    await expect(args.onSearch).toHaveBeenCalledWith('silinder kompak');
    await expect(args.onOpenSuggestion).not.toHaveBeenCalled();
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A pointer: hovering highlights, a click opens the brand's list. */
export const PointerOpensBrand: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas), 'smc');
    const brand = await canvas.findByRole('option', { name: 'SMC' });
    // Hover highlights; the click opens the brand page.
    await userEvent.hover(brand);
    await expect(brand).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(brand);
    await expect(args.onOpenSuggestion).toHaveBeenCalledWith('/brand-produk?id=2');
  },
};

/** A press outside closes the list. */
export const OutsideClickCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'selang');
    await within(await list(canvas)).findByRole('group', { name: 'Produk' });
    // Press the page beside the box.
    await userEvent.click(document.body);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
  },
};

/** On a phone the list sits under the box in the page's flow, and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { mode: 'many' },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'silinder');
    const listbox = await list(canvas);
    await within(listbox).findByRole('group', { name: 'Produk' });
    // The list is below the box and inside the 360 px width.
    const field = box(canvas).getBoundingClientRect();
    const popup = listbox.getBoundingClientRect();
    await expect(popup.top).toBeGreaterThanOrEqual(field.bottom);
    await expect(popup.right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
