// Quote requests (issue 25): the statuses and their labels, the consent text and its version, and
// the Indonesian texts that the server, the mocks and the screens share.
import { routes } from '../routes/routes.ts';

/** Where a request stands, as the contract's `QuoteStatus` names it. */
export const QUOTE_STATUSES = [
  'new',
  'processing',
  'sent',
  'accepted',
  'revision',
  'done',
  'cancelled',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Issue 25, exact texts. */
export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  new: 'Baru',
  processing: 'Diproses',
  sent: 'Dikirim',
  accepted: 'Disetujui',
  revision: 'Revisi',
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
/** Days a 'Surat Penawaran Harga' stays valid when QUOTE_VALID_DAYS is unset (issue 35: 'Berlaku sampai' today + 14). */
export const QUOTE_DEFAULT_VALID_DAYS = 14;

/** Issue 35: a line's delivery time, as the contract's `QuoteLeadTime` names it. */
export const QUOTE_LEAD_TIMES = ['Ready Stok', 'Inden'] as const;
export type QuoteLeadTime = (typeof QUOTE_LEAD_TIMES)[number];
/** Characters of a line's discount as typed: '100,00' (two decimals are kept). */
export const QUOTE_DISCOUNT_INPUT_LENGTH = 6;
/** Weeks an 'Inden' line may name. */
export const QUOTE_MAX_LEAD_WEEKS = 52;
/** A buyer's PO file: a PDF of at most 10 MB (openapi.yaml `QuoteAcceptForm` says the same). */
export const QUOTE_PO_MAX_BYTES = 10 * 1024 * 1024;
/** The buyer's page (issue 35), `/penawaran/lihat/<token>`: the route table's path before the token. */
export const QUOTE_VIEW_PATH = routes['l-penawaran-lihat'].replace(/:token$/, '');
/** Defaults of a quotation's terms when QUOTE_PAYMENT_TERMS / QUOTE_DELIVERY_TERMS are unset. */
export const QUOTE_DEFAULT_PAYMENT_TERMS = 'Pembayaran penuh sebelum barang dikirim';
export const QUOTE_DEFAULT_DELIVERY_TERMS = 'Franco gudang pembeli';
/** The signatory when QUOTE_SIGNATORY_NAME / QUOTE_SIGNATORY_TITLE are unset (staff type theirs). */
export const QUOTE_DEFAULT_SIGNATORY_NAME = '';
export const QUOTE_DEFAULT_SIGNATORY_TITLE = 'Bagian Penjualan';

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
