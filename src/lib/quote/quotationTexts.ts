// The texts of a quotation sent and answered (issue 35): apart from QUOTE_TEXTS, which the public
// pages' quote list reads, so that the letter's and the inbox's texts stay off the public entry.

/** Texts of the quotation, the inbox's sending and the buyer's answers. */
export const QUOTATION_TEXTS = {
  /** Issue 35, exact texts. */
  send: 'Kirim Penawaran',
  accept: 'Setujui Penawaran',
  revise: 'Minta Revisi',
  downloadPdf: 'Unduh PDF',
  expired: 'Penawaran sudah tidak berlaku',
  superseded: 'Penawaran ini telah diperbarui',
  validUntil: 'Berlaku sampai',
  paymentTerms: 'Syarat Pembayaran',
  deliveryTerms: 'Syarat Pengiriman',
  /** Ours, in the same voice. */
  quoteSent: 'Penawaran terkirim',
  accepted: 'Penawaran disetujui, terima kasih',
  revisionAsked: 'Permintaan revisi terkirim',
  blockedLines: (names: readonly string[]) =>
    `Harga belum lengkap (masih rentang atau kosong): ${names.join(', ')}`,
  erasedCannotSend: 'Data pembeli sudah dihapus, penawaran tidak dapat dikirim',
  acceptedCannotSend: 'Penawaran sudah disetujui pemesan, revisi baru tidak dapat dikirim',
  alreadyAccepted: 'Penawaran ini sudah disetujui.',
  sendingTwice: 'Penawaran ini baru saja dikirim. Muat ulang halaman untuk melihat revisinya.',
  gone: 'Penawaran ini sudah tidak tersedia.',
  leadTimeWeeksRequired: 'Isi jumlah minggu untuk Inden (1 sampai 52)',
  validUntilPast: 'Tanggal berlaku tidak boleh sebelum hari ini',
  titleRequired: 'Jabatan tidak boleh kosong',
  reviseNoteRequired: 'Catatan revisi tidak boleh kosong',
  poInvalid: 'File PO harus berupa PDF dengan ukuran maksimal 10 MB',
  unknownRevision: 'Revisi tidak ditemukan',
} as const;
