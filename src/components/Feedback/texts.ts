// Every user-facing text of the alerts and toasts, exactly as SPEC.md gives it (SPEC 5, 7 and 8).
// Screens and tests import these instead of retyping them, so one typo cannot drift in.
import { REQUIRED } from '@/lib/forms/messages.ts';

/** Title of every success dialog (SPEC 8). */
export const SUCCESS_TITLE = 'Berhasil!';

/** Texts of the success dialogs (SPEC 8), by what succeeded. */
export const SUCCESS_TEXT = {
  passwordChanged: 'Mengubah Password Akun',
  typeAdded: 'Menambah type',
  productAdded: 'Menambah Product',
  productUpdated: 'Memperbarui data Product',
  bumperAdded: 'Menambah data bumper',
  projectAdded: 'Menambah data project',
  projectUpdated: 'Memperbarui data project',
  newProductBannerUpdated: 'Memperbarui Banner New Product',
  footerSaved: 'Menambah Data Footer',
  aboutSaved: 'Menambah Data Tentang Kami',
  userAdded: 'Menambah User',
  userUpdated: 'Mengupdate data User',
  passwordReset: 'Password berhasil direset',
  newsUpdated: 'Memperbarui Data News',
  newsAdded: 'Menambah News',
  deleted: 'Data berhasil dihapus',
} as const;

/** Title of the shared error dialog (SPEC 8); the same text as ERROR_DIALOG_TITLE in src/api/errors.ts. */
export const ERROR_TITLE = 'Oopss...';

/** Only button of the shared error dialog (SPEC 8), also used by the success dialogs. */
export const OK_BUTTON = 'Ok';

/** Delete confirmation (SPEC 8). */
export const CONFIRM_DELETE_TITLE = 'Apakah anda yakin?';
/** Delete confirmation text (SPEC 8). */
export const CONFIRM_DELETE_TEXT = 'Data yang dihapus tidak dapat direstore';
/** Confirm button of the delete and file-removal confirmations (SPEC 8). */
export const CONFIRM_DELETE_BUTTON = 'Ya, Hapus';
/** Cancel button of every confirmation (SPEC 8). */
export const CANCEL_BUTTON = 'Batal';

/** Image removal confirmation (SPEC 8). */
export const CONFIRM_REMOVE_FILE_TITLE = 'Yakin hapus file yang anda pilih ?';

/** Leaving a form with unsaved changes (ours, in the style of SPEC 8's delete confirmation). */
export const CONFIRM_DISCARD_TITLE = 'Tinggalkan formulir ini?';
/** Text of the leave confirmation. */
export const CONFIRM_DISCARD_TEXT = 'Perubahan yang belum disimpan akan hilang';
/** Confirm button of the leave confirmation; 'Batal' stays on the form. */
export const CONFIRM_DISCARD_BUTTON = 'Ya, Tinggalkan';

/** Password-reset confirmation title (ours: SPEC 8 only says it names the default word). */
export const CONFIRM_RESET_TITLE = 'Reset Password?';
/** Password-reset confirmation button (ours). */
export const CONFIRM_RESET_BUTTON = 'Ya, Reset';
/** Password-reset confirmation text naming the default password (ours, per SPEC 8 and DECISIONS.md). */
export function confirmResetText(word: string): string {
  return `Password pengguna ini akan direset menjadi: ${word}`;
}

/** Second-factor reset confirmation (issue 27; ours, in the style of the password reset's). */
export const CONFIRM_MFA_RESET_TITLE = 'Reset Verifikasi Dua Langkah?';
/** Text of the second-factor reset confirmation, naming the user. */
export function confirmMfaResetText(name: string): string {
  return `Verifikasi dua langkah milik ${name} akan dinonaktifkan dan semua sesinya diakhiri.`;
}

/** Login warning (SPEC 5). */
export const LOGIN_WARNING = {
  title: 'Terjadi Kesalahan!',
  text: 'Mohon masukkan username dan password terlebih dahulu.',
  confirmText: 'Baiklah',
} as const;

/** Subscribe success title (SPEC 7). */
export const SUBSCRIBE_THANKS_TITLE = 'Terima Kasih!';
/** Subscribe success text, followed by the product's name (SPEC 7). */
export function subscribeThanksText(productName: string): string {
  return `Kami akan mengirimkan anda update terbaru mengenai ${productName}`;
}

/** Toast after a row's active switch was toggled (SPEC 4, 8). */
export const TOAST_STATUS_CHANGED = 'Status berhasil diubah!';

/** Toasts of the upload checks on create (SPEC 5); the double space in newProductBanner is SPEC's. */
export const TOAST_MISSING_UPLOAD = {
  category: REQUIRED.categoryImage,
  brandMain: REQUIRED.brandImage,
  thumbnail: REQUIRED.thumbnail,
  ecommerce: REQUIRED.ecommerceImage,
  bumper: REQUIRED.bumperImage,
  newProductBanner: REQUIRED.newProductImage,
  file: REQUIRED.newsFile,
} as const;

/** Auto-close delay of every toast (SPEC 9). */
export const TOAST_AUTO_CLOSE_MS = 3000;
