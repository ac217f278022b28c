// The labels of a quotation (issue 35) that the letter on the buyer's page and the inbox share;
// DECISIONS' exact texts are QUOTE_TEXTS (./constants.ts), a line's delivery time leadTimeText
// (./items.ts).

/** Ours, in the same voice: the labels the letter, the buyer's page and the inbox share. */
export const QUOTATION_LABELS = {
  letterNumber: 'Nomor',
  date: 'Tanggal',
  to: 'Kepada',
  product: 'Produk',
  quantity: 'Jumlah',
  unitPrice: 'Harga satuan',
  discount: 'Diskon',
  discountPercent: 'Diskon (%)',
  leadTime: 'Waktu pengiriman',
  subtotal: 'Subtotal',
  priceTotal: 'Jumlah harga',
  dpp: 'DPP Nilai Lain (11/12)',
  ppn: 'PPN 12%',
  total: 'Total',
  inWords: 'Terbilang',
  regards: 'Hormat kami,',
  signatoryName: 'Nama penanda tangan',
  signatoryTitle: 'Jabatan penanda tangan',
  revision: (revision: number) => `Rev. ${revision}`,
} as const;
