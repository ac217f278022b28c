import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../../../src/screens/public/PublicLayout/PublicLayout.tsx';
import { everyOperation, scenario } from '../../../mocks/scenarios.ts';
import { CONFIG, withLocationProbe } from './LocationProbe.tsx';

const meta = {
  title: 'Screens/Public/PublicLayout',
  component: PublicLayout,
  decorators: [withLocationProbe],
  args: {
    ...CONFIG,
    year: 2026,
    children: (
      <main id="konten">
        <h1 style={{ padding: 16 }}>Isi halaman</h1>
      </main>
    ),
  },
  globals: { viewport: { value: 'wide' } },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top bar and footer with the fixtures, at 1440 px. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    // The items sit in the main navigation.
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    // The tagline button carries buttonName and opens the about-us page.
    await expect(await canvas.findByRole('link', { name: 'Tentang Kami' })).toHaveAttribute(
      'href',
      '/tentang-kami',
    );
    // The footer shows its headings once GET tagline/footer answered.
    await expect(await canvas.findByRole('heading', { name: 'Alamat' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Workshop' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Connect With Us' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Katalog Pneumatik')).toBeVisible();
  },
};

/** On a 360 px phone the items sit behind the menu toggle. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Closed at first: the News link is hidden.
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await expect(canvas.queryByRole('link', { name: 'News' })).toBeNull();
    // Opening shows every item, the search box included.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Tutup menu');
    await expect(canvas.getByRole('link', { name: 'News' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Cari produk' })).toBeVisible();
  },
};

/** While every call is under way the bar and footer frame still show. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // The fixed items do not wait for data.
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Alamat' })).toBeVisible();
  },
};

/** Failed loads are ignored (SPEC 8): the frame stays, without data. */
export const WithError: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.status500) } },
  play: async ({ canvas }) => {
    // No tagline button and no footer data, but the bar works.
    await expect(canvas.getByRole('combobox', { name: 'Cari produk' })).toBeVisible();
    await expect(canvas.queryByText('© 2026 Katalog Pneumatik')).toBeVisible();
  },
};

/** Enter in the search box goes to l-search with ?search=. */
export const SearchWithEnter: Story = {
  play: async ({ canvas }) => {
    // Type a word and press Enter.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Cari produk' }), 'silinder{Enter}');
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/search?search=silinder',
    );
  },
};

/** The search icon does the same. */
export const SearchWithIcon: Story = {
  play: async ({ canvas }) => {
    // Type, then click the icon button.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Cari produk' }), 'katup solenoid');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      '/search?search=katup+solenoid',
    );
  },
};

/** Every fixed target of the top bar. */
export const NavigationTargets: Story = {
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // The tagline button opens /tentang-kami.
    const about = await canvas.findByRole('link', { name: 'Tentang Kami' });
    await userEvent.click(about);
    await expect(where()).toHaveTextContent('/tentang-kami');
    // Gallery scrolls to the home page's gallery section.
    await userEvent.click(canvas.getByRole('button', { name: 'Gallery' }));
    await expect(where()).toHaveTextContent('/#galeri');
    // News opens /news.
    await userEvent.click(canvas.getByRole('link', { name: 'News' }));
    await expect(where()).toHaveTextContent('/news');
    // About Us is the external chat link with a prefilled message (a new tab, and it says so).
    const chat = canvas.getByRole('link', { name: 'About Us (membuka tab baru)' });
    await expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6280000000000\?text=Halo/);
  },
};

/** The Produk menu: brand and product targets. */
export const ProductMenuTargets: Story = {
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // Open the menu and follow a brand heading.
    await userEvent.click(canvas.getByRole('button', { name: 'Produk' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Aerotek' }));
    await expect(where()).toHaveTextContent('/brand-produk?id=1');
    // Open it again and follow a product.
    await userEvent.click(canvas.getByRole('button', { name: 'Produk' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Silinder Kompak AK-32x50' }));
    await expect(where()).toHaveTextContent(/^\/detail-product\/\d+$/);
    // Three brands loaded: the link to the brand section scrolls home.
    await userEvent.click(canvas.getByRole('button', { name: 'Produk' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Lihat lebih banyak brand ...' }),
    );
    await expect(where()).toHaveTextContent('/#brand');
  },
};

/** The Category menu: category and type targets. */
export const CategoryMenuTargets: Story = {
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // Follow a category heading.
    await userEvent.click(canvas.getByRole('button', { name: 'Category' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Silinder Pneumatik' }));
    await expect(where()).toHaveTextContent(/^\/kategori-produk\?id=\d+$/);
    // Follow a type.
    await userEvent.click(canvas.getByRole('button', { name: 'Category' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Silinder Kompak' }));
    await expect(where()).toHaveTextContent('/tipe-produk?id=1');
  },
};

/** Typing asks GET product/suggest (debounced); the list shows what the API answered. */
export const Suggestions: Story = {
  play: async ({ canvas }) => {
    // Type part of a word: the products group arrives from the mocks.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Cari produk' }), 'silin');
    const listbox = await canvas.findByRole('listbox', { name: 'Saran pencarian' });
    const products = await within(listbox).findByRole(
      'group',
      { name: 'Produk' },
      { timeout: 5000 },
    );
    await expect(within(products).getAllByRole('option').length).toBeGreaterThan(0);
    await expect(within(products).getAllByRole('option')[0]).toHaveTextContent(/Rp\. /);
  },
};

/** ArrowDown and Enter open the highlighted product's page. */
export const SuggestionWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Cari produk' });
    await userEvent.type(box, 'silin');
    const listbox = await canvas.findByRole('listbox', { name: 'Saran pencarian' });
    await within(listbox).findByRole('group', { name: 'Produk' }, { timeout: 5000 });
    // Highlight the first product and open it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status', { name: 'Lokasi' })).toHaveTextContent(
      /^\/detail-product\/\d+$/,
    );
  },
};

/** No suggestion call answered yet: the list says it is looking. */
export const SuggestionsLoading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Cari produk' }), 'silin');
    await expect(await canvas.findByText('Mencari saran...', { selector: 'p' })).toBeVisible();
  },
};

/** On a phone the list sits in the menu panel under the box; nothing overflows. */
export const SuggestionsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Cari produk' }), 'silin');
    const listbox = await canvas.findByRole('listbox', { name: 'Saran pencarian' });
    await within(listbox).findByRole('group', { name: 'Produk' }, { timeout: 5000 });
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
