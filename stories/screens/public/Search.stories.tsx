import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { REPORT_ATTRIBUTE, setEventSender } from '../../../src/api/events.ts';
import { Search } from '../../../src/screens/public/Search/Search.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { CONFIG, withLocationProbe } from './LocationProbe.tsx';
import { specFilterStories } from './specFilterStories.ts';

const meta = {
  title: 'Screens/Public/Search',
  component: Search,
  decorators: [withLocationProbe],
  args: { chatPhone: CONFIG.chatPhone },
  parameters: { route: '/search?search=silinder' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Halaman' }))
    .getAllByRole('button', { name: /^Halaman \d+$/ })
    .map((button) => Number(button.textContent));

/** Results for a word: SPEC's header and the cards. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The exact search header with the total.
    await expect(
      await canvas.findByText(/^Menampilkan \d+ produk dari hasil pencarian$/),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('silinder');
  },
};

/** Every product (an empty word): 12 per page and SPEC 4's five-button window. */
export const PaginationWindow: Story = {
  parameters: { route: '/search?search=' },
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // Page 1 shows 12 cards and pages 1-4 (40 products, 4 pages).
    const region = await canvas.findByRole('region', { name: 'Daftar produk' });
    await expect(await within(region).findAllByRole('link')).toHaveLength(12);
    await expect(pageButtons(canvas)).toEqual([1, 2, 3, 4]);
    const cards = () =>
      within(canvas.getByRole('region', { name: 'Daftar produk' })).getAllByRole('link');
    const firstOfPage1 = cards()[0]?.textContent;
    // Page 3: the window starts at current minus one, the current button is marked.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(where()).toHaveTextContent('/search?search=&page=3');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Halaman 3' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    // The buttons are disabled while page 3 loads (SPEC 4), as a visitor sees them: a press then
    // does nothing. The address and the marked button change at once, the answer later (a CI run
    // at load 10 pressed 'next' while it was disabled and waited for page 4 in vain).
    // So 'next' is pressed once page 3's cards are shown and the buttons are back.
    const next = () => canvas.getByRole('button', { name: 'Halaman berikutnya' });
    await waitFor(
      () => {
        expect(cards()[0]?.textContent).not.toBe(firstOfPage1);
        expect(next()).toBeEnabled();
      },
      { timeout: 10_000 },
    );
    // The last page, once page 4's answer is in (it may take more than waitFor's 1 s default on a
    // machine running the whole suite: 7.6 s at load 14): its cards, the last 2 of 38, not page
    // 3's kept on screen while page 4 is asked (a clean clone beside a store fill, load 13, waited
    // over 5 s); then no next page (while it loads every button is disabled, so only after).
    await userEvent.click(next());
    await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 10_000 });
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Halaman' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(next()).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halaman 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Nothing found for a word (issue 32): 'Tidak ada produk yang cocok', not SPEC's text for a list
 * with no products; nothing is filtered, so no 'Hapus Filter', but the word can be asked about.
 */
export const Empty: Story = {
  parameters: {
    route: '/search?search=zzzz',
    msw: { handlers: withDefaults('products', scenario.empty('GET', '/product')) },
  },
  play: async ({ canvas }) => {
    // 0 in the header (SPEC) and the no-match text; no pagination.
    await expect(
      await canvas.findByText('Menampilkan 0 produk dari hasil pencarian'),
    ).toBeVisible();
    await expect(canvas.getByText('Tidak ada produk yang cocok')).toBeVisible();
    await expect(canvas.queryByText('Data Produk Belum Tersedia')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Hapus Filter' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Halaman' })).toBeNull();
    // 'Tanyakan via WhatsApp' opens the chat with the word in the message.
    const ask = canvas.getByRole('link', { name: 'Tanyakan via WhatsApp' });
    await expect(ask).toHaveAttribute('target', '_blank');
    const link = new URL(ask.getAttribute('href') ?? '');
    await expect(link.pathname).toBe('/6280000000000');
    await expect(link.searchParams.get('text')).toBe(
      'Halo, saya mencari produk "zzzz" di katalog, tetapi tidak menemukannya. Apakah bisa dibantu?',
    );
  },
};

/** A word narrowed by a brand to nothing: 'Hapus Filter' keeps the word and drops the brand. */
export const EmptyFiltered: Story = {
  parameters: {
    route: '/search?search=silinder&brand=2&page=2',
    msw: { handlers: withDefaults('products', scenario.empty('GET', '/product')) },
  },
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    await expect(await canvas.findByText('Tidak ada produk yang cocok')).toBeVisible();
    const results = within(canvas.getByRole('region', { name: 'Daftar produk' }));
    await userEvent.click(results.getByRole('link', { name: 'Hapus Filter' }));
    await expect(where()).toHaveTextContent(/^\/search\?search=silinder$/);
  },
};

/** Nothing found on a phone: the text and both ways out fit the width. */
export const EmptyMobile: Story = {
  ...EmptyFiltered,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ada produk yang cocok')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tanyakan via WhatsApp' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** While the search runs. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // Placeholder cards in a busy region.
    await expect(canvas.getByRole('region', { name: 'Daftar produk' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The search call failed. */
export const WithError: Story = {
  parameters: {
    msw: {
      handlers: withDefaults(
        'products',
        scenario.error(400, 'GET', '/product', 'Pencarian tidak valid'),
      ),
    },
  },
  play: async ({ canvas }) => {
    // The server's message, inline.
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Pencarian tidak valid',
    );
  },
};

/** Results on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Header visible, nothing overflows.
    await expect(await canvas.findByText(/dari hasil pencarian$/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The search's categories and brands as chips with counts; a chip narrows and keeps the query. */
export const Facets: Story = {
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // Both groups show, 'Semua' current in each.
    const categories = await canvas.findByRole('group', { name: 'Kategori' });
    await expect(canvas.getByRole('group', { name: 'Brand' })).toBeVisible();
    await expect(within(categories).getByRole('link', { name: 'Semua' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The chip's count is how many results it keeps: the header's total after the click says the same.
    const chip = within(categories).getAllByRole('link')[1];
    if (!chip) throw new Error('no category chip');
    const count = Number(/(\d+) produk$/.exec(chip.textContent ?? '')?.[1] ?? NaN);
    await userEvent.click(chip);
    await expect(where()).toHaveTextContent(/^\/search\?search=silinder&category=\d+$/);
    await expect(
      await canvas.findByText(`Menampilkan ${count} produk dari hasil pencarian`),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Kategori' })).getByRole('link', {
          current: true,
        }),
      ).not.toHaveTextContent('Semua'),
    );
  },
};

/** Opened with a brand chosen (a shared address): its chip is current, 'Semua' undoes it. */
export const FacetChosen: Story = {
  parameters: { route: '/search?search=silinder&brand=1&page=2' },
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    const brands = await canvas.findByRole('group', { name: 'Brand' });
    await expect(await within(brands).findByRole('link', { current: true })).not.toHaveTextContent(
      'Semua',
    );
    // 'Semua' drops the brand and the page, and keeps the search.
    await userEvent.click(within(brands).getByRole('link', { name: 'Semua' }));
    await expect(where()).toHaveTextContent('/search?search=silinder');
    await expect(where()).not.toHaveTextContent('brand');
  },
};

/** Facets on a phone: the chips wrap; nothing overflows. */
export const FacetsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Kategori' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const sentEvents = fn();

/** Issue 26: a search is reported once with its result count; a result click with its place. */
export const ReportsSearchEvents: Story = {
  beforeEach: () => {
    sentEvents.mockClear();
    return setEventSender(sentEvents);
  },
  play: async ({ canvas, canvasElement }) => {
    // The search and its count, once its answer arrives.
    const header = await canvas.findByText(/^Menampilkan \d+ produk dari hasil pencarian$/);
    const total = Number(/\d+/.exec(header.textContent ?? '')?.[0]);
    await waitFor(() =>
      expect(sentEvents).toHaveBeenCalledWith({
        kind: 'search',
        query: 'silinder',
        resultCount: total,
      }),
    );
    // Opening the second card reports position 2 (the page change is held back).
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { capture: true });
    const cards = within(canvas.getByRole('region', { name: 'Daftar produk' })).getAllByRole(
      'link',
    );
    await userEvent.click(cards[1]!);
    await expect(sentEvents).toHaveBeenLastCalledWith({
      kind: 'result_click',
      query: 'silinder',
      productId: expect.any(Number),
      position: 2,
    });
    await expect(sentEvents).toHaveBeenCalledTimes(2);
    // A page in islands (issue 34) sends the same two from marks of its HTML
    // (app/islands/reports.ts): the search on the page, each result on its link.
    const markOf = (element: Element, name: string) =>
      JSON.parse(element.getAttribute(name) ?? 'null') as unknown;
    await expect(markOf(canvas.getByRole('main'), REPORT_ATTRIBUTE.view)).toEqual(
      sentEvents.mock.calls[0]?.[0],
    );
    await expect(markOf(cards[1]!, REPORT_ATTRIBUTE.click)).toEqual(sentEvents.mock.calls[1]?.[0]);
  },
};

/**
 * A second search from the results (the top bar's box, here a link): it is reported with its own
 * count, not with the count of the search still on screen while it loads.
 */
export const NewSearchReportsItsOwnCount: Story = {
  decorators: [
    (Story) => (
      <>
        <Link to="/search?search=katup">Cari katup</Link>
        <Story />
      </>
    ),
  ],
  beforeEach: () => {
    sentEvents.mockClear();
    return setEventSender(sentEvents);
  },
  play: async ({ canvas }) => {
    const header = /^Menampilkan (\d+) produk dari hasil pencarian$/;
    const first = await canvas.findByText(header);
    await waitFor(() => expect(sentEvents).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('link', { name: 'Cari katup' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('katup'),
    );
    const second = await waitFor(() => {
      const shown = canvas.getByText(header);
      expect(shown.textContent).not.toBe(first.textContent);
      return Number(header.exec(shown.textContent ?? '')?.[1]);
    });
    await waitFor(() => expect(sentEvents).toHaveBeenCalledTimes(2));
    await expect(sentEvents).toHaveBeenLastCalledWith({
      kind: 'search',
      query: 'katup',
      resultCount: second,
    });
  },
};

const filters = specFilterStories({
  route: '/search?search=silinder',
  heading: 'dari hasil pencarian',
});

/**
 * The search with its specification filters beside the results (issue 24); a chip keeps the
 * search and narrows the results to exactly its count.
 */
export const SpecFilters: Story = filters.beside;

/** A shared search address with filters: they show chosen, the results narrowed; 'Hapus Filter' keeps the search. */
export const SpecFiltersApplied: Story = filters.applied;

/** Filters no result passes: 'Tidak ada produk yang cocok' with its ways out; the panel stays. */
export const SpecFiltersNoResult: Story = filters.toNothing;

/** A phone: the filters open in a sheet from 'Filter'; a chip narrows, closes it and shows the results. */
export const SpecFiltersPhoneSheet: Story = filters.phoneSheet;
