// What staff see after a bulk action: SPEC's own texts when every selected row changed (the
// 'Berhasil!' dialog 'Data berhasil dihapus', or the toast 'Status berhasil diubah!'), otherwise
// the error dialog with the server's count and one line per refused row: its name and reason.
import type { BulkActionResult } from '@/api/hooks/bulk.ts';
import type { DataTableBulkAction } from '@/components/DataTable/index.ts';
import { ERROR_TITLE, SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { showError, showSuccess } from '@/components/Feedback/dialogs.ts';
import { showStatusChanged } from '@/components/Feedback/toasts.ts';

/** One refused row as the dialog lists it: 'Silinder Standar: Data masih digunakan ...'. */
export function refusedRowLine(name: string, message: string): string {
  return `${name}: ${message}`;
}

/** Tells the user how a bulk action went; `nameOf` names a row by id (its table label). */
export async function reportBulkResult(
  action: DataTableBulkAction,
  result: BulkActionResult,
  nameOf: (id: number) => string,
): Promise<void> {
  const { failed } = result.data;
  if (failed.length === 0) {
    if (action === 'delete') await showSuccess(SUCCESS_TEXT.deleted);
    else showStatusChanged();
    return;
  }
  await showError({
    title: ERROR_TITLE,
    text: result.meta.message,
    list: failed.map(({ id, message }) => refusedRowLine(nameOf(id), message)),
  });
}
