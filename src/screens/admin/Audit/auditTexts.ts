// Texts of 'Riwayat Aktivitas' (DECISIONS names the screen; the rest ours).

/** The screen's heading and side-menu label (DECISIONS). */
export const AUDIT_TITLE = 'Riwayat Aktivitas';

/** Texts of the screen (ours; SPEC has none). */
export const AUDIT_SCREEN_TEXT = {
  filters: 'Filter riwayat',
  user: 'User',
  entity: 'Jenis Data',
  action: 'Aksi',
  time: 'Waktu (WIB)',
  changes: 'Perubahan',
} as const;
