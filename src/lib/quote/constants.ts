// Quote requests (issue 25): the statuses and their labels, the consent text and its version, and
// the Indonesian texts that the server, the mocks and the screens share.

/** Where a request stands, as the contract's `QuoteStatus` names it. */
export const QUOTE_STATUSES = ['new', 'processing', 'sent', 'done', 'cancelled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Issue 25, exact texts. */
export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  new: 'Baru',
  processing: 'Diproses',
  sent: 'Dikirim',
  done: 'Selesai',
  cancelled: 'Batal',
};

/** The consent checkbox (issue 25, exact text). */
export const QUOTE_CONSENT_TEXT =
  'Saya setuju data saya digunakan untuk menindaklanjuti permintaan penawaran ini';
/**
 * Stored with every request (UU PDP 27/2022: consent must be provable). A change of the text above
 * gets a new version, so each request names the wording its buyer agreed to.
 */
export const QUOTE_CONSENT_VERSION = '2026-11';

/** Limits of a request (issue 25). */
export const QUOTE_MAX_ITEMS = 50;
export const QUOTE_MIN_QUANTITY = 1;
export const QUOTE_MAX_QUANTITY = 100_000;
/** The largest price total a quotation states (and spells out in words). */
export const QUOTE_MAX_TOTAL = 999_999_999_999;
/** Days a 'Surat Penawaran Harga' stays valid when QUOTE_VALID_DAYS is unset. */
export const QUOTE_DEFAULT_VALID_DAYS = 30;

/** Texts of the quote list, the inbox and their answers. */
export const QUOTE_TEXTS = {
  /** Issue 25, exact texts. */
  listTitle: 'Daftar Penawaran',
  empty: 'Daftar penawaran masih kosong',
  sent: 'Permintaan penawaran terkirim',
  continueToWhatsapp: 'Lanjutkan ke WhatsApp',
  inboxTitle: 'Permintaan Penawaran',
  erase: 'Hapus Data Pribadi',
  documentTitle: 'Surat Penawaran Harga',
  /** Ours, in the same voice. */
  erased: 'Data pribadi berhasil dihapus',
  consentRequired: 'Persetujuan wajib dicentang',
  nameRequired: 'Nama tidak boleh kosong',
  phoneRequired: 'Nomor WhatsApp tidak boleh kosong',
  invalidPhone: 'Nomor WhatsApp tidak valid (8 sampai 15 angka)',
  quantityRange: 'Jumlah harus 1 sampai 100.000',
  tooManyItems: 'Maksimal 50 produk dalam satu permintaan',
  productUnavailable: 'Produk tidak ditemukan atau tidak aktif',
  unknownItem: 'Item tidak termasuk dalam permintaan ini',
  totalTooLarge: 'Total penawaran melebihi Rp 999.999.999.999',
  missingPrice: 'Masih ada produk tanpa harga satuan',
  pdfBusy: 'Terlalu banyak PDF penawaran sedang dibuat, silakan coba lagi sebentar lagi.',
} as const;
