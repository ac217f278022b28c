// Indonesian labels for the parts of TinyMCE's UI this editor shows (the npm package ships no
// language packs). Strings not listed here stay in English. Registered by TinyEditor.tsx.

/** The language code the editor registers and uses. */
export const EDITOR_LANGUAGE = 'id';

/** TinyMCE's English UI strings to Indonesian. */
export const EDITOR_UI_TEXT: Record<string, string> = {
  Undo: 'Urungkan',
  Redo: 'Ulangi',
  Bold: 'Tebal',
  Italic: 'Miring',
  Underline: 'Garis bawah',
  'Bullet list': 'Daftar poin',
  'Numbered list': 'Daftar bernomor',
  'Insert/edit link': 'Sisipkan/ubah tautan',
  'Clear formatting': 'Hapus format',
  'Insert/Edit Link': 'Sisipkan/Ubah Tautan',
  URL: 'URL',
  'Text to display': 'Teks yang ditampilkan',
  Title: 'Judul',
  'Open link in...': 'Buka tautan di...',
  'Current window': 'Jendela ini',
  'New window': 'Jendela baru',
  Save: 'Simpan',
  Cancel: 'Batal',
  Close: 'Tutup',
  'Remove link': 'Hapus tautan',
  'Open link': 'Buka tautan',
  'Link...': 'Tautan...',
  'Reveal or hide additional toolbar items': 'Tampilkan atau sembunyikan tombol lainnya',
  'More...': 'Lainnya...',
};
