// Texts of the buyer's quotation page (issue 35). DECISIONS' exact texts come from
// src/lib/quote/constants.ts; the rest is ours, in the same voice.
import { QUOTATION_TEXTS } from '@/lib/quote/quotationTexts.ts';

export const QUOTE_VIEW_TEXT = {
  accept: QUOTATION_TEXTS.accept,
  revise: QUOTATION_TEXTS.revise,
  downloadPdf: QUOTATION_TEXTS.downloadPdf,
  expired: QUOTATION_TEXTS.expired,
  superseded: QUOTATION_TEXTS.superseded,
  expiredText: (validUntil: string) =>
    `Masa berlaku penawaran ini berakhir pada ${validUntil}. Hubungi kami untuk meminta penawaran baru.`,
  askAgain: 'Minta Penawaran Baru via WhatsApp',
  newTab: '(membuka tab baru)',
  supersededText: (letterNumber: string) =>
    `Yang ditampilkan di bawah ini adalah revisi terbaru, ${letterNumber}.`,
  acceptedTitle: 'Penawaran telah disetujui',
  acceptedBy: (name: string, title: string, at: string) =>
    `Disetujui oleh ${name} (${title}) pada ${at}.`,
  poNumber: (number: string) => `Nomor PO: ${number}`,
  poAttached: 'File PO telah kami terima.',
  acceptedThanks: 'Terima kasih. Tim kami akan segera memproses pesanan Anda.',
  revisionTitle: QUOTATION_TEXTS.revisionAsked,
  revisionNote: (note: string) => `Catatan Anda: ${note}`,
  revisionNext: 'Tim kami akan mengirimkan penawaran yang telah diperbarui.',
  answerChoice: 'Tanggapan Anda',
  erasedTitle: 'Penawaran tidak tersedia',
  erasedText: 'Data penawaran ini telah dihapus. Hubungi kami bila Anda memerlukan penawaran baru.',
  notFoundTitle: 'Penawaran tidak ditemukan',
  notFoundText: 'Periksa kembali tautan yang Anda terima, atau hubungi kami.',
  loading: 'Memuat penawaran...',
} as const;
