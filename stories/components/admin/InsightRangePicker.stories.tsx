import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  InsightRangePicker,
  useInsightRange,
} from '../../../src/components/admin/InsightRangePicker/index.ts';

const meta = {
  title: 'Components/Admin/InsightRangePicker',
  component: InsightRangePicker,
  parameters: { layout: 'padded' },
  args: { value: 30, onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: [7, 30, 90] } },
} satisfies Meta<typeof InsightRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** The default span: '30 hari' is the one pressed. */
export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    // A named group of three toggle buttons, only '30 hari' pressed.
    await expect(canvas.getByRole('group', { name: 'Rentang waktu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '30 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const name of ['7 hari', '90 hari'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A narrow screen: the buttons wrap rather than overflow. */
export const Mobile: Story = {
  args: { value: 7 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Rentang waktu' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

/** A click reports the span its button offers. */
export const Interactions: Story = {
  play: async ({ args, canvas }) => {
    // '7 hari' asks for 7 days, '90 hari' for 90.
    await userEvent.click(canvas.getByRole('button', { name: '7 hari' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: '90 hari' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(90);
  },
};

/** useInsightRange: the chosen span and the days the figure calls take, today fixed. */
function RangeWithDays() {
  const { range, picker } = useInsightRange(new Date('2026-03-10T05:00:00Z'));
  return (
    <>
      <InsightRangePicker {...picker} />
      <p role="status" aria-label="Rentang">{`${range.from} s.d. ${range.to}`}</p>
    </>
  );
}

/** With its hook: 30 days up to today at first (Asia/Jakarta days); a button moves the start. */
export const WithItsHook: Story = {
  render: () => <RangeWithDays />,
  play: async ({ canvas }) => {
    const range = canvas.getByRole('status', { name: 'Rentang' });
    // 10 March 2026 and the 29 days before it.
    await expect(range).toHaveTextContent('2026-02-09 s.d. 2026-03-10');
    // '7 hari': the last 7 days, the button now pressed.
    await userEvent.click(canvas.getByRole('button', { name: '7 hari' }));
    await expect(range).toHaveTextContent('2026-03-04 s.d. 2026-03-10');
    await expect(canvas.getByRole('button', { name: '7 hari' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
