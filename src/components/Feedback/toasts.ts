// The toasts of SPEC 4, 5 and 9 over react-toastify; they show in the one <ToastHost /> on screen.
import { toast } from 'react-toastify';
import { TOAST_STATUS_CHANGED } from './texts.ts';

/** A success toast, e.g. TOAST_STATUS_CHANGED; returns its id. */
export function showToastSuccess(text: string): string | number {
  return toast.success(text);
}

/** An error toast, e.g. TOAST_MISSING_UPLOAD.category ('Masukkan Photo Kategory'); returns its id. */
export function showToastError(text: string): string | number {
  return toast.error(text);
}

/** The toast after a row's active switch was toggled: 'Status berhasil diubah!'. */
export function showStatusChanged(): string | number {
  return showToastSuccess(TOAST_STATUS_CHANGED);
}

/** Removes every toast on screen (route changes, story clean-up). */
export function dismissToasts(): void {
  toast.dismiss();
}
