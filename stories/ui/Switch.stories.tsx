import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Switch } from '../../src/ui/Switch/Switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  parameters: { layout: 'padded' },
  args: { label: 'Aktif', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { defaultChecked: false, isDisabled: false, isBusy: false, isLabelHidden: false },
  play: async ({ canvas }) => {
    // A switch named by its label.
    await expect(canvas.getByRole('switch', { name: 'Aktif' })).toBeEnabled();
  },
};

/** Off: the record is inactive. */
export const Off: Story = {
  play: async ({ canvas }) => {
    // aria-checked is false.
    await expect(canvas.getByRole('switch', { name: 'Aktif' })).not.toBeChecked();
  },
};

/** On: the record is active. */
export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    // aria-checked is true.
    await expect(canvas.getByRole('switch', { name: 'Aktif' })).toBeChecked();
  },
};

/** Cannot be changed (for example the signed-in user's own row). */
export const Disabled: Story = {
  args: { defaultChecked: true, isDisabled: true },
  play: async ({ canvas, args }) => {
    // Disabled, and a click changes nothing.
    const toggle = canvas.getByRole('switch', { name: 'Aktif' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Saving the new state: a spinner in the thumb and no further flips. */
export const Busy: Story = {
  args: { defaultChecked: true, isBusy: true },
  play: async ({ canvas }) => {
    // Busy for assistive technology and not pressable.
    const toggle = canvas.getByRole('switch', { name: 'Aktif' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toBeDisabled();
  },
};

/** In a table row the column header says STATUS; the name stays for screen readers. */
export const HiddenLabel: Story = {
  args: { label: 'Status Festo', isLabelHidden: true, defaultChecked: true },
  play: async ({ canvas }) => {
    // Named by the hidden label.
    await expect(canvas.getByRole('switch', { name: 'Status Festo' })).toBeChecked();
  },
};

/** A long label sits next to the switch and wraps. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Tampilkan produk ini sebagai Best Seller di halaman utama' },
  play: async ({ canvas }) => {
    // The switch keeps its size next to the wrapped text.
    const toggle = canvas.getByRole('switch', { name: /Best Seller/ });
    await expect(Math.round(toggle.getBoundingClientRect().width)).toBe(40);
  },
};

/** On a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    // Phone width; the switch is there and on.
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('switch', { name: 'Aktif' })).toBeChecked();
  },
};

/** Mouse, label and keyboard all flip the switch and report the new state. */
export const InteractionsToggle: Story = {
  name: 'Interactions: click, label and keyboard',
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Aktif' });
    // Clicking the switch turns it on.
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Clicking the label turns it off again.
    await userEvent.click(canvas.getByText('Aktif'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    // Space on the focused switch turns it on.
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** The table's row switch: busy while the server saves, then the confirmed state. */
export const InteractionsSaving: Story = {
  name: 'Interactions: busy while saving',
  render: function SavingSwitch(args) {
    const [isActive, setIsActive] = useState(false);
    const [isSaving, setIsSaving] = useState(false);
    return (
      <Switch
        {...args}
        isChecked={isActive}
        isBusy={isSaving}
        onChange={(next) => {
          args.onChange?.(next);
          setIsSaving(true);
          // Stands in for the is-active call; the real row waits for the server.
          setTimeout(() => {
            setIsActive(next);
            setIsSaving(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Aktif' });
    // Flipping asks to save and the switch turns busy, still showing the old state.
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).not.toBeChecked();
    // When the save is confirmed it shows on and can be used again.
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toHaveAttribute('aria-busy');
  },
};
