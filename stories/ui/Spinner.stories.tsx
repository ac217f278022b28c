import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/ui/Spinner/Spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { size: 'medium', label: 'Memuat...', showLabel: false },
  play: async ({ canvas }) => {
    // A status region that announces 'Memuat...'.
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat...');
  },
};

/** Small, medium and large. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: '#0b4f8a' }}>
      <Spinner size="small" label="Memuat kecil" />
      <Spinner size="medium" label="Memuat sedang" />
      <Spinner size="large" label="Memuat besar" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Three separate status regions.
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** The label next to the wheel, for a list that is loading. */
export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    // The label is visible text.
    await expect(canvas.getByText('Memuat...')).toBeVisible();
  },
};

/** Inside a control that already says it is busy, the spinner is decorative. */
export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvas }) => {
    // No status region and no text for screen readers.
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
