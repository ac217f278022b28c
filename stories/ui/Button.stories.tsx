import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button.tsx';
import { Icon } from '../../src/ui/Icon/Icon.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'Simpan', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    icon: { control: false },
    trailingIcon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { variant: 'primary', size: 'medium', isBusy: false, busyLabel: 'Memproses...' },
  play: async ({ canvas }) => {
    // The button is named by its text and never submits a form by default.
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await expect(button).toHaveAttribute('type', 'button');
  },
};

/** The main action of a screen or modal ('Simpan', 'Tambah Data'). */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas }) => {
    // Enabled and showing its text.
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  },
};

/** A second, weaker action next to a primary one ('Batal'). */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Batal' },
  play: async ({ canvas }) => {
    // The secondary button is a normal enabled button.
    await expect(canvas.getByRole('button', { name: 'Batal' })).toBeEnabled();
  },
};

/** Destructive actions such as 'Ya, Hapus'. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Ya, Hapus' },
  play: async ({ canvas }) => {
    // The danger button keeps its exact text.
    await expect(canvas.getByRole('button', { name: 'Ya, Hapus' })).toBeVisible();
  },
};

/** Quiet actions inside toolbars and tables. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Lihat detail' },
  play: async ({ canvas }) => {
    // The ghost button has no border colour of its own but is still a button.
    await expect(canvas.getByRole('button', { name: 'Lihat detail' })).toBeVisible();
  },
};

/** Small 32 px, medium 40 px and large 48 px. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="small">
        Kecil
      </Button>
      <Button {...args} size="medium">
        Sedang
      </Button>
      <Button {...args} size="large">
        Besar
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // Each size is taller than the one before.
    const small = canvas.getByRole('button', { name: 'Kecil' }).getBoundingClientRect().height;
    const medium = canvas.getByRole('button', { name: 'Sedang' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Besar' }).getBoundingClientRect().height;
    await expect(small).toBeLessThan(medium);
    await expect(medium).toBeLessThan(large);
  },
};

/** An icon before the text; the icon is decorative. */
export const WithIcon: Story = {
  args: { children: 'Tambah Data', icon: <Icon name="plus" size="small" /> },
  play: async ({ canvas }) => {
    // The accessible name is the text alone.
    await expect(canvas.getByRole('button', { name: 'Tambah Data' })).toBeVisible();
  },
};

/** An icon-only button must be named with aria-label. */
export const IconOnly: Story = {
  args: { children: undefined, variant: 'ghost', icon: <Icon name="edit" />, 'aria-label': 'Edit' },
  play: async ({ canvas }) => {
    // The aria-label names the button; the square shape fits the icon.
    const button = canvas.getByRole('button', { name: 'Edit' });
    const box = button.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
  },
};

/** While a modal saves: 'Memproses...' and the button cannot be pressed again. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas }) => {
    // The busy label replaces the text and the button is disabled.
    const button = canvas.getByRole('button', { name: 'Memproses...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The login button while signing in reads 'Processing...' (SPEC 2.2). */
export const BusyLogin: Story = {
  args: { children: 'Login', isBusy: true, busyLabel: 'Processing...', isFullWidth: true },
  play: async ({ canvas }) => {
    // The login's own busy text, exactly.
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

/** Not available right now. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    // A disabled button ignores clicks.
    const button = canvas.getByRole('button', { name: 'Simpan' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A long label is cut with an ellipsis instead of breaking the layout. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <Button {...args} isFullWidth>
        Memperbarui Banner New Product sekarang juga
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // The button stays inside its 200 px container.
    const button = canvas.getByRole('button', {
      name: 'Memperbarui Banner New Product sekarang juga',
    });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

/** On a 360 px phone a full-width button spans the form. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { children: 'Login', isFullWidth: true },
  play: async ({ canvas }) => {
    // The story renders at phone width and the button fills it (minus the padding).
    await expect(window.innerWidth).toBe(360);
    await expect(
      canvas.getByRole('button', { name: 'Login' }).getBoundingClientRect().width,
    ).toBeGreaterThan(300);
  },
};

/** Clicking and pressing Enter or Space call onClick. */
export const InteractionsClick: Story = {
  name: 'Interactions: click and keyboard',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Simpan' });
    // A mouse click calls onClick once.
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Enter on the focused button calls it again.
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    // Space does too.
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** A busy button swallows further clicks, so a form is not sent twice. */
export const InteractionsBusy: Story = {
  name: 'Interactions: busy ignores clicks',
  args: { isBusy: true },
  play: async ({ canvas, args }) => {
    // Clicking the busy button does nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Memproses...' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** type defaults to 'button': inside a form only an explicit submit button submits. */
export const InteractionsInForm: Story = {
  name: 'Interactions: only type submit submits',
  render: (args) => (
    <form
      aria-label="Contoh form"
      onSubmit={(event) => {
        event.preventDefault();
        args.onClick?.(event as never);
      }}
    >
      <Button variant="secondary">Batal</Button> <Button type="submit">Simpan</Button>
    </form>
  ),
  play: async ({ canvas, args }) => {
    // The default button does not submit the form.
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
    await expect(args.onClick).not.toHaveBeenCalled();
    // The submit button does.
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
