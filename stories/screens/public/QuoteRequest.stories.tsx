import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuoteRequest } from '../../../src/screens/public/QuoteRequest/QuoteRequest.tsx';
import { QUOTE_STORAGE_KEY } from '../../../src/components/public/QuoteList/useQuoteList.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import {
  quoteLines,
  storedQuoteList,
  unpricedLines,
} from '../../components/public/quoteFixtures.ts';

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

/** One product: its line, its note and the total (it has a price), then the form. */
export const OneItem: Story = {
  beforeEach: storedQuoteList(quoteLines(1, { withNotes: true })),
  play: async ({ canvas }) => {
    // One line, with the note the visitor typed.
    const line = (await canvas.findAllByRole('group'))[0] as HTMLElement;
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(within(line).getByLabelText('Catatan')).toHaveValue(
      'Warna silver, kirim ke Surabaya',
    );
    // Every product has a price: the total shows; the form follows.
    await expect(canvas.getByText('Total')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kirim Permintaan' })).toBeVisible();
  },
};

/** The most a request carries, 50 products: all listed, no total (one has a price range). */
export const FiftyItems: Story = {
  beforeEach: storedQuoteList(quoteLines(50)),
  play: async ({ canvas }) => {
    // Fifty lines, the last one with quantity 50.
    const lines = await canvas.findAllByRole('group');
    await expect(lines).toHaveLength(50);
    await expect(within(lines[49] as HTMLElement).getByLabelText('Jumlah')).toHaveValue('50');
    await expect(
      canvas.getByText('Total ditampilkan bila semua produk memiliki harga.'),
    ).toBeVisible();
  },
};

/** Products without a price: each line says it will be confirmed, and there is no total. */
export const NoPrices: Story = {
  beforeEach: storedQuoteList(unpricedLines(3)),
  play: async ({ canvas }) => {
    // Three lines awaiting a price, no total, and the request can still be sent.
    await expect(await canvas.findAllByText('Harga akan dikonfirmasi')).toHaveLength(3);
    await expect(canvas.queryByText('Total')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kirim Permintaan' })).toBeVisible();
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
    await expect(canvas.getByText('NPWP harus 15 atau 16 angka')).toBeVisible();
    await expect(canvas.getByText('Persetujuan wajib dicentang')).toBeVisible();
    // Focus goes to the first invalid field; the list is still there.
    await waitFor(() => expect(canvas.getByLabelText(/^Nama/)).toHaveFocus());
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  },
};

/** Values filled in but wrong: a short WhatsApp number, an e-mail without a domain, a 14-digit NPWP. */
export const FormErrorsInvalidValues: Story = {
  play: async ({ canvas }) => {
    // Name and consent are right; three fields are not.
    await userEvent.type(await canvas.findByLabelText(/^Nama/), 'Budi Santoso');
    await userEvent.type(canvas.getByLabelText(/^Nomor WhatsApp/), '0812');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'budi@');
    await userEvent.type(canvas.getByLabelText(/^NPWP/), '01.312.166.0-091.00');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
    // Each wrong field says why; the right ones say nothing.
    await expect(
      await canvas.findByText('Nomor WhatsApp tidak valid (8 sampai 15 angka)'),
    ).toBeVisible();
    await expect(canvas.getByText('Format email tidak valid.')).toBeVisible();
    await expect(canvas.getByText('NPWP harus 15 atau 16 angka')).toBeVisible();
    await expect(canvas.queryByText('Nama tidak boleh kosong')).toBeNull();
    await expect(canvas.queryByText('Persetujuan wajib dicentang')).toBeNull();
    // Focus goes to the first wrong field; nothing was sent, so no dialog.
    await waitFor(() => expect(canvas.getByLabelText(/^Nomor WhatsApp/)).toHaveFocus());
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Fifteen digits with a wrong check digit: the message names the check, not the length. */
export const FormErrorNpwpCheckDigit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^NPWP/), '01.234.567.8-901.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Permintaan' }));
    const field = canvas.getByLabelText(/^NPWP/);
    await expect(await canvas.findByText('Nomor NPWP tidak valid, periksa kembali')).toBeVisible();
    await expect(canvas.queryByText('NPWP harus 15 atau 16 angka')).toBeNull();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
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

/**
 * Sending: 'Permintaan penawaran terkirim' with the reference and the WhatsApp link; the list
 * empties, and the reference stays on the page once the dialog is closed.
 */
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
    // Closed, the dialog leaves the reference on the page, with 'Salin' (issue 32); focus goes on
    // from there, since the form that opened the dialog is gone.
    const reference = within(dialog).getByText(/^PNW-\d{6}-\d{5}$/).textContent ?? '';
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Tutup' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await expect(body.queryByRole('dialog')).toBeNull();
    const panel = canvas.getByRole('region', { name: 'Permintaan penawaran terkirim' });
    await expect(within(panel).getByText(reference)).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: 'Salin nomor referensi' }),
    ).toBeVisible();
    await expect(panel).toHaveFocus();
  },
};
