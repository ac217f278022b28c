// The shared error handling of SPEC 8 as the admin screens use it: the dialogs come from the
// Feedback module, passed explicitly so that stories show them without app/ start-up code.
import { errorDialog, handleApiError, isApiError } from '@/api/errors.ts';
import type { FieldErrors } from '@/api/errors.ts';
import { showError } from '@/components/Feedback/dialogs.ts';
import type { FailureReport } from '@/components/Form/useCheckAndSaveForm.ts';

/** Shows SPEC 8's dialog for a failed call (401 clears the session and goes to /login). */
export function reportApiError(error: unknown): Promise<void> {
  return handleApiError(error, { presenter: { showError } });
}

/**
 * Whether `error` is a 409 the server explained (the record changed meanwhile: a quotation sent a
 * moment ago); its words are shown in SPEC 8's dialog, where the shared handling would say
 * 'Terjadi kesalahan koneksi' as for any status it does not name. Other errors: false.
 */
export function reportConflict(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409 || !error.message) return false;
  void showError(errorDialog(error.message));
  return true;
}

/** The server's field messages of a 422 answer, to show under the fields; empty otherwise. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.status === 422 ? error.fieldErrors : {};
}

/** A failed admin save for useCheckAndSaveForm: SPEC 8's dialog, and the 422's field messages. */
export function reportSaveFailure(error: unknown): FailureReport {
  return { errors: serverFieldErrors(error), tell: () => reportApiError(error) };
}
