import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuoteView } from '../../../src/screens/public/QuoteView/QuoteView.tsx';
import {
  ACCEPTED_LETTER,
  EXPIRED_LETTER,
  LETTER,
  REVISION_LETTER,
  SUPERSEDED_LETTER,
  TOKEN,
} from '../../components/quotationFixtures.ts';
import { quoteViewHandlers, resetQuoteView, sentAnswers } from './quoteViewHandlers.ts';

const meta = {
  title: 'Screens/Public/QuoteView',
  component: QuoteView,
  // The screen reads :token from its route, as in the app.
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/penawaran/lihat/:token" element={<Story />} />
      </Routes>
    ),
  ],
  parameters: { route: `/penawaran/lihat/${TOKEN}`, msw: { handlers: quoteViewHandlers(LETTER) } },
  beforeEach: resetQuoteView,
  // Built for a phone first.
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof QuoteView>;

export default meta;
type Story = StoryObj<typeof meta>;

const noSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );

/** Open, on a phone: the letter, 'Unduh PDF' and the two answers. */
export const Open: Story = {
  play: async ({ canvas }) => {
    // The file's first story also waits for the screen's code to load.
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Surat Penawaran Harga' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('PNW-202611-00042/Rev.0')).toBeVisible();
    await expect(canvas.getByText('Inden 3 minggu')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Unduh PDF' })).toHaveAttribute(
      'href',
      `/api-web/quote/view/pdf/${TOKEN}`,
    );
    await expect(canvas.getByRole('button', { name: 'Setujui Penawaran' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Minta Revisi' })).toBeVisible();
    await noSidewaysScroll();
  },
};

/** Open, on a desktop: the answers beside the letter. */
export const OpenDesktop: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PNW-202611-00042/Rev.0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Setujui Penawaran' })).toBeVisible();
  },
};

/** Accepted: who accepted, the PO, no answers left to give. */
export const Accepted: Story = {
  parameters: { msw: { handlers: quoteViewHandlers(ACCEPTED_LETTER) } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Penawaran telah disetujui');
    await expect(notice).toHaveTextContent(
      'Disetujui oleh Budi Santoso (Manajer Pembelian) pada 21 November 2026.',
    );
    await expect(notice).toHaveTextContent('Nomor PO: PO-2026-0815');
    await expect(canvas.queryByRole('button', { name: 'Setujui Penawaran' })).toBeNull();
    await noSidewaysScroll();
  },
};

/** Accepted, on a desktop. */
export const AcceptedDesktop: Story = {
  ...Accepted,
  globals: { viewport: { value: 'wide' } },
};

/** The buyer asked a change: their note, and what happens next. */
export const RevisionAsked: Story = {
  parameters: { msw: { handlers: quoteViewHandlers(REVISION_LETTER) } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Permintaan revisi terkirim');
    await expect(notice).toHaveTextContent(/Catatan Anda: Mohon jumlah silinder kompak menjadi 20/);
    await expect(canvas.queryByRole('button', { name: 'Minta Revisi' })).toBeNull();
    await noSidewaysScroll();
  },
};

/** Revision asked, on a desktop. */
export const RevisionAskedDesktop: Story = {
  ...RevisionAsked,
  globals: { viewport: { value: 'wide' } },
};

/** Past 'Berlaku sampai': 'Penawaran sudah tidak berlaku' and a new one asked over WhatsApp. */
export const Expired: Story = {
  parameters: { msw: { handlers: quoteViewHandlers(EXPIRED_LETTER) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Penawaran sudah tidak berlaku' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: /Minta Penawaran Baru via WhatsApp/ });
    await expect(link).toHaveAttribute('href', EXPIRED_LETTER.whatsappUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button', { name: 'Setujui Penawaran' })).toBeNull();
    await noSidewaysScroll();
  },
};

/** Expired, on a desktop. */
export const ExpiredDesktop: Story = {
  ...Expired,
  globals: { viewport: { value: 'wide' } },
};

/** A link of Rev. 0 after Rev. 1 went out: the newest shows, and the page says so. */
export const Superseded: Story = {
  parameters: { msw: { handlers: quoteViewHandlers(SUPERSEDED_LETTER) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Penawaran ini telah diperbarui' }),
    ).toBeVisible();
    await expect(canvas.getByText(/revisi terbaru, PNW-202611-00042\/Rev\.1\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Setujui Penawaran' })).toBeVisible();
  },
};

/** After 'Hapus Data Pribadi' the API answers 410: a page that says the quotation is gone. */
export const Erased: Story = {
  parameters: { msw: { handlers: quoteViewHandlers(410) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Penawaran tidak tersedia' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Surat Penawaran Harga')).toBeNull();
    await noSidewaysScroll();
  },
};

/** Erased, on a desktop. */
export const ErasedDesktop: Story = {
  ...Erased,
  globals: { viewport: { value: 'wide' } },
};

/** A guessed or mistyped link (404). */
export const UnknownLink: Story = {
  parameters: { msw: { handlers: quoteViewHandlers(404) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Penawaran tidak ditemukan' }),
    ).toBeVisible();
  },
};

/** The server failed: the error and 'Coba lagi'. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: quoteViewHandlers(500) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** Loading: a placeholder until the quotation arrives. */
export const Loading: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Memuat penawaran...')).toHaveAttribute('aria-busy', 'true');
    await canvas.findByText('PNW-202611-00042/Rev.0');
  },
};

/** A small PDF, as a PO. */
const poFile = () => new File(['%PDF-1.4\n%%EOF\n'], 'po-0815.pdf', { type: 'application/pdf' });

/** 'Setujui Penawaran' with a PO: typed, sent as multipart, and the page shows the acceptance. */
export const InteractionsAccept: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Setujui Penawaran' }));
    // The limit is said before the upload.
    await expect(canvas.getByText('Opsional. File PDF, maksimal 10 MB.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nama/), 'Budi Santoso');
    await userEvent.type(canvas.getByLabelText(/^Jabatan/), 'Manajer Pembelian');
    await userEvent.type(canvas.getByLabelText('Nomor PO'), 'PO-2026-0815');
    await userEvent.upload(canvas.getByLabelText('File PO'), poFile());
    await expect(canvas.getByText(/^Dipilih: po-0815\.pdf/)).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Setujui Penawaran' });
    await userEvent.click(within(form).getByRole('button', { name: 'Setujui Penawaran' }));
    await expect(await canvas.findByText('Penawaran telah disetujui')).toBeVisible();
    const sent = sentAnswers.accept;
    await expect(sent?.get('name')).toBe('Budi Santoso');
    await expect(sent?.get('title')).toBe('Manajer Pembelian');
    await expect(sent?.get('poNumber')).toBe('PO-2026-0815');
    await expect((sent?.get('po') as File | null)?.name).toBe('po-0815.pdf');
  },
};

/** Name and position are asked before anything is sent; a file that is not a PDF is refused at once. */
export const InteractionsAcceptChecks: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Setujui Penawaran' }));
    const form = within(canvas.getByRole('form', { name: 'Setujui Penawaran' }));
    await userEvent.upload(
      form.getByLabelText('File PO'),
      new File(['x'], 'po.docx', { type: 'application/msword' }),
      { applyAccept: false },
    );
    await userEvent.click(form.getByRole('button', { name: 'Setujui Penawaran' }));
    await expect(await form.findByText('Nama tidak boleh kosong')).toBeVisible();
    await expect(form.getByText('Jabatan tidak boleh kosong')).toBeVisible();
    await expect(
      form.getByText('File PO harus berupa PDF dengan ukuran maksimal 10 MB'),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Nama/)).toHaveFocus();
    await expect(sentAnswers.accept).toBeNull();
  },
};

/** The server refuses the PO (422): its message under the file, and everything typed stays. */
export const InteractionsAcceptRefused: Story = {
  parameters: {
    screenshot: false,
    msw: { handlers: quoteViewHandlers(LETTER, { accept: 422 }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Setujui Penawaran' }));
    const form = within(canvas.getByRole('form', { name: 'Setujui Penawaran' }));
    await userEvent.type(form.getByLabelText(/^Nama/), 'Budi Santoso');
    await userEvent.type(form.getByLabelText(/^Jabatan/), 'Manajer Pembelian');
    await userEvent.upload(form.getByLabelText('File PO'), poFile());
    await userEvent.click(form.getByRole('button', { name: 'Setujui Penawaran' }));
    await expect(
      await form.findByText('File PO harus berupa PDF dengan ukuran maksimal 10 MB'),
    ).toBeVisible();
    await expect(form.getByLabelText('File PO')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(/^Nama/)).toHaveValue('Budi Santoso');
    await expect(form.getByLabelText(/^Jabatan/)).toHaveValue('Manajer Pembelian');
  },
};

/** 'Minta Revisi': the note is asked for, sent, and the page says it was. */
export const InteractionsRevise: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Minta Revisi' }));
    const form = within(canvas.getByRole('form', { name: 'Minta Revisi' }));
    // Empty: asked first.
    await userEvent.click(form.getByRole('button', { name: 'Minta Revisi' }));
    await expect(await form.findByText('Catatan revisi tidak boleh kosong')).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Catatan revisi/), 'Jumlah katup menjadi 6.');
    await userEvent.click(form.getByRole('button', { name: 'Minta Revisi' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Catatan Anda: Jumlah katup menjadi 6.'),
    );
    await expect(sentAnswers.revise).toEqual({ note: 'Jumlah katup menjadi 6.' });
  },
};
