import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FacetChips } from '../../../src/components/public/FacetChips/FacetChips.tsx';
import { withLocationProbe } from '../../screens/public/LocationProbe.tsx';

/** The results page for "silinder" narrowed (or not) by one category. */
const categoryHref = (id: number | null) =>
  id === null ? '/search?search=silinder' : `/search?search=silinder&category=${id}`;

const categories = [
  { id: 1, name: 'Silinder Pneumatik', count: 46679 },
  { id: 2, name: 'Katup & Solenoid', count: 312 },
  { id: 3, name: 'Fitting & Selang', count: 8 },
];

const brandNames = [
  'Airtac',
  'SMC',
  'Festo',
  'CKD',
  'Koganei',
  'Parker',
  'Camozzi',
  'Norgren',
  'Mindman',
  'Chelic',
  'Shako',
  'STNC',
  'Univer',
  'Metal Work',
  'Pneumax',
  'Aventics',
  'Bosch Rexroth',
  'Janatics',
  'Kuroda',
  'Taiyo',
  'Emerson ASCO',
  'Burkert',
  'Legris',
  'Pisco',
  'Nitta Moore',
  'TPC Mechatronics',
  'Yamaha Pneumatik Indonesia Sejahtera',
  'Sang-A',
  'Hengtong',
  'Ningbo Sono',
];

const meta = {
  title: 'Components/Public/FacetChips',
  component: FacetChips,
  decorators: [withLocationProbe],
  parameters: { route: '/search?search=silinder' },
  globals: { viewport: { value: 'desktop' } },
  args: { label: 'Kategori', facets: categories, selectedId: null, getHref: categoryHref },
} satisfies Meta<typeof FacetChips>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const group = (canvas: Canvas) => canvas.getByRole('group', { name: 'Kategori' });

/** Nothing chosen: 'Semua' is current; each chip shows its count. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // 'Semua' is the current chip; a count reads as a number of products.
    await expect(within(group(canvas)).getByRole('link', { name: 'Semua' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const chip = canvas.getByRole('link', { name: 'Silinder Pneumatik 46.679 produk' });
    await expect(chip).toHaveAttribute('href', '/search?search=silinder&category=1');
    await expect(chip).not.toHaveAttribute('aria-current');
  },
};

/** A category chosen: its chip is current and leads back to all categories. */
export const Selected: Story = {
  parameters: { route: '/search?search=silinder&category=2' },
  args: { selectedId: 2 },
  play: async ({ canvas }) => {
    // The chosen chip is marked; pressing it again (or 'Semua') drops the filter, keeping the query.
    const chosen = canvas.getByRole('link', { name: 'Katup & Solenoid 312 produk' });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    await expect(chosen).toHaveAttribute('href', '/search?search=silinder');
    await expect(canvas.getByRole('link', { name: 'Semua' })).not.toHaveAttribute('aria-current');
  },
};

/** While the counts load: placeholder chips, hidden from screen readers. */
export const Loading: Story = {
  args: { isLoading: true, facets: [] },
  play: async ({ canvas }) => {
    // No links yet, and no group for assistive technology.
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByText('Kategori')).toBeVisible();
  },
};

/** No values and nothing chosen: the group is not shown at all. */
export const Empty: Story = {
  args: { facets: [] },
  play: async ({ canvas }) => {
    // Nothing but the location line.
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByText('Kategori')).toBeNull();
  },
};

/** Thirty brands: chips wrap onto more lines; the page does not widen. */
export const Many: Story = {
  args: {
    label: 'Brand',
    facets: brandNames.map((name, index) => ({ id: index + 1, name, count: 1000 - index * 33 })),
  },
  play: async ({ canvas }) => {
    // 30 chips plus 'Semua', on several lines, inside the page.
    const brands = canvas.getByRole('group', { name: 'Brand' });
    await expect(within(brands).getAllByRole('link')).toHaveLength(31);
    const first = within(brands).getByRole('link', { name: 'Semua' }).getBoundingClientRect();
    const last = within(brands)
      .getByRole('link', { name: /^Ningbo Sono/ })
      .getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Keyboard: Tab reaches the chips in order; Enter narrows the results and keeps the query. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    // Tab to 'Semua', then to the first category.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Semua' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Silinder Pneumatik/ })).toHaveFocus();
    // Enter follows the chip: the address keeps ?search= and gains the category.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/search?search=silinder&category=1',
    );
  },
};

/** On a phone the chips wrap within 360 px; a long name wraps inside its chip. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Brand',
    facets: brandNames.slice(20).map((name, index) => ({ id: index + 1, name, count: 12 - index })),
  },
  play: async ({ canvas }) => {
    // Every chip is inside the viewport; nothing scrolls sideways.
    for (const chip of canvas.getAllByRole('link')) {
      await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
