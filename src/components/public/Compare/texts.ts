// Texts of the comparison (DECISIONS, third phase: 'Bandingkan', 'Maksimal 4 produk untuk
// dibandingkan', 'Perbandingan Produk', 'Tampilkan perbedaan saja'; the others are ours).
import { COMPARE_LIMIT_MESSAGE } from '../../../lib/catalogue/compareList.ts';

export const COMPARE_TEXT = {
  add: 'Bandingkan',
  added: 'Dibandingkan',
  limit: COMPARE_LIMIT_MESSAGE,
  barLabel: 'Produk yang dibandingkan',
  open: (count: number) => `Bandingkan (${count})`,
  chosen: (count: number) => `${count} produk`,
  remove: (name: string) => `Hapus ${name} dari perbandingan`,
  removeShort: 'Hapus',
  clear: 'Hapus Semua',
  title: 'Perbandingan Produk',
  differencesOnly: 'Tampilkan perbedaan saja',
  empty: 'Belum ada produk untuk dibandingkan. Pilih produk dengan tombol Bandingkan.',
  tableLabel: 'Perbandingan spesifikasi',
  attribute: 'Spesifikasi',
  price: 'Harga',
  brand: 'Brand',
  category: 'Kategori',
  type: 'Tipe',
  print: 'Cetak',
  loading: 'Memuat produk...',
  noDifferences: 'Semua spesifikasi yang dibandingkan sama.',
} as const;
