// Texts of the quote list (issue 25). DECISIONS "Added in the third phase" gives 'Tambah ke
// Penawaran', 'Penawaran', 'Daftar Penawaran', 'Daftar penawaran masih kosong' and 'Jumlah'
// exactly; the confirmations and labels around them are ours, in the same voice.
import { QUOTE_CONSENT_TEXT, QUOTE_TEXTS } from '../../../lib/quote/constants.ts';
import { formatCount } from '../../../lib/catalogue/rupiah.ts';
import { QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_MIN } from './quoteItems.ts';
import type { AddOutcome } from './quoteItems.ts';

export const QUOTE_TEXT = {
  add: 'Tambah ke Penawaran',
  quantity: 'Jumlah',
  topBar: 'Penawaran',
  /** After the count, for screen readers: 'Penawaran 3 produk'. */
  topBarCountSuffix: ' produk',
  title: QUOTE_TEXTS.listTitle,
  empty: QUOTE_TEXTS.empty,
  quantityHint: `${QUOTE_QUANTITY_MIN} sampai ${formatCount(QUOTE_QUANTITY_MAX)}`,
  lines: 'Produk yang diminta',
  note: 'Catatan',
  remove: 'Hapus',
  unitPrice: 'Harga satuan',
  subtotal: 'Subtotal',
  total: 'Total',
  askPrice: 'Harga akan dikonfirmasi',
  noTotal: 'Total ditampilkan bila semua produk memiliki harga.',
  browse: 'Lihat produk',
  form: 'Data Pemesan',
  name: 'Nama',
  company: 'Perusahaan',
  phone: 'Nomor WhatsApp',
  email: 'Email',
  npwp: 'NPWP',
  npwpHint: 'Opsional, 15 atau 16 angka',
  city: 'Kota',
  formNote: 'Catatan',
  consent: QUOTE_CONSENT_TEXT,
  submit: 'Kirim Permintaan',
  busy: 'Mengirim...',
  sent: QUOTE_TEXTS.sent,
  reference: 'Nomor referensi',
  copy: 'Salin',
  /** After 'Salin', for screen readers: 'Salin nomor referensi'. */
  copySuffix: ' nomor referensi',
  copied: 'Nomor referensi disalin.',
  copyFailed: 'Tidak dapat menyalin otomatis: nomor referensi sudah dipilih, salin secara manual.',
  sentLead:
    'Simpan nomor ini. Lanjutkan ke WhatsApp agar tim kami segera membalas permintaan Anda.',
  continueToWhatsapp: QUOTE_TEXTS.continueToWhatsapp,
  close: 'Tutup',
  newTab: '(membuka tab baru)',
  notPersistent:
    'Penyimpanan browser tidak tersedia: daftar ini hanya tersimpan selama halaman ini terbuka.',
} as const;

/** What the add button says after it was pressed. */
export function addedText(outcome: AddOutcome, quantity: number): string {
  if (outcome === 'full') return QUOTE_TEXTS.tooManyItems;
  if (outcome === 'increased')
    return `Jumlah di daftar penawaran ditambah ${formatCount(quantity)}.`;
  return `${formatCount(quantity)} ditambahkan ke daftar penawaran.`;
}
