import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuoteAcceptancePanel } from '../../../src/components/admin/Quotation/QuoteAcceptancePanel.tsx';

const ACCEPTANCE = {
  revision: 1,
  name: 'Budi Santoso',
  title: 'Manajer Pembelian',
  poNumber: 'PO-2026-0815',
  poFile: { name: 'po-0815.pdf', size: 182_044 },
  at: '2026-11-21T02:00:00.000Z',
};

const meta = {
  title: 'Components/Admin/QuoteAcceptancePanel',
  component: QuoteAcceptancePanel,
  globals: { viewport: { value: 'laptop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { acceptance: ACCEPTANCE, onDownloadPo: fn() },
} satisfies Meta<typeof QuoteAcceptancePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted with a PO: which revision, who, when, the PO number and its file for staff. */
export const WithPo: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Rev. 1')).toBeVisible();
    await expect(canvas.getByText('Budi Santoso (Manajer Pembelian)')).toBeVisible();
    await expect(canvas.getByText('2026-11-21 09:00:00 WIB')).toBeVisible();
    await expect(canvas.getByText('PO-2026-0815')).toBeVisible();
    await expect(canvas.getByText(/^po-0815\.pdf \(/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unduh PO' }));
    await expect(args.onDownloadPo).toHaveBeenCalledOnce();
  },
};

/** Accepted without a PO file or number. */
export const WithoutPo: Story = {
  args: { acceptance: { ...ACCEPTANCE, poNumber: null, poFile: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tanpa file PO')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unduh PO' })).toBeNull();
  },
};
