// Texts of the full-screen picture viewer (ours: SPEC 2.2 names only the gallery).

export const VIEWER_TEXT = {
  /** The dialog's name, after the product name's heading: 'Foto Katup Solenoid …'. */
  dialog: (name: string) => `Foto ${name}`,
  close: 'Tutup',
  previous: 'Foto sebelumnya',
  next: 'Foto berikutnya',
  zoom: 'Perbesar foto',
  thumbnails: 'Pilih foto',
  loading: 'Memuat penampil foto...',
  /** Where the visitor is: 'Foto 2 dari 5'; also each slide's and each thumbnail's name. */
  position: (index: number, count: number) => `Foto ${index + 1} dari ${count}`,
} as const;
