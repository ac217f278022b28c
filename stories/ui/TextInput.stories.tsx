import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextInput } from '../../src/ui/TextInput/TextInput.tsx';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  parameters: { layout: 'padded' },
  args: { label: 'Nama', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'search', 'password'] },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { placeholder: 'Masukkan nama', hint: '', error: '', isRequired: false, isDisabled: false },
  play: async ({ canvas }) => {
    // The label names the input.
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveAttribute(
      'placeholder',
      'Masukkan nama',
    );
  },
};

/** Help text under the input is read after the label. */
export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'Kami tidak membagikan email Anda.' },
  play: async ({ canvas }) => {
    // The hint describes the input.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Kami tidak membagikan email Anda.',
    );
  },
};

/** A validation message from SPEC 5: red border, aria-invalid and the message as description. */
export const WithError: Story = {
  args: { label: 'Username', error: 'Username tidak boleh kosong.', isRequired: true },
  play: async ({ canvas }) => {
    // The input is invalid and described by the exact SPEC message.
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Username tidak boleh kosong.');
  },
};

/** Required fields carry an asterisk and aria-required (the form shows its own Indonesian message). */
export const Required: Story = {
  args: { label: 'Nama type', isRequired: true },
  play: async ({ canvas }) => {
    // Required for assistive technology, without the browser's own validation bubble.
    const input = canvas.getByRole('textbox', { name: 'Nama type' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('required');
  },
};

/** Not editable at the moment. */
export const Disabled: Story = {
  args: { label: 'Email', defaultValue: 'admin@contoh.id', isDisabled: true },
  play: async ({ canvas }) => {
    // The input is disabled and keeps its value.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('admin@contoh.id');
  },
};

/** Readable and selectable, not editable. */
export const ReadOnly: Story = {
  args: { label: 'Role', defaultValue: 'Superuser', isReadOnly: true },
  play: async ({ canvas }) => {
    // The value cannot be typed over.
    const input = canvas.getByRole('textbox', { name: 'Role' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Superuser');
  },
};

/** The password variant: hidden by default, with a toggle button to show it. */
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'rahasia123' },
  play: async ({ canvas }) => {
    // The text starts hidden and the toggle is not pressed.
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Tampilkan password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The subscribe form's phone field: at most 14 characters, with a counter. */
export const WithCharacterCount: Story = {
  args: {
    label: 'Nomor Telpon',
    type: 'tel',
    maxLength: 14,
    showCharacterCount: true,
    defaultValue: '0812345',
  },
  play: async ({ canvas }) => {
    // The counter shows typed and allowed characters and describes the input.
    await expect(canvas.getByText('7/14')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nomor Telpon' })).toHaveAccessibleDescription(
      '7/14',
    );
  },
};

/** A search box whose label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { label: 'Cari', type: 'search', isLabelHidden: true, placeholder: 'Cari...' },
  play: async ({ canvas }) => {
    // Still named 'Cari', though the label is not shown.
    const input = canvas.getByRole('searchbox', { name: 'Cari' });
    await expect(input).toBeVisible();
    // The label is clipped to a 1 px box.
    await expect(canvas.getByText('Cari').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Long labels wrap and long values scroll inside the box. */
export const LongText: Story = {
  args: {
    label: 'Alamat workshop lengkap beserta nama jalan, kota dan kode pos untuk pengiriman',
    defaultValue:
      'Jl. Raya Industri Pneumatik Nomor 123, Kawasan Industri Jababeka, Cikarang, Bekasi 17530',
    error: 'Tidak boleh mengandung text HTML,CSS,Javascript',
  },
  play: async ({ canvas }) => {
    // The input stays inside its 420 px column.
    const input = canvas.getByRole('textbox', { name: /Alamat workshop/ });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(420 + 1);
  },
};

/** On a 360 px phone the field takes the full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { label: 'Password Saat Ini', type: 'password' },
  play: async ({ canvas }) => {
    // Phone width, and the toggle is still reachable.
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('button', { name: 'Tampilkan password' })).toBeVisible();
  },
};

/** Typing calls onChange with each change; a controlled value follows. */
export const InteractionsTyping: Story = {
  name: 'Interactions: typing',
  render: function Controlled(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <TextInput
          {...args}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            args.onChange?.(event);
          }}
        />
        <output aria-label="Nilai">{value}</output>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama' });
    // Typing five letters calls onChange five times.
    await userEvent.type(input, 'Valve');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    // The controlled value follows the typing.
    await expect(input).toHaveValue('Valve');
    await expect(canvas.getByLabelText('Nilai')).toHaveTextContent('Valve');
  },
};

/** The password toggle shows and hides the text; aria-pressed tells which. */
export const InteractionsPasswordToggle: Story = {
  name: 'Interactions: password show/hide',
  args: { label: 'Password Baru', type: 'password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password Baru');
    const toggle = canvas.getByRole('button', { name: 'Tampilkan password' });
    // Typing into the hidden field.
    await userEvent.type(input, 'Rahasia#1');
    await expect(input).toHaveAttribute('type', 'password');
    // Pressing the toggle shows the text and marks the toggle pressed.
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('Rahasia#1');
    // Pressing it again hides the text.
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** maxLength stops typing at the limit and the counter follows. */
export const InteractionsMaxLength: Story = {
  name: 'Interactions: maxLength',
  // inputMode, not type 'tel': user-event only enforces maxLength for its own list of types.
  args: { label: 'Nomor Telpon', inputMode: 'tel', maxLength: 14, showCharacterCount: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nomor Telpon' });
    // Typing 18 digits keeps only the first 14.
    await userEvent.type(input, '081234567890123456');
    await expect(input).toHaveValue('08123456789012');
    // The counter reads 14/14.
    await expect(canvas.getByText('14/14')).toBeVisible();
  },
};
