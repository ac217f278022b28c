import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MoneyInput } from '../../src/ui/MoneyInput/MoneyInput.tsx';

const meta = {
  title: 'UI/MoneyInput',
  component: MoneyInput,
  parameters: { layout: 'padded' },
  args: { label: 'Harga', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel (uncontrolled, starting at Rp 1.500.000). */
export const Playground: Story = {
  args: {
    defaultValue: 1500000,
    prefix: 'Rp',
    hint: '',
    error: '',
    isRequired: false,
    isDisabled: false,
  },
  play: async ({ canvas }) => {
    // The amount shows with '.' between thousands.
    await expect(canvas.getByRole('textbox', { name: 'Harga' })).toHaveValue('1.500.000');
  },
};

/** No amount yet: the field is empty and shows its placeholder. */
export const Empty: Story = {
  args: { placeholder: '0' },
  play: async ({ canvas }) => {
    // Empty value, numeric keyboard on phones.
    const input = canvas.getByRole('textbox', { name: 'Harga' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

/** The product form's message when harga is missing (SPEC 5). */
export const WithError: Story = {
  args: { error: 'Harga tidak boleh kosong!', isRequired: true },
  play: async ({ canvas }) => {
    // Invalid and described by the exact message.
    const input = canvas.getByRole('textbox', { name: 'Harga' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Harga tidak boleh kosong!');
  },
};

/** Not editable at the moment. */
export const Disabled: Story = {
  args: { defaultValue: 250000, isDisabled: true },
  play: async ({ canvas }) => {
    // Disabled, still formatted.
    const input = canvas.getByRole('textbox', { name: 'Harga' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('250.000');
  },
};

/** The largest amount the field keeps exactly (15 digits). */
export const LongText: Story = {
  args: { label: 'Harga akhir (batas atas rentang harga)', defaultValue: 999999999999999 },
  play: async ({ canvas }) => {
    // Fifteen digits in five groups.
    await expect(canvas.getByRole('textbox', { name: /Harga akhir/ })).toHaveValue(
      '999.999.999.999.999',
    );
  },
};

/** On a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: 12500 },
  play: async ({ canvas }) => {
    // Phone width; the field fits.
    await expect(window.innerWidth).toBe(360);
    await expect(
      canvas.getByRole('textbox', { name: 'Harga' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(360);
  },
};

/** Controlled: the form owns the number; the field only shows it. */
export const Controlled: Story = {
  render: function ControlledMoney(args) {
    const [amount, setAmount] = useState<number | null>(75000);
    return (
      <>
        <MoneyInput
          {...args}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            args.onChange?.(next);
          }}
        />
        <p>
          Nilai tersimpan:{' '}
          <output aria-label="Nilai tersimpan">{amount === null ? 'kosong' : amount}</output>
        </p>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Harga' });
    // The stored number is shown formatted.
    await expect(input).toHaveValue('75.000');
    // Adding a digit updates the number the form stores.
    await userEvent.type(input, '0');
    await expect(args.onChange).toHaveBeenLastCalledWith(750000);
    await expect(canvas.getByLabelText('Nilai tersimpan')).toHaveTextContent('750000');
    await expect(input).toHaveValue('750.000');
  },
};

/** Typing digits formats as you go and reports whole numbers. */
export const InteractionsTyping: Story = {
  name: 'Interactions: typing formats',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Harga' });
    // '1234567' shows '1.234.567' and reports 1234567.
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('1.234.567');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234567);
    // The caret is at the end, after the last digit.
    await expect(input).toHaveProperty('selectionStart', 9);
  },
};

/** No negatives, no letters, no decimals (precision 0). */
export const InteractionsRejects: Story = {
  name: 'Interactions: minus, letters and decimals',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Harga' });
    // '-5' becomes 5: the minus sign is dropped.
    await userEvent.type(input, '-5');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    // Letters are ignored and the value stays 5.
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Precision 0: a typed ',' is ignored like a letter, so '000,' keeps 5000.
    await userEvent.type(input, '000,');
    await expect(input).toHaveValue('5.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(5000);
    // A pasted amount with decimals keeps its whole rupiah: '1.500.000,75' is 1500000.
    await userEvent.tripleClick(input);
    await userEvent.paste('1.500.000,75');
    await expect(input).toHaveValue('1.500.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1500000);
  },
};

/** Editing in the middle keeps the caret next to the digit just typed or removed. */
export const InteractionsCaret: Story = {
  name: 'Interactions: caret in the middle',
  args: { defaultValue: 1234567 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Harga' });
    // Put the caret after '1.234' (before the second '.').
    await userEvent.click(input);
    input.setSelectionRange(5, 5);
    // Typing '8' gives '12.348.567' with the caret right after the 8.
    await userEvent.keyboard('8');
    await expect(input).toHaveValue('12.348.567');
    await expect(args.onChange).toHaveBeenLastCalledWith(12348567);
    await expect(input.selectionStart).toBe(6);
    // Backspace just after a '.' removes the digit before it, not only the separator.
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1.348.567');
    await expect(input.selectionStart).toBe(1);
  },
};

/** Removing every digit empties the field and reports null. */
export const InteractionsClear: Story = {
  name: 'Interactions: clearing reports null',
  args: { defaultValue: 90000 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Harga' });
    // Select everything and delete it.
    await userEvent.tripleClick(input);
    await userEvent.keyboard('{Backspace}');
    // Empty text, and the amount is null (not 0).
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
