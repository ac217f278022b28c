import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsList } from '../../../src/screens/public/NewsList/NewsList.tsx';
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
    await expect(within(list).getAllByRole('link', { name: 'Download File' }).length).toBeGreaterThan(0);
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
    await expect(canvas.getByRole('list', { name: 'Daftar news' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The news call failed. */
export const WithError: Story = {
  parameters: { msw: { handlers: withDefaults('news', scenario.error(403, 'GET', '/news', 'Akses ditolak')) } },
  play: async ({ canvas }) => {
    // The server's message, inline.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Akses ditolak');
  },
};
