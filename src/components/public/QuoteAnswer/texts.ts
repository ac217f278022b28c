// Texts of the buyer's answers (issue 35). 'Setujui Penawaran' and 'Minta Revisi' are DECISIONS'
// exact texts (src/lib/quote/constants.ts); the rest is ours, in the same voice.
import { QUOTE_TEXTS } from '../../../lib/quote/constants.ts';
import { QUOTATION_TEXTS } from '../../../lib/quote/quotationTexts.ts';

export const ANSWER_TEXT = {
  accept: QUOTATION_TEXTS.accept,
  revise: QUOTATION_TEXTS.revise,
  acceptIntro: 'Isi nama dan jabatan Anda untuk menyetujui penawaran ini.',
  name: 'Nama',
  title: 'Jabatan',
  poNumber: 'Nomor PO',
  po: 'File PO',
  /** Said before the upload, not after (issue 35: a PDF of at most 10 MB). */
  poHint: 'Opsional. File PDF, maksimal 10 MB.',
  poChosen: (name: string, size: string) => `Dipilih: ${name} (${size})`,
  poInvalid: QUOTATION_TEXTS.poInvalid,
  nameRequired: QUOTE_TEXTS.nameRequired,
  titleRequired: QUOTATION_TEXTS.titleRequired,
  note: 'Catatan revisi',
  noteHint: 'Tuliskan perubahan yang Anda inginkan (jumlah, produk, harga, atau syarat).',
  noteRequired: QUOTATION_TEXTS.reviseNoteRequired,
} as const;
