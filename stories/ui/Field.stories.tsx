import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, describedBy, useFieldIds } from '../../src/ui/Field/Field.tsx';
import type { FieldProps } from '../../src/ui/Field/Field.tsx';

/**
 * Field is the layout every form control shares: label on top, control, then error, hint and
 * counter. Controls (TextInput, MoneyInput, Select …) use it; screens rarely need it directly.
 */
function FieldDemo(props: Omit<FieldProps, 'ids' | 'children'>) {
  const ids = useFieldIds();
  const hasError = Boolean(props.error);
  return (
    <div style={{ maxWidth: 360 }}>
      <Field {...props} ids={ids}>
        <input
          id={ids.inputId}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(ids, {
            hasError,
            hasHint: Boolean(props.hint),
            hasCounter: props.characterCount !== undefined,
          })}
          style={{ padding: 8 }}
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldDemo,
  parameters: { layout: 'padded' },
  args: { label: 'Judul' },
  argTypes: { hint: { control: 'text' } },
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { hint: 'Judul berita.', error: '', isRequired: false, isLabelHidden: false },
  play: async ({ canvas }) => {
    // The label names the control and the hint describes it.
    await expect(canvas.getByRole('textbox', { name: 'Judul' })).toHaveAccessibleDescription(
      'Judul berita.',
    );
  },
};

/** Error, hint and counter together: the error is read first. */
export const AllMessages: Story = {
  args: {
    label: 'Text Project',
    isRequired: true,
    error: 'Text Project tidak boleh kosong',
    hint: 'Maksimal 80 karakter.',
    characterCount: { current: 0, max: 80 },
  },
  play: async ({ canvas }) => {
    // The description lists error, hint and counter in that order.
    await expect(canvas.getByRole('textbox', { name: 'Text Project' })).toHaveAccessibleDescription(
      'Text Project tidak boleh kosong Maksimal 80 karakter. 0/80',
    );
  },
};

/** Over the limit, the counter turns red. */
export const CounterOver: Story = {
  args: { label: 'Tentang Kami', characterCount: { current: 205, max: 200 } },
  play: async ({ canvas }) => {
    // The counter shows the overflow.
    await expect(canvas.getByText('205/200')).toBeVisible();
  },
};
