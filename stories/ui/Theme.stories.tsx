import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../src/ui/theme/theme.ts';

function Swatches() {
  return (
    <main>
      <h1>Token warna</h1>
      <ul>
        {Object.entries(theme.color).map(([name, value]) => (
          <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span
              aria-hidden
              style={{ width: 24, height: 24, background: value, border: '1px solid #999' }}
            />
            <span>
              {name}: {value}
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}

const meta = { title: 'UI/Theme', component: Swatches } satisfies Meta<typeof Swatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token with its value. */
export const Colours: Story = {
  play: async ({ canvas }) => {
    // The brand colour token is listed with its value.
    await expect(canvas.getByText(`brand: ${theme.color.brand}`)).toBeVisible();
  },
};
