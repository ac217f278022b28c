// Texts of the upload field. SPEC 5 gives the invalid-file message; the rest are ours, in Indonesian.
import { MAX_FILE_MB } from '@/lib/forms/limits.ts';

/** Shown when a picked or dropped file has the wrong type or is over 20 MB (SPEC 5). */
export const INVALID_FILE_MESSAGE = 'Silahkan periksa file Anda lagi';

/** Shown when an upload fails to reach the server (SPEC 5); for the screens that send the queue. */
export const UPLOAD_ERROR_MESSAGE = 'Terjadi kesalahan koneksi';

/** Label of the keyboard-accessible picker button. */
export const PICK_BUTTON_LABEL = 'Pilih File';

/** Text of the drop area beside the picker button. */
export const DROP_TEXT = 'Tarik file ke sini atau';

/** Why one file was refused, shown after its name. */
export const PROBLEM_TEXT = {
  type: 'format tidak didukung',
  size: `lebih dari ${MAX_FILE_MB} MB`,
} as const;

/** Shown when more files were offered than the field still takes. */
export function tooManyText(maxFiles: number): string {
  return `Maksimal ${maxFiles} file`;
}

/** Default hints per accepted kind (a screen can pass its own, e.g. the product's picture count). */
export const DEFAULT_HINT = {
  image: `Format jpg, jpeg atau png, maksimal ${MAX_FILE_MB} MB per file.`,
  pdf: `Format pdf, maksimal ${MAX_FILE_MB} MB.`,
} as const;
