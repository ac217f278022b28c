import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteRevisionList } from '../../../src/components/admin/Quotation/QuoteRevisionList.tsx';
import { REVISIONS } from '../quotationFixtures.ts';

const meta = {
  title: 'Components/Admin/QuoteRevisionList',
  component: QuoteRevisionList,
  globals: { viewport: { value: 'laptop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { revisions: REVISIONS, onDownload: fn() },
} satisfies Meta<typeof QuoteRevisionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rev. 2, Rev. 1, Rev. 0: each with its letter number, date, answer, total, the buyer's note and its PDF. */
export const Revisions: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: 'Riwayat Revisi' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => within(item).getByText(/^Rev\. \d$/).textContent)).toEqual([
      'Rev. 2',
      'Rev. 1',
      'Rev. 0',
    ]);
    await expect(items[0]).toHaveTextContent(
      /PNW-202611-00042\/Rev\.2.*2026-11-24 11:30:00 WIB oleh admin/,
    );
    await expect(within(items[0] as HTMLElement).getByText('Disetujui')).toBeVisible();
    await expect(items[1]).toHaveTextContent(
      'Catatan revisi dari pemesan: Mohon harga katup dinegosiasikan.',
    );
    // Each revision's stored PDF.
    await userEvent.click(canvas.getByRole('button', { name: 'Unduh PDF Rev. 1' }));
    await expect(args.onDownload).toHaveBeenCalledWith(1);
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  args: { revisions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada penawaran yang dikirim.')).toBeVisible();
  },
};

/** On a phone: every revision wraps inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unduh PDF Rev. 0' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
