import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuoteRequest } from '../../../src/screens/public/QuoteRequest/QuoteRequest.tsx';
import { QUOTE_STORAGE_KEY } from '../../../src/components/public/QuoteList/useQuoteList.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { quoteLines, storedQuoteList } from '../../components/public/quoteFixtures.ts';

const meta = {
  title: 'Screens/Public/QuoteRequest',
  component: QuoteRequest,
  parameters: { route: '/penawaran' },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: storedQuoteList(quoteLines(3, { withNotes: true })),
} satisfies Meta<typeof QuoteRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three products from the stored list, and the buyer's form. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Daftar Penawaran' })).toBeVisible();
    await expect(await canvas.findAllByRole('group')).toHaveLength(3);
    for (const label of ['Nama', 'Perusahaan', 'Nomor WhatsApp', 'Email', 'NPWP', 'Kota']) {
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toBeVisible();
    }
    await expect(
      canvas.getByRole('checkbox', {
        name: /Saya setuju data saya digunakan untuk menindaklanjuti permintaan penawaran ini/,
      }),
    ).not.toBeChecked();
  },
};

/** Nothing stored: the empty text and no form. */
export const Empty: Story = {
  beforeEach: storedQuoteList([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Daftar penawaran masih kosong')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Kirim Permintaan' })).toBeNull();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('group')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** 'Kirim Permintaan' with nothing filled in: the messages, focus on the first field, nothing sent. */
export const FormErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^NPWP/), '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
    await expect(await canvas.findByText('Nama tidak boleh kosong')).toBeVisible();
    await expect(canvas.getByText('Nomor WhatsApp tidak boleh kosong')).toBeVisible();
    await expect(canvas.getByText('NPWP tidak valid (15 atau 16 angka)')).toBeVisible();
    await expect(canvas.getByText('Persetujuan wajib dicentang')).toBeVisible();
    // Focus goes to the first invalid field; the list is still there.
    await waitFor(() => expect(canvas.getByLabelText(/^Nama/)).toHaveFocus());
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  },
};

/** The server refuses (a product went inactive): its message shows, nothing typed or listed is lost. */
export const ServerError: Story = {
  parameters: {
    screenshot: false, // sweetalert2 animates its dialog in; its text is checked instead
    msw: {
      handlers: withDefaults(
        'quotes',
        scenario.validation422(
          { items: 'Produk tidak ditemukan atau tidak aktif' },
          'POST',
          '/quote',
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nama/), 'Budi Santoso');
    await userEvent.type(canvas.getByLabelText(/^Nomor WhatsApp/), '0812 3456 7890');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
    // The message above the button (the app's shared dialog tells it too).
    await expect(await canvas.findByText('Produk tidak ditemukan atau tidak aktif')).toBeVisible();
    await expect(canvas.getByLabelText(/^Nama/)).toHaveValue('Budi Santoso');
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(localStorage.getItem(QUOTE_STORAGE_KEY)).not.toBeNull();
  },
};

/** Sending: 'Permintaan penawaran terkirim' with the reference and the WhatsApp link; the list empties. */
export const Sent: Story = {
  // The reference carries this month (PNW-<YYYYMM>-…): QuoteSentDialog's stories hold the look.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.type(await canvas.findByLabelText(/^Nama/), 'Budi Santoso');
    await userEvent.type(canvas.getByLabelText(/^Perusahaan/), 'PT Maju Jaya');
    await userEvent.type(canvas.getByLabelText(/^Nomor WhatsApp/), '081234567890');
    await userEvent.type(canvas.getByLabelText(/^NPWP/), '01.312.166.0-091.000');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
    const dialog = await body.findByRole('dialog', { name: 'Permintaan penawaran terkirim' });
    await expect(within(dialog).getByText(/^PNW-\d{6}-\d{5}$/)).toBeVisible();
    // The link carries the message naming every product.
    const link = within(dialog).getByRole('link', { name: /Lanjutkan ke WhatsApp/ });
    const text = decodeURIComponent(
      new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '',
    );
    for (const line of quoteLines(3)) await expect(text).toContain(line.product.name);
    await expect(link).toHaveAttribute('target', '_blank');
    // Behind the dialog the list is empty.
    await expect(canvas.getByText('Daftar penawaran masih kosong')).toBeInTheDocument();
  },
};
