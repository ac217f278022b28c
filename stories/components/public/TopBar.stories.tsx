import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TopBar } from '../../../src/components/public/TopBar/TopBar.tsx';
import { ABOUT_CHAT_MESSAGE } from '../../../src/components/public/TopBar/texts.ts';
import { chatHref } from '../../../src/components/public/CatalogLinks/catalogLinks.ts';
import { svgImage } from '../../../mocks/media.ts';
import { menuBrands, menuCategories } from './fixtures.ts';

const CHAT = chatHref('6281100000000', ABOUT_CHAT_MESSAGE);

const meta = {
  title: 'Components/Public/TopBar',
  component: TopBar,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 700 }}>
        <Story />
        <main style={{ padding: 16 }}>
          <h1>Isi halaman</h1>
        </main>
      </div>
    ),
  ],
  args: {
    productName: 'Katalog Pneumatik',
    brands: menuBrands,
    categories: menuCategories,
    aboutChatHref: CHAT,
    buttonName: 'Tentang Kami',
    onGallery: fn(),
    onSearch: fn(),
    onMoreBrands: fn(),
    onMoreCategories: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The main navigation is a named landmark.
    await expect(canvas.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  },
};

/** From 1024 px every item sits in one row; no hamburger. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    // Home, News and the tagline button go to their routes.
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await expect(canvas.getByRole('link', { name: 'Tentang Kami' })).toHaveAttribute(
      'href',
      '/tentang-kami',
    );
    // About Us is the external chat link with the url-encoded message, in a new tab.
    const about = canvas.getByRole('link', { name: 'About Us (membuka tab baru)' });
    await expect(about).toHaveAttribute(
      'href',
      'https://wa.me/6281100000000?text=Halo%2C%20saya%20ingin%20mengetahui%20lebih%20lanjut%20tentang%20perusahaan%20dan%20produk%20Anda.',
    );
    await expect(about).toHaveAttribute('target', '_blank');
    await expect(about).toHaveAttribute('rel', 'noopener noreferrer');
    // Both mega-menus, Gallery and the search are visible; the hamburger is not.
    await expect(canvas.getByRole('button', { name: 'Produk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gallery' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Cari produk' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buka menu' })).toBeNull();
  },
};

/** At 1440 px, with the company logo as the home link. */
export const WideWithLogo: Story = {
  globals: { viewport: { value: 'wide' } },
  args: { logo: { src: svgImage('LOGO', 160, 48, '#0b4f8a'), alt: 'Katalog Pneumatik' } },
  play: async ({ canvas }) => {
    // The logo image names the home link.
    const logo = canvas.getByRole('img', { name: 'Katalog Pneumatik' });
    await expect(logo.closest('a')).toHaveAttribute('href', '/');
  },
};

/** On the news page, News is marked as the current page. */
export const CurrentPage: Story = {
  parameters: { route: '/news' },
  play: async ({ canvas }) => {
    // aria-current on News, not on Home.
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Below 1024 px the items hide behind a hamburger button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Only the home link and the collapsed hamburger are shown.
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Katalog Pneumatik' })).toBeVisible();
  },
};

/** The hamburger opens a stacked panel with every item, the search and the button. */
export const MobileOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Open the panel; the toggle now offers to close it.
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    await expect(canvas.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The items stack: News sits below Home.
    const home = canvas.getByRole('link', { name: 'Home' }).getBoundingClientRect();
    const news = canvas.getByRole('link', { name: 'News' }).getBoundingClientRect();
    await expect(news.top).toBeGreaterThan(home.bottom);
    await expect(canvas.getByRole('searchbox', { name: 'Cari produk' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tentang Kami' })).toBeVisible();
  },
};

/** A tablet is below 1024 px: hamburger too. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // The hamburger is there at 768 px.
    await expect(canvas.getByRole('button', { name: 'Buka menu' })).toBeVisible();
  },
};

/** While the tagline loads there is no button label yet: the button waits. */
export const Loading: Story = {
  args: {
    buttonName: '',
    brands: [],
    categories: [],
    isBrandsLoading: true,
    isCategoriesLoading: true,
  },
  play: async ({ canvas }) => {
    // No empty button; the Produk menu says it is loading.
    await expect(canvas.queryByRole('link', { name: 'Tentang Kami' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Produk' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat...');
  },
};

/** A long button label and a long product name still fit at 1024 px. */
export const LongText: Story = {
  args: { buttonName: 'Profil Perusahaan Kami', productName: 'Katalog Pneumatik Nusantara' },
  play: async ({ canvasElement }) => {
    // Nothing overflows the page horizontally.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Enter in the search box searches with the trimmed text. */
export const InteractionsSearchEnter: Story = {
  name: 'Interactions: search with Enter',
  play: async ({ canvas, args }) => {
    // Type and press Enter.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Cari produk' }),
      '  silinder kompak {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('silinder kompak');
  },
};

/** The search icon button searches too; an empty box does nothing. */
export const InteractionsSearchIcon: Story = {
  name: 'Interactions: search with the icon',
  play: async ({ canvas, args }) => {
    // Empty: pressing the icon does not search.
    const button = canvas.getByRole('button', { name: 'Cari' });
    await userEvent.click(button);
    await expect(args.onSearch).not.toHaveBeenCalled();
    // With text: one search.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari produk' }), 'katup');
    await userEvent.click(button);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('katup');
  },
};

/** Gallery scrolls (the app's callback); the section links come from the menus. */
export const InteractionsScrollTargets: Story = {
  name: 'Interactions: Gallery and section links',
  play: async ({ canvas, args }) => {
    // Gallery calls onGallery.
    await userEvent.click(canvas.getByRole('button', { name: 'Gallery' }));
    await expect(args.onGallery).toHaveBeenCalledTimes(1);
    // The Produk menu's brand section link calls onMoreBrands.
    await userEvent.click(canvas.getByRole('button', { name: 'Produk' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat lebih banyak brand ...' }));
    await expect(args.onMoreBrands).toHaveBeenCalledTimes(1);
    // The Category menu's category section link calls onMoreCategories.
    await userEvent.click(canvas.getByRole('button', { name: 'Category' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat lebih banyak kategori ...' }));
    await expect(args.onMoreCategories).toHaveBeenCalledTimes(1);
  },
};

/** Opening one mega-menu closes the other. */
export const InteractionsOneMenuAtATime: Story = {
  name: 'Interactions: one mega-menu at a time',
  play: async ({ canvas }) => {
    // Open Produk, then Category.
    const produk = canvas.getByRole('button', { name: 'Produk' });
    const category = canvas.getByRole('button', { name: 'Category' });
    await userEvent.click(produk);
    await userEvent.click(category);
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await expect(produk).toHaveAttribute('aria-expanded', 'false');
    // The type link opens the type list.
    await expect(canvas.getByRole('link', { name: 'Katup Solenoid 33' })).toHaveAttribute(
      'href',
      '/tipe-produk?id=33',
    );
  },
};

/** On a phone: a link in the panel closes it; Escape closes it and focuses the hamburger. */
export const InteractionsMobileMenu: Story = {
  name: 'Interactions: phone panel',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    // Open, open Produk inside, follow a product: everything closes.
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Produk' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Katup AT 2' }));
    await expect(canvas.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Open again, search from the panel: it closes and searches.
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari produk' }), 'selang{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('selang');
    await expect(canvas.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Open again, Escape: closed, focus back on the hamburger.
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: Tab walks the bar in order. */
export const InteractionsKeyboard: Story = {
  name: 'Interactions: keyboard order',
  play: async ({ canvas }) => {
    // Home link (logo), Home, Produk, Category, Gallery, About Us, News, search, Cari, button.
    const order = [
      canvas.getByRole('link', { name: 'Katalog Pneumatik' }),
      canvas.getByRole('link', { name: 'Home' }),
      canvas.getByRole('button', { name: 'Produk' }),
      canvas.getByRole('button', { name: 'Category' }),
      canvas.getByRole('button', { name: 'Gallery' }),
      canvas.getByRole('link', { name: 'About Us (membuka tab baru)' }),
      canvas.getByRole('link', { name: 'News' }),
      canvas.getByRole('searchbox', { name: 'Cari produk' }),
      canvas.getByRole('button', { name: 'Cari' }),
      canvas.getByRole('link', { name: 'Tentang Kami' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
  },
};

/**
 * The bar sticks to the top, so the page's scroll padding follows its height: Shift+Tab scrolls a
 * focused link clear of the bar instead of under it (issue 32, WCAG 2.4.11).
 */
export const InteractionsFocusClearOfBar: Story = {
  name: 'Interactions: focus scrolls clear of the bar',
  play: async ({ canvas }) => {
    // The padding is the bar's height plus room for the focus ring, at this width's two rows.
    const bar = canvas.getByRole('banner');
    const root = document.documentElement;
    await waitFor(() => expect(root.style.scrollPaddingTop).toBe(`${bar.offsetHeight + 8}px`));
  },
};

/** 'Penawaran' with the count of products in the visitor's quote list (issue 25). */
export const WithQuoteCount: Story = {
  args: { quoteCount: 3 },
  play: async ({ canvas }) => {
    // The entry names its count for screen readers too, and leads to /penawaran.
    const entry = canvas.getByRole('link', { name: 'Penawaran 3 produk' });
    await expect(entry).toHaveAttribute('href', '/penawaran');
    await expect(entry).toBeVisible();
  },
};

/** On a phone the count shows in the bar itself, without opening the menu. */
export const MobileWithQuoteCount: Story = {
  args: { quoteCount: 12 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Visible beside the closed hamburger.
    await expect(canvas.getByRole('link', { name: 'Penawaran 12 produk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buka menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
