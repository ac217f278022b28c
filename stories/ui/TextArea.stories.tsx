import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from '../../src/ui/TextArea/TextArea.tsx';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  args: { label: 'Deskripsi', onChange: fn() },
  argTypes: {
    resize: { control: 'inline-radio', options: ['vertical', 'none'] },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { rows: 4, hint: '', error: '', isRequired: false, isDisabled: false },
  play: async ({ canvas }) => {
    // The label names the multi-line field.
    await expect(canvas.getByRole('textbox', { name: 'Deskripsi' })).toHaveAttribute('rows', '4');
  },
};

/** SPEC 5's message for an empty news description. */
export const WithError: Story = {
  args: { error: 'Deskripsi harap disii', isRequired: true },
  play: async ({ canvas }) => {
    // Invalid and described by the exact message.
    const textarea = canvas.getByRole('textbox', { name: 'Deskripsi' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Deskripsi harap disii');
  },
};

/** The about-us text: at most 200 characters, with a counter and a hint. */
export const WithCharacterCount: Story = {
  args: {
    label: 'Tentang Kami',
    maxLength: 200,
    showCharacterCount: true,
    hint: 'Maksimal 200 karakter.',
    defaultValue: 'Kami menyediakan produk pneumatik dan layanan kelistrikan.',
  },
  play: async ({ canvas }) => {
    // The counter counts the default text.
    await expect(canvas.getByText('58/200')).toBeVisible();
  },
};

/** Not editable at the moment. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Tidak dapat diubah.' },
  play: async ({ canvas }) => {
    // The textarea is disabled.
    await expect(canvas.getByRole('textbox', { name: 'Deskripsi' })).toBeDisabled();
  },
};

/** On a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { label: 'Keterangan', rows: 6 },
  play: async ({ canvas }) => {
    // Phone width; the field fits inside it.
    await expect(window.innerWidth).toBe(360);
    await expect(
      canvas.getByRole('textbox', { name: 'Keterangan' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(360);
  },
};

/** Typing (with new lines) calls onChange; the counter stops at maxLength. */
export const InteractionsTyping: Story = {
  name: 'Interactions: typing and maxLength',
  args: { label: 'Judul', maxLength: 10, showCharacterCount: true },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Judul' });
    // Two lines of text; Enter makes a new line instead of submitting.
    await userEvent.type(textarea, 'Baris{Enter}dua');
    await expect(textarea).toHaveValue('Baris\ndua');
    await expect(args.onChange).toHaveBeenCalled();
    // More text stops at ten characters.
    await userEvent.type(textarea, 'xyz');
    await expect(textarea).toHaveValue('Baris\nduax');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};
