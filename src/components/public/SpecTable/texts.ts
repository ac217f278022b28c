// Texts of the product page's specification parts (DECISIONS, third phase: 'Spesifikasi',
// 'Padanan produk merek lain'; the column names are ours).

export const SPEC_TABLE_TEXT = {
  title: 'Spesifikasi',
  attribute: 'Atribut',
  value: 'Nilai',
  equivalents: 'Padanan produk merek lain',
  brand: 'Merek',
  code: 'Kode',
} as const;
