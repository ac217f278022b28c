// Texts of the admin screens that SPEC.md does not quote (ours, in Indonesian). SPEC's own texts
// come from src/components/Feedback/texts.ts and are never retyped here.

/** Buttons and titles shared by every admin form modal. */
export const FORM_TEXT = {
  cancel: 'Batal',
  submit: 'Simpan',
  /** A record's form: 'Tambah Brand' for a new one, 'Edit Brand' for one saved before. */
  recordTitle: (what: string, isInsert: boolean) => `${isInsert ? 'Tambah' : 'Edit'} ${what}`,
  detailTitle: (what: string) => `Detail ${what}`,
  close: 'Tutup',
  loadingRecord: 'Memuat data...',
} as const;

/** Success texts SPEC 8 leaves out (it names only some saves); same 'Berhasil!' title. */
export const EXTRA_SUCCESS_TEXT = {
  typeUpdated: 'Memperbarui type',
  categoryAdded: 'Menambah data kategori',
  categoryUpdated: 'Memperbarui data kategori',
  brandAdded: 'Menambah data brand',
  brandUpdated: 'Memperbarui data brand',
  ecommerceAdded: 'Menambah data e-commerce',
  ecommerceUpdated: 'Memperbarui data e-commerce',
  bumperUpdated: 'Memperbarui data bumper',
} as const;
