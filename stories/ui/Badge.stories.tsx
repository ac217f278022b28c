import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/ui/Badge/Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Silinder' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { tone: 'info', size: 'medium' },
  play: async ({ canvas }) => {
    // The badge shows its text.
    await expect(canvas.getByText('Silinder')).toBeVisible();
  },
};

/** One badge per tone; each keeps 4.5:1 contrast (checked by the a11y test). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="info">Silinder</Badge>
      <Badge tone="success">Aktif</Badge>
      <Badge tone="warning">Best Seller</Badge>
      <Badge tone="danger">Nonaktif</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    // All five tones are shown.
    for (const text of ['Draft', 'Silinder', 'Aktif', 'Best Seller', 'Nonaktif']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** The small size used on product cards and in tables. */
export const Small: Story = {
  args: { tone: 'info', size: 'small', children: 'Valve' },
  play: async ({ canvas }) => {
    // Small badges are at most 24 px tall.
    await expect(canvas.getByText('Valve').getBoundingClientRect().height).toBeLessThanOrEqual(24);
  },
};

/** A long category name is cut with an ellipsis; the title attribute keeps the full text. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tone: 'info',
    children: 'Fitting dan Konektor Pneumatik',
    title: 'Fitting dan Konektor Pneumatik',
  },
  play: async ({ canvas }) => {
    // The badge stays inside its 160 px box.
    const badge = canvas.getByTitle('Fitting dan Konektor Pneumatik');
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};
