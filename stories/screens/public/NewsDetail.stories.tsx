import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { NewsDetail } from '../../../src/screens/public/NewsDetail/NewsDetail.tsx';
import { everyOperation, scenario, withDefaults } from '../../../mocks/scenarios.ts';

const meta = {
  title: 'Screens/Public/NewsDetail',
  component: NewsDetail,
  // The screen reads :id from its route, as in the app.
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/news/:id" element={<Story />} />
      </Routes>
    ),
  ],
  parameters: { route: '/news/1' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof NewsDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, date, HTML content and the 'Product Knowledge' download. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    // The title is the h1; the content's own headings follow.
    const download = await canvas.findByRole('link', { name: 'Product Knowledge' });
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // The download link saves the news PDF.
    await expect(download).toHaveAttribute('download');
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Nothing overflows 360 px.
    await expect(await canvas.findByRole('link', { name: 'Product Knowledge' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** While it loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: everyOperation('all', scenario.loading) } },
  play: async ({ canvas }) => {
    // A generic heading over placeholders.
    await expect(canvas.getByRole('heading', { name: 'Detail News' })).toBeVisible();
  },
};

/** An unknown news item. */
export const NotFound: Story = {
  parameters: { msw: { handlers: withDefaults('news', scenario.status404('GET', '/news/{id}')) } },
  play: async ({ canvas }) => {
    // SPEC 8's 404 text, inline.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Request/Resource not found!');
  },
};

/** The news call fails: SPEC 8's connection text inline, and 'Coba lagi' asks again. */
export const WithError: Story = {
  parameters: { msw: { handlers: withDefaults('news', scenario.error(500, 'GET', '/news/{id}')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terjadi kesalahan koneksi');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
