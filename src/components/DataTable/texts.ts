// Every user-facing text of the data table. The empty text, 'Tambah Data' and 'Aksi' are SPEC
// 2.3's, character for character; the rest is ours, in Indonesian.

/** The table's texts. */
export const DATA_TABLE_TEXT = {
  empty: 'Tidak ditemukan data apapun disini',
  add: 'Tambah Data',
  actions: 'Aksi',
  edit: 'Edit',
  delete: 'Delete',
  detail: 'Detail',
  number: 'No',
  search: 'Cari',
  pageSize: 'Data per halaman',
  active: 'Aktif',
  inactive: 'Nonaktif',
  selectAll: 'Pilih semua data di halaman ini',
  activate: 'Aktifkan',
  deactivate: 'Nonaktifkan',
  deleteSelected: 'Hapus',
  bulkToolbar: 'Aksi untuk data terpilih',
} as const;

/** The accessible name of a row's checkbox: 'Pilih Silinder Pneumatik'. */
export function selectRowLabel(rowLabel: string): string {
  return `Pilih ${rowLabel}`;
}

/** How many rows are selected: '3 dipilih'. */
export function selectedCountText(count: number): string {
  return `${count} dipilih`;
}

/**
 * The name of a table's pagination landmark, after the table: 'Halaman Data Produk'. Two tables
 * on one page (the dashboard) must not share a landmark name.
 */
export function paginationLabel(caption: string): string {
  return `Halaman ${caption}`;
}

/** The name of the sideways-scrolling region around the table: 'Tabel Data Produk'. */
export function scrollRegionLabel(caption: string): string {
  return `Tabel ${caption}`;
}

/** The accessible name of a row's 'Aksi' button: 'Aksi Silinder Pneumatik'. */
export function actionsLabel(rowLabel: string): string {
  return `${DATA_TABLE_TEXT.actions} ${rowLabel}`;
}

/** The accessible name of a row's active switch: 'Status aktif Silinder Pneumatik'. */
export function statusLabel(rowLabel: string): string {
  return `Status aktif ${rowLabel}`;
}

/** 'Menampilkan 11 sampai 20 dari 57 data'; 'Menampilkan 0 dari 0 data' when empty. */
export function rangeText(page: number, pageSize: number, shown: number, total: number): string {
  if (total <= 0 || shown <= 0) return `Menampilkan 0 dari ${Math.max(0, total)} data`;
  const from = (page - 1) * pageSize + 1;
  return `Menampilkan ${from} sampai ${from + shown - 1} dari ${total} data`;
}
