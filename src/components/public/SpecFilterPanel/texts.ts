// Texts of the specification filters (DECISIONS, third phase: 'Filter', 'Hapus Filter'; the
// others are ours).

export const SPEC_FILTER_TEXT = {
  open: 'Filter',
  title: 'Filter',
  clear: 'Hapus Filter',
  regionLabel: 'Filter spesifikasi',
  min: 'Min',
  max: 'Maks',
  unit: 'Satuan',
  apply: 'Terapkan',
  products: 'produk',
  showResults: (total: number) => `Tampilkan ${total} produk`,
  notNumber: 'Isi dengan angka, misalnya 0,5',
  minAboveMax: 'Min tidak boleh lebih besar dari Maks',
  between: (min: string, max: string) => `${min} – ${max}`,
  activeCount: (count: number) => `${count} filter aktif`,
} as const;
