import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { within } from 'storybook/test';
import { ProductMegaMenu } from '../../../src/components/public/MegaMenu/ProductMegaMenu.tsx';
import { menuBrands } from './fixtures.ts';

const meta = {
  title: 'Components/Public/MegaMenu/Produk',
  component: ProductMegaMenu,
  // The panel spans the positioned bar it hangs from, as in the top bar.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 600 }}>
        <nav aria-label="Menu utama" style={{ position: 'relative', padding: 8 }}>
          <Story />
        </nav>
        <p>Konten halaman di bawah menu.</p>
      </div>
    ),
  ],
  args: { brands: menuBrands, onMoreBrands: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ProductMegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu with its button and returns the trigger. */
async function open(canvas: ReturnType<typeof within>) {
  const trigger = canvas.getByRole('button', { name: 'Produk' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return trigger;
}

/** Closed: only the 'Produk' button, collapsed. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The disclosure starts closed and shows no link.
    await expect(canvas.getByRole('button', { name: 'Produk' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Open at 1024 px: three brands side by side with their products. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // Open the menu.
    await open(canvas);
    // Brands link to their list, products to their detail page.
    await expect(canvas.getByRole('link', { name: 'Aerotek' })).toHaveAttribute(
      'href',
      '/brand-produk?id=1',
    );
    await expect(canvas.getByRole('link', { name: 'Silinder AT 1' })).toHaveAttribute(
      'href',
      '/detail-product/101',
    );
    // Exactly 10 products: See More to the brand's list; 4 or 0 products: none.
    const seeMore = canvas.getAllByRole('link', { name: /^See More/ });
    await expect(seeMore).toHaveLength(1);
    await expect(seeMore[0]).toHaveAccessibleName('See More Aerotek');
    await expect(seeMore[0]).toHaveTextContent('See More');
    await expect(seeMore[0]).toHaveAttribute('href', '/brand-produk?id=1');
    // Exactly 3 brands loaded: the link to the brand section shows.
    await expect(
      canvas.getByRole('button', { name: 'Lihat lebih banyak brand ...' }),
    ).toBeVisible();
  },
};

/** Open on a phone: the panel stacks under its button, in the page flow. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Open; the brands sit one under the other.
    await open(canvas);
    const first = canvas.getByRole('link', { name: 'Aerotek' }).getBoundingClientRect();
    const second = canvas.getByRole('link', { name: 'Pneumaxa Indonesia' }).getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(first.left).toBe(second.left);
  },
};

/** Two brands: no link to the brand section (it needs exactly 3). */
export const TwoBrands: Story = {
  args: { brands: menuBrands.slice(0, 2) },
  play: async ({ canvas }) => {
    // Open: no 'Lihat lebih banyak brand ...'.
    await open(canvas);
    await expect(canvas.queryByRole('button', { name: 'Lihat lebih banyak brand ...' })).toBeNull();
  },
};

/** Nine products is not ten: no See More. */
export const NineProducts: Story = {
  args: {
    brands: [
      {
        ...menuBrands[0],
        id: 1,
        name: 'Aerotek',
        product: (menuBrands[0]?.product ?? []).slice(0, 9),
      },
    ],
  },
  play: async ({ canvas }) => {
    // Open: nine product links and no See More.
    await open(canvas);
    await expect(canvas.getAllByRole('link', { name: /AT/ })).toHaveLength(9);
    await expect(canvas.queryByRole('link', { name: /^See More/ })).toBeNull();
  },
};

/** Long brand and product names wrap inside their column. */
export const LongText: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    brands: [
      {
        id: 7,
        name: 'Baruna Teknik Elektrik dan Otomasi Industri Nusantara',
        product: [
          { id: 9, name: 'Panel ATS-AMF 100 kVA dengan Kontroler Otomatis dan Proteksi Lengkap' },
        ],
      },
      ...menuBrands.slice(1),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // Open: nothing overflows the page.
    await open(canvas);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** While the brands load: a spinner says 'Memuat...'. */
export const Loading: Story = {
  args: { brands: [], isLoading: true },
  play: async ({ canvas }) => {
    // Open: a status, no link.
    await open(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat...');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** No brand at all. */
export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvas }) => {
    // Open: the empty text, no section link.
    await open(canvas);
    await expect(canvas.getByText('Data Brand Belum Tersedia')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lihat lebih banyak brand ...' })).toBeNull();
  },
};

/** 'Lihat lebih banyak brand ...' calls onMoreBrands and closes the menu. */
export const InteractionsMoreBrands: Story = {
  name: 'Interactions: more brands',
  play: async ({ canvas, args }) => {
    // Open and press the section link.
    const trigger = await open(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat lebih banyak brand ...' }));
    // The app scrolls; the menu is done.
    await expect(args.onMoreBrands).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Escape closes and gives focus back to the button. */
export const InteractionsEscape: Story = {
  name: 'Interactions: Escape',
  play: async ({ canvas }) => {
    // Open with the keyboard, Tab into the first brand link.
    const trigger = canvas.getByRole('button', { name: 'Produk' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aerotek' })).toHaveFocus();
    // Escape: closed, focus on the button.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** A click outside the menu closes it. */
export const InteractionsClickOutside: Story = {
  name: 'Interactions: click outside',
  play: async ({ canvas }) => {
    // Open, then click the page text.
    const trigger = await open(canvas);
    await userEvent.click(canvas.getByText('Konten halaman di bawah menu.'), {
      pointerEventsCheck: 0,
    });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Following a product link closes the menu. */
export const InteractionsFollowLink: Story = {
  name: 'Interactions: a link closes the menu',
  play: async ({ canvas }) => {
    // Open and follow a product.
    const trigger = await open(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Katup PX 2' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The hrefs come from the app's callbacks when it gives them. */
export const CustomHrefs: Story = {
  args: {
    getProductHref: (id: number) => `/p/${id}`,
    getBrandHref: (id: number) => `/b?id=${id}`,
  },
  play: async ({ canvas }) => {
    // Open: both kinds of links use the callbacks.
    await open(canvas);
    await expect(canvas.getByRole('link', { name: 'Aerotek' })).toHaveAttribute('href', '/b?id=1');
    await expect(canvas.getByRole('link', { name: 'Silinder AT 1' })).toHaveAttribute(
      'href',
      '/p/101',
    );
  },
};
