import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from '../../src/ui/Icon/Icon.tsx';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  parameters: { layout: 'padded' },
  args: { name: 'search' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. Icons are decorative: the control around one names it. */
export const Playground: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    // The svg is hidden from assistive technology and 24 px wide.
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().width).toBe(24);
  },
};

/** Every icon with its name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 140px)',
        gap: 12,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', listStyle: 'none' }}>
          <Icon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    // One list item per icon name.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
