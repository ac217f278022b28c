import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { within } from 'storybook/test';
import { CategoryMegaMenu } from '../../../src/components/public/MegaMenu/CategoryMegaMenu.tsx';
import { menuCategories } from './fixtures.ts';

const meta = {
  title: 'Components/Public/MegaMenu/Category',
  component: CategoryMegaMenu,
  // The panel spans the positioned bar it hangs from, as in the top bar.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 600 }}>
        <nav aria-label="Menu utama" style={{ position: 'relative', padding: 8 }}>
          <Story />
        </nav>
      </div>
    ),
  ],
  args: { categories: menuCategories, onMoreCategories: fn() },
} satisfies Meta<typeof CategoryMegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu with its button and returns the trigger. */
async function open(canvas: ReturnType<typeof within>) {
  const trigger = canvas.getByRole('button', { name: 'Category' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return trigger;
}

/** Closed: only the 'Category' button. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // Collapsed, no link shown.
    await expect(canvas.getByRole('button', { name: 'Category' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Open at 1440 px: four categories with their types. */
export const Desktop: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas }) => {
    // Open the menu.
    await open(canvas);
    // Categories open their list, types theirs.
    await expect(canvas.getByRole('link', { name: 'Katup & Solenoid' })).toHaveAttribute(
      'href',
      '/kategori-produk?id=2',
    );
    await expect(canvas.getByRole('link', { name: 'Silinder Kompak 11' })).toHaveAttribute(
      'href',
      '/tipe-produk?id=11',
    );
    // Exactly 10 types: See More; 9 types: none.
    const seeMore = canvas.getAllByRole('link', { name: /^See More/ });
    await expect(seeMore).toHaveLength(1);
    await expect(seeMore[0]).toHaveAccessibleName('See More Silinder Pneumatik');
    await expect(seeMore[0]).toHaveAttribute('href', '/kategori-produk?id=1');
    // Exactly 4 categories loaded: the link to the category section shows.
    await expect(
      canvas.getByRole('button', { name: 'Lihat lebih banyak kategori ...' }),
    ).toBeVisible();
  },
};

/** Open on a phone: one category under the other. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Open: the second category starts below the first.
    await open(canvas);
    const first = canvas.getByRole('link', { name: 'Silinder Pneumatik' }).getBoundingClientRect();
    const second = canvas.getByRole('link', { name: 'Katup & Solenoid' }).getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

/** Three categories: no link to the category section (it needs exactly 4). */
export const ThreeCategories: Story = {
  args: { categories: menuCategories.slice(0, 3) },
  play: async ({ canvas }) => {
    // Open: no 'Lihat lebih banyak kategori ...'.
    await open(canvas);
    await expect(
      canvas.queryByRole('button', { name: 'Lihat lebih banyak kategori ...' }),
    ).toBeNull();
  },
};

/** While the categories load. */
export const Loading: Story = {
  args: { categories: [], isLoading: true },
  play: async ({ canvas }) => {
    // Open: 'Memuat...'.
    await open(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat...');
  },
};

/** No category at all. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    // Open: the empty text.
    await open(canvas);
    await expect(canvas.getByText('Data Kategori Belum Tersedia')).toBeVisible();
  },
};

/** 'Lihat lebih banyak kategori ...' calls onMoreCategories and closes the menu. */
export const InteractionsMoreCategories: Story = {
  name: 'Interactions: more categories',
  play: async ({ canvas, args }) => {
    // Open and press the section link.
    const trigger = await open(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat lebih banyak kategori ...' }));
    await expect(args.onMoreCategories).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The trigger toggles: a second press closes. */
export const InteractionsToggle: Story = {
  name: 'Interactions: toggle',
  play: async ({ canvas }) => {
    // Open, then press again.
    const trigger = await open(canvas);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
