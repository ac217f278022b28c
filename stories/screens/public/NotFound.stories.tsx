import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from '../../../src/screens/public/NotFound/NotFound.tsx';

const meta = {
  title: 'Screens/Public/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What any unknown path shows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The exact text of SPEC 2.2, as the page heading.
    await expect(canvas.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  },
};

/** The same page on a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The story really renders at the phone width.
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  },
};
