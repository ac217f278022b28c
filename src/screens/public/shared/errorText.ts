import { errorDialogFor } from '@/api/errors.ts';

/** The shared handling's text for a failed read (SPEC 8), shown inline instead of a dialog. */
export function errorText(error: unknown): string {
  return errorDialogFor(error)?.text ?? '';
}
