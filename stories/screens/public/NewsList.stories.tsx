import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NewsList } from '../../../src/screens/public/NewsList/NewsList.tsx';
import { db } from '../../../mocks/db.ts';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { withLocationProbe } from './LocationProbe.tsx';

const meta = {
  title: 'Screens/Public/NewsList',
  component: NewsList,
  decorators: [withLocationProbe],
  parameters: { route: '/news' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12 news a page: image, cut title, date, cut description and 'Download File'. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    // Eleven active cards (one fixture is inactive), each with its download link.
    await expect(await canvas.findAllByRole('article')).toHaveLength(11);
    const list = canvas.getByRole('list', { name: 'Daftar news' });
    await expect(
      within(list).getAllByRole('link', { name: 'Download File' }).length,
    ).toBeGreaterThan(0);
    // A title shows its first 10 characters and opens /news/{id}.
    const title = within(list).getByRole('link', { name: 'Tips Memilih Silinder Pneumatik' });
    await expect(title).toHaveTextContent('Tips Memil...');
    await userEvent.click(title);
    await expect(where()).toHaveTextContent(/^\/news\/\d+$/);
  },
};

/** The 11 active fixture news fit one page: no pagination. */
export const SinglePage: Story = {
  play: async ({ canvas }) => {
    // Eleven cards and no page buttons.
    await expect(await canvas.findAllByRole('article')).toHaveLength(11);
    await expect(canvas.queryByRole('navigation', { name: 'Halaman' })).toBeNull();
  },
};

/** 31 active news: 12 a page, SPEC 4's pagination window, and the page kept in the address. */
export const Paginated: Story = {
  beforeEach: () => {
    // Twenty more active news on top of the fixtures (the mock database is reset per story).
    const first = db.news[0];
    if (!first) throw new Error('no news fixture');
    for (let n = 1; n <= 20; n += 1) {
      db.news.push({ ...first, id: 1000 + n, title: `Kabar Pabrik Nomor ${n}`, isActive: true });
    }
  },
  play: async ({ canvas }) => {
    const where = () => canvas.getByRole('status', { name: 'Lokasi' });
    const pages = () =>
      within(canvas.getByRole('navigation', { name: 'Halaman' })).getAllByRole('button', {
        name: /^Halaman \d+$/,
      });
    // Page 1: twelve cards and the buttons of three pages.
    await expect(await canvas.findAllByRole('article')).toHaveLength(12);
    await expect(pages().map((button) => button.textContent)).toEqual(['1', '2', '3']);
    // The last page holds the remaining seven, and 'next' is disabled there.
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(where()).toHaveTextContent('/news?page=3');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(7));
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halaman 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone the cards stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Cards there, nothing overflows.
    await expect(await canvas.findByRole('list', { name: 'Daftar news' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** No news yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: withDefaults('news', scenario.empty('GET', '/news')) } },
  play: async ({ canvas }) => {
    // The empty-state text.
    await expect(await canvas.findByText('Data News Belum Tersedia')).toBeVisible();
  },
};

/** While the news load. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // Placeholder cards in a busy list.
    await expect(canvas.getByRole('list', { name: 'Daftar news' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The news call failed. */
export const WithError: Story = {
  parameters: {
    msw: { handlers: withDefaults('news', scenario.error(403, 'GET', '/news', 'Akses ditolak')) },
  },
  play: async ({ canvas }) => {
    // The server's message, inline.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Akses ditolak');
  },
};
