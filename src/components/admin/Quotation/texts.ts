// Texts of the inbox's quotation parts (issue 35). 'Kirim Penawaran', 'Unduh PDF' and the
// statuses are DECISIONS' exact texts (src/lib/quote/); the rest is ours, in the same voice.
import { QUOTATION_TEXTS } from '@/lib/quote/quotationTexts.ts';

export const QUOTATION_TEXT = {
  send: QUOTATION_TEXTS.send,
  sendIntro:
    'Penawaran dibekukan sebagai revisi baru dengan PDF-nya, dikirim ke email pemesan bila ada, dan tautan untuk pemesan dibuat.',
  blockedTitle: 'Penawaran belum dapat dikirim',
  blockedText:
    'Isi harga satuan penawaran untuk produk berikut (harga katalognya rentang atau kosong):',
  unsaved: 'Simpan perubahan terlebih dahulu sebelum mengirim penawaran.',
  erased: 'Data pribadi pemesan sudah dihapus; penawaran tidak dapat dikirim.',
  sentTitle: (letterNumber: string) => `Penawaran ${letterNumber} terkirim`,
  whatsapp: 'Kirim tautan via WhatsApp',
  newTab: '(membuka tab baru)',
  noWhatsapp: 'Nomor WhatsApp pemesan tidak tersedia.',
  publicUrl: 'Tautan penawaran untuk pemesan',
  emailed: 'PDF penawaran terkirim ke email pemesan.',
  notEmailed: 'PDF tidak dikirim lewat email (email pemesan atau SMTP belum diatur).',
  revisions: 'Riwayat Revisi',
  noRevisions: 'Belum ada penawaran yang dikirim.',
  sentBy: (at: string, by: string | null) => (by ? `${at} WIB oleh ${by}` : `${at} WIB`),
  total: 'Total',
  validUntil: QUOTATION_TEXTS.validUntil,
  buyerNote: 'Catatan revisi dari pemesan',
  pdfOf: (revision: number) => `${QUOTATION_TEXTS.downloadPdf} Rev. ${revision}`,
  acceptedTitle: 'Disetujui Pemesan',
  acceptedRevision: 'Revisi',
  acceptedBy: 'Disetujui oleh',
  acceptedAt: 'Tanggal',
  poNumber: 'Nomor PO',
  poFile: 'File PO',
  noPo: 'Tanpa file PO',
  downloadPo: 'Unduh PO',
} as const;
