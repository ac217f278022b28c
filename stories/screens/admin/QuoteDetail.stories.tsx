import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuoteDetailScreen } from '../../../src/screens/admin/Quotes/QuoteDetailScreen.tsx';
import { QUOTE_DETAIL_TEXT } from '../../../src/screens/admin/Quotes/quoteTexts.ts';
import { QUOTATION_TEXTS } from '../../../src/lib/quote/quotationTexts.ts';
import { db } from '../../../mocks/db.ts';
import { scenario, withDefaults } from '../../../mocks/scenarios.ts';
import { withLocationProbe } from '../public/LocationProbe.tsx';
import { catchDownloads, firstSaved } from './exportStories.ts';
import { AdminFrame, clearToasts, expectToast, findAlert, signedIn } from './helpers.tsx';

const meta = {
  title: 'Screens/Admin/QuoteDetail',
  component: QuoteDetailScreen,
  // The screen reads :id from its route, as in the app.
  decorators: [
    (Story) => (
      <AdminFrame title={QUOTE_DETAIL_TEXT.title} routeName="admin-penawaran-detail">
        <Routes>
          <Route path="/admin/penawaran/:id" element={<Story />} />
          <Route path="*" element={<p>Pindah halaman</p>} />
        </Routes>
      </AdminFrame>
    ),
    withLocationProbe,
  ],
  globals: { viewport: { value: 'wide' } },
  parameters: { route: '/admin/penawaran/3' },
  beforeEach: signedIn(),
  // A fixed 'Berlaku sampai' where none is set (the default is today + 14 days): pictures stay put.
  loaders: [
    () => {
      for (const quote of db.quotes) quote.terms = { validUntil: '2026-12-31', ...quote.terms };
      return {};
    },
  ],
} satisfies Meta<typeof QuoteDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request: the buyer, the consent, three items at current prices, the totals and history. */
export const NewRequest: Story = {
  play: async ({ canvas }) => {
    // The file's first story also waits for the screen's code to load.
    await expect(
      await canvas.findByRole('heading', { name: 'PNW-202602-00002' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Budi Santoso')).toBeVisible();
    // The buyer's phone opens a WhatsApp chat (62… form), the e-mail a new message (issue 32).
    const whatsapp = canvas.getByRole('link', { name: 'Chat WhatsApp 081234567890' });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/6281234567890');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveTextContent(/^081234567890$/);
    await expect(
      canvas.getByRole('link', { name: 'Kirim email ke budi@majujaya.example' }),
    ).toHaveAttribute('href', 'mailto:budi@majujaya.example');
    await expect(canvas.getByText(/^Versi 2026-11/)).toBeVisible();
    const items = within(canvas.getByRole('form', { name: 'Produk yang diminta' }));
    await expect(items.getAllByRole('row').slice(1)).toHaveLength(3);
    await expect(canvas.getByText('DPP Nilai Lain (11/12)')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Riwayat status' })).toHaveTextContent('Baru');
  },
};

/** Being handled: staff prices (a 0 among them) and a status change in the history. */
export const Processing: Story = {
  parameters: { route: '/admin/penawaran/2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'PNW-202602-00001' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Riwayat status' })).toHaveTextContent(
      /Diproses.*admin/,
    );
  },
};

/** Erased: no personal data, the button disabled, the items kept. */
export const Erased: Story = {
  parameters: { route: '/admin/penawaran/1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Data pribadi dihapus/)).toBeVisible();
    // No number, no address: a dash, no link.
    await expect(canvas.queryByRole('link', { name: /^Chat WhatsApp|^Kirim email/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hapus Data Pribadi' })).toBeDisabled();
    await expect(canvas.getByText('Panel ATS-AMF Genset 100 kVA')).toBeVisible();
  },
};

/** An unknown id. */
export const NotFound: Story = {
  parameters: { route: '/admin/penawaran/999', screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Data permintaan tidak dapat dimuat.')).toBeVisible();
  },
};

/** Changing the status: the history gains the entry with the staff member. */
export const InteractionsStatusChange: Story = {
  parameters: { screenshot: false }, // the new entry carries the current time
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status baru' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Diproses' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah status' }));
    await expectToast('Status: Diproses');
    await clearToasts();
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Riwayat status' })).toHaveTextContent(
        /Diproses.*admin/,
      ),
    );
    await expect(db.quotes.find((quote) => quote.id === 3)?.status).toBe('processing');
  },
};

/** A quoted unit price and a staff note, saved together. */
export const InteractionsUnitPrice: Story = {
  parameters: { screenshot: false }, // sweetalert2 animates its dialog in
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    const price = canvas.getByLabelText('Harga satuan penawaran Silinder Kompak AK-32x50');
    await userEvent.type(price, '350000');
    await userEvent.type(canvas.getByLabelText('Catatan staf'), 'Diskon 10%');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await findAlert('Berhasil!');
    const stored = db.quotes.find((quote) => quote.id === 3);
    await expect(stored?.items.find((item) => item.id === 4)?.unitPrice).toBe(350_000);
    await expect(stored?.staffNote).toBe('Diskon 10%');
  },
};

/** 'Hapus Data Pribadi' asks first, then erases the buyer's data. */
export const InteractionsErase: Story = {
  parameters: { screenshot: false }, // sweetalert2 animates its dialog in
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Data Pribadi' }));
    const alert = await findAlert('Hapus data pribadi pemesan?');
    await userEvent.click(alert.getByRole('button', { name: 'Ya, Hapus Data' }));
    await expectToast('Data pribadi berhasil dihapus');
    await waitFor(() => expect(canvas.queryByText('Budi Santoso')).toBeNull());
    await expect(db.quotes.find((quote) => quote.id === 3)?.name).toBeNull();
  },
};

/** 'Unduh PDF' saves `<reference>.pdf`; a request without prices gets the server's message. */
export const InteractionsPdf: Story = {
  parameters: {
    screenshot: false,
    msw: {
      handlers: withDefaults(
        'quotes',
        scenario.validation422(
          { items: 'Masih ada produk tanpa harga satuan' },
          'GET',
          '/admin/quote/pdf/{id}',
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    await userEvent.click(canvas.getByRole('button', { name: 'Unduh PDF' }));
    const alert = await findAlert('Oopss...');
    await expect(alert.getAllByText('Masih ada produk tanpa harga satuan')[0]).toBeVisible();
  },
};

/** Request 3 gains lines staff have not priced: a range (the PDF would take its low end) and, when asked, a deleted product. */
function withUnpricedLines({ isDeletedLineToo }: { isDeletedLineToo: boolean }) {
  return () => {
    const quote = db.quotes.find((row) => row.id === 3);
    quote?.items.push({
      id: 7,
      productId: 3,
      productName: 'Silinder ISO AX-63x200 Magnetik',
      quantity: 2,
      note: null,
      unitPrice: null,
    });
    if (isDeletedLineToo)
      quote?.items.push({
        id: 8,
        productId: 9999,
        productName: 'Silinder Lama SL-25',
        quantity: 1,
        note: null,
        unitPrice: null,
      });
    return {};
  };
}

const RANGE_LINE = 'Silinder ISO AX-63x200 Magnetik';

/**
 * Lines without a price of their own (issue 32): a range and a deleted product read 'harga belum
 * diisi' under an empty price field, not a grey number; a single price keeps it as the hint.
 */
export const UnpricedLines: Story = {
  loaders: [withUnpricedLines({ isDeletedLineToo: true })],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    const items = within(canvas.getByRole('form', { name: 'Produk yang diminta' }));
    await expect(items.getAllByText('harga belum diisi')).toHaveLength(2);
    for (const name of [RANGE_LINE, 'Silinder Lama SL-25']) {
      const price = items.getByLabelText(`Harga satuan penawaran ${name}`);
      await expect(price).toHaveAccessibleDescription('harga belum diisi');
      await expect(price).not.toHaveAttribute('placeholder', expect.stringMatching(/\d/));
    }
    const single = items.getByLabelText('Harga satuan penawaran Silinder Kompak AK-32x50');
    await expect(single).toHaveAttribute('placeholder', '385.000');
    await expect(single).not.toHaveAccessibleDescription('harga belum diisi');
    // The picture shows the flagged lines.
    items
      .getByLabelText(`Harga satuan penawaran ${RANGE_LINE}`)
      .scrollIntoView({ block: 'center' });
  },
};

/** A price typed and saved takes the flag away. */
export const InteractionsUnpricedLinePriced: Story = {
  loaders: [withUnpricedLines({ isDeletedLineToo: false })],
  parameters: { screenshot: false }, // sweetalert2 animates its dialog in
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    await expect(canvas.getByText('harga belum diisi')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(`Harga satuan penawaran ${RANGE_LINE}`), '1300000');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await findAlert('Berhasil!');
    await waitFor(() => expect(canvas.queryByText('harga belum diisi')).toBeNull());
  },
};

/**
 * 'Unduh PDF' with an unpriced line asks first, naming the line and its range: 'Batal' saves
 * nothing; 'Tetap Unduh PDF' saves the PDF.
 */
export const InteractionsPdfAsksFirst: Story = {
  loaders: [withUnpricedLines({ isDeletedLineToo: false })],
  parameters: { screenshot: false }, // sweetalert2 animates its dialog in
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    await catchDownloads(async (saved) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Unduh PDF' }));
      let alert = await findAlert('Harga belum diisi');
      await expect(alert.getByRole('listitem')).toHaveTextContent(
        `${RANGE_LINE}: Rp. 1.250.000 - Rp. 1.450.000`,
      );
      await userEvent.click(alert.getByRole('button', { name: 'Batal' }));
      await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
      await expect(saved).toHaveLength(0);

      await userEvent.click(canvas.getByRole('button', { name: 'Unduh PDF' }));
      alert = await findAlert('Harga belum diisi');
      await userEvent.click(alert.getByRole('button', { name: 'Tetap Unduh PDF' }));
      const file = await firstSaved(saved);
      await expect(file.name).toBe('PNW-202602-00002.pdf');
    });
  },
};

/** Every line priced: 'Unduh PDF' saves at once, without asking. */
export const InteractionsPdfPriced: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    await catchDownloads(async (saved) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Unduh PDF' }));
      await expect((await firstSaved(saved)).name).toBe('PNW-202602-00002.pdf');
      await expect(document.querySelector('.swal2-container')).toBeNull();
    });
  },
};

/**
 * Issue 35, a quotation being prepared: two lines priced only by a range block 'Kirim Penawaran',
 * and the clerk reads which; the third line has its discount and 'Inden 3 minggu'.
 */
export const BlockedSend: Story = {
  parameters: { route: '/admin/penawaran/4' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00004' });
    const blocked = canvas.getByRole('list', { name: 'Penawaran belum dapat dikirim' });
    await expect(
      within(blocked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Silinder ISO AX-63x200 Magnetik', 'Panel Distribusi Daya 3 Fasa 400A']);
    const send = canvas.getByRole('button', { name: 'Kirim Penawaran' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(/Penawaran belum dapat dikirim/);
    const items = within(canvas.getByRole('form', { name: 'Produk yang diminta' }));
    await expect(items.getByLabelText('Diskon (%) Silinder Kompak AK-32x50')).toHaveValue('5');
    await expect(items.getByLabelText('Lama inden (minggu) Silinder Kompak AK-32x50')).toHaveValue(
      '3',
    );
    // The picture shows the send step with its list.
    send.scrollIntoView({ block: 'center' });
  },
};

/** Sent twice: 'Riwayat Revisi' lists Rev. 1 and Rev. 0 (with the buyer's note), each with its PDF. */
export const RevisionList: Story = {
  parameters: { route: '/admin/penawaran/5' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00005' });
    const list = canvas.getByRole('list', { name: 'Riwayat Revisi' });
    const revisions = within(list).getAllByRole('listitem');
    await expect(revisions.map((item) => within(item).getByText(/^Rev\. \d$/).textContent)).toEqual(
      ['Rev. 1', 'Rev. 0'],
    );
    await expect(revisions[1]).toHaveTextContent(
      'Catatan revisi dari pemesan: Mohon diskon tambahan untuk katup solenoid.',
    );
    await expect(within(list).getByRole('button', { name: 'Unduh PDF Rev. 0' })).toBeVisible();
    list.scrollIntoView({ block: 'center' });
  },
};

/** Accepted by the buyer: 'Disetujui', who accepted, the PO number and 'Unduh PO'. */
export const AcceptedWithPo: Story = {
  parameters: { route: '/admin/penawaran/6' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00006' });
    await expect(canvas.getAllByText('Disetujui')[0]).toBeVisible();
    const acceptance = canvas.getByRole('region', { name: 'Disetujui Pemesan' });
    await expect(acceptance).toHaveTextContent('Budi Santoso (Manajer Pembelian)');
    await expect(acceptance).toHaveTextContent('PO-2026-0815');
    await expect(within(acceptance).getByRole('button', { name: 'Unduh PO' })).toBeVisible();
    acceptance.scrollIntoView({ block: 'center' });
  },
};

/** On a phone (360 px) each line is a card: the detail never scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { route: '/admin/penawaran/4' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00004' });
    await expect(canvas.getByLabelText('Diskon (%) Silinder Kompak AK-32x50')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    canvas.getByText('Silinder Kompak AK-32x50').scrollIntoView({ block: 'start' });
  },
};

/** A discount and an 'Inden' line with its weeks, saved together with the terms. */
export const InteractionsDiscountAndLeadTime: Story = {
  parameters: { screenshot: false }, // sweetalert2 animates its dialog in
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    const items = within(canvas.getByRole('form', { name: 'Produk yang diminta' }));
    await userEvent.type(items.getByLabelText('Diskon (%) Silinder Kompak AK-32x50'), '12,5');
    await userEvent.click(
      items.getByRole('combobox', { name: 'Waktu pengiriman Katup Solenoid AV-5210 24VDC' }),
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Inden' }));
    // 'Inden' asks for its weeks before anything is saved.
    await userEvent.click(items.getByRole('button', { name: 'Simpan' }));
    await expect(
      await items.findByText('Isi jumlah minggu untuk Inden (1 sampai 52)'),
    ).toBeVisible();
    await userEvent.type(
      items.getByLabelText('Lama inden (minggu) Katup Solenoid AV-5210 24VDC'),
      '3',
    );
    await userEvent.clear(items.getByLabelText('Syarat Pembayaran'));
    await userEvent.type(items.getByLabelText('Syarat Pembayaran'), 'Tempo 30 hari');
    await userEvent.click(items.getByRole('button', { name: 'Simpan' }));
    await findAlert('Berhasil!');
    const stored = db.quotes.find((quote) => quote.id === 3);
    await expect(stored?.items.find((item) => item.id === 4)?.discountPercent).toBe(12.5);
    const katup = stored?.items.find((item) => item.id === 5);
    await expect([katup?.leadTime, katup?.leadTimeWeeks]).toEqual(['Inden', 3]);
    await expect(stored?.terms?.paymentTerms).toBe('Tempo 30 hari');
  },
};

/** 'Kirim Penawaran': the letter number, the WhatsApp link to the buyer, and Rev. 0 in the list. */
export const InteractionsSend: Story = {
  parameters: { screenshot: false }, // the revision carries the current time
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Penawaran' }));
    const sent = await canvas.findByRole('status', {
      name: 'Penawaran PNW-202602-00002/Rev.0 terkirim',
    });
    const whatsapp = within(sent).getByRole('link', { name: /Kirim tautan via WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/62/));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const message = decodeURIComponent(whatsapp.getAttribute('href') ?? '');
    await expect(message).toMatch(/\/penawaran\/lihat\/\S+/);
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Riwayat Revisi' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    await expect(canvas.getAllByText('Dikirim')[0]).toBeVisible();
  },
};

/**
 * 'Kirim Penawaran' pressed again a moment later, nothing changed: the server's words in SPEC 8's
 * dialog (not 'Terjadi kesalahan koneksi'), and still one revision in the list.
 */
export const InteractionsSendAgain: Story = {
  parameters: { screenshot: false }, // the revision carries the current time
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'PNW-202602-00002' });
    const send = canvas.getByRole('button', { name: 'Kirim Penawaran' });
    await userEvent.click(send);
    await canvas.findByRole('status', { name: 'Penawaran PNW-202602-00002/Rev.0 terkirim' });
    await userEvent.click(send);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Oopss...' });
    await expect(dialog).toHaveTextContent(QUOTATION_TEXTS.sendingTwice);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Riwayat Revisi' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  },
};
