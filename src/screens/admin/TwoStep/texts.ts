/** The texts: 'Verifikasi Dua Langkah', 'Kode Verifikasi' and 'Kode Cadangan' are issue 27's; the rest ours. */
export const TWO_STEP_TEXT = {
  title: 'Verifikasi Dua Langkah',
  offLead: 'Lindungi akun Anda dengan kode dari aplikasi autentikator setiap kali masuk.',
  requiredLead:
    'Peran Anda wajib memakai verifikasi dua langkah. Aktifkan dengan aplikasi autentikator sebelum melanjutkan.',
  start: 'Mulai',
  scan: 'Pindai kode QR ini dengan aplikasi autentikator, atau ketik kuncinya:',
  qrAlt: 'Kode QR untuk aplikasi autentikator',
  code: 'Kode Verifikasi',
  enable: 'Aktifkan',
  codesTitle: 'Kode Cadangan',
  codesLead:
    'Simpan kode ini di tempat aman. Setiap kode hanya dapat dipakai sekali dan tidak akan ditampilkan lagi.',
  copy: 'Salin',
  copied: 'Kode cadangan disalin.',
  copyFailed: 'Kode tidak dapat disalin. Gunakan Unduh atau Cetak.',
  download: 'Unduh',
  print: 'Cetak',
  done: 'Selesai',
  onLead: 'Verifikasi dua langkah aktif untuk akun Anda.',
  disable: 'Nonaktifkan',
  cancel: 'Batal',
  signOut: 'Keluar',
} as const;
