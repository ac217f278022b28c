// Texts of the sales inbox (issue 25). 'Permintaan Penawaran', 'Penawaran', the statuses and
// 'Hapus Data Pribadi' are DECISIONS' exact texts (src/lib/quote/constants.ts); the rest is ours.
import { QUOTE_STATUS_LABELS, QUOTE_TEXTS } from '@/lib/quote/constants.ts';
import type { QuoteStatus } from '@/lib/quote/constants.ts';

export const QUOTES_TITLE = QUOTE_TEXTS.inboxTitle;

export const QUOTES_TEXT = {
  filters: 'Filter permintaan',
  status: 'Status',
  reference: 'Referensi',
  date: 'Tanggal (WIB)',
  name: 'Nama',
  company: 'Perusahaan',
  phone: 'Nomor WhatsApp',
  city: 'Kota',
  items: 'Produk',
  buyer: 'Pemesan',
  contact: 'Kontak',
  inWib: (dateTime: string) => `${dateTime} WIB`,
  erased: 'Data pribadi dihapus',
  newCount: 'Penawaran Baru',
} as const;

export const QUOTE_DETAIL_TEXT = {
  title: 'Detail Permintaan Penawaran',
  back: 'Kembali',
  buyer: 'Pemesan',
  email: 'Email',
  npwp: 'NPWP',
  buyerNote: 'Catatan pemesan',
  consent: 'Persetujuan',
  consentText: (version: string, at: string) => `Versi ${version}, ${at} WIB`,
  items: 'Produk yang diminta',
  product: 'Produk',
  quantity: 'Jumlah',
  currentPrice: 'Harga saat ini',
  unitPrice: 'Harga satuan penawaran',
  unitPriceLabel: (name: string) => `Harga satuan penawaran ${name}`,
  discountLabel: (name: string) => `Diskon (%) ${name}`,
  leadTimeLabel: (name: string) => `Waktu pengiriman ${name}`,
  leadWeeksLabel: (name: string) => `Lama inden (minggu) ${name}`,
  weeks: 'minggu',
  terms: 'Syarat penawaran',
  sentToast: (letterNumber: string) => `Penawaran ${letterNumber} terkirim`,
  subtotal: 'Subtotal',
  itemNote: 'Catatan',
  deletedProduct: '(produk dihapus)',
  totals: 'Ringkasan harga',
  priceTotal: 'Jumlah harga',
  dpp: 'DPP Nilai Lain (11/12)',
  ppn: 'PPN 12%',
  total: 'Total',
  inWords: 'Terbilang',
  noTotals: 'Total dihitung setelah semua produk memiliki harga satuan.',
  staffNote: 'Catatan staf',
  save: 'Simpan',
  statusChange: 'Ubah status',
  changeTo: 'Status baru',
  history: 'Riwayat status',
  visitor: 'Pemesan (situs)',
  pdf: 'Unduh PDF',
  pdfBusy: 'Menyiapkan PDF...',
  /** Issue 32's words for a line whose unit price staff must still type (a range or no price). */
  priceUnset: 'harga belum diisi',
  pdfUnpricedTitle: 'Harga belum diisi',
  pdfUnpricedText:
    'Produk berikut belum memiliki harga satuan penawaran. Di PDF, produk dengan rentang harga memakai harga terendahnya. Tetap unduh PDF?',
  pdfUnpricedLine: (name: string, price: string | null) =>
    `${name}: ${price ?? 'tanpa harga katalog'}`,
  pdfUnpricedConfirm: 'Tetap Unduh PDF',
  erase: QUOTE_TEXTS.erase,
  eraseConfirmTitle: 'Hapus data pribadi pemesan?',
  eraseConfirmText:
    'Nama, perusahaan, nomor WhatsApp, email, NPWP dan catatan pemesan dihapus dari permintaan ini dan dari riwayat aktivitasnya. Produk dan jumlahnya tetap disimpan. Tindakan ini tidak dapat dibatalkan.',
  eraseConfirmButton: 'Ya, Hapus Data',
  erasedAt: (at: string) => `Data pribadi dihapus ${at} WIB`,
  loadError: 'Data permintaan tidak dapat dimuat.',
  retry: 'Muat Ulang',
} as const;

/** 'Baru', 'Diproses', … */
export const statusLabel = (status: QuoteStatus): string => QUOTE_STATUS_LABELS[status];

/** The badge tone of each status. */
export const STATUS_TONES = {
  new: 'info',
  processing: 'warning',
  sent: 'neutral',
  accepted: 'success',
  revision: 'warning',
  done: 'success',
  cancelled: 'danger',
} as const satisfies Record<QuoteStatus, string>;
