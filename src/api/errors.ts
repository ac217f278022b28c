// The error model of every failed call and the one shared handler of SPEC 8. src/api may not
// import the UI (lint zones), so the handler speaks to an injected presenter and navigator that
// app/ registers at start-up (sweetalert2 and the router live there).
import { pathTo } from '../lib/routes/routes.ts';
import { clearSession } from './client.ts';

/** Title of every shared error dialog (SPEC 8). */
export const ERROR_DIALOG_TITLE = 'Oopss...';

/** Button of every shared error dialog (SPEC 8). */
export const ERROR_CONFIRM_TEXT = 'Ok';

/** Text shown for a 404 (SPEC 8). */
export const NOT_FOUND_MESSAGE = 'Request/Resource not found!';

/** Text shown for any other status or no response at all (SPEC 8). */
export const CONNECTION_ERROR_MESSAGE = 'Terjadi kesalahan koneksi';

/** Text the login form shows on 429 (SPEC 8). */
export const LOGIN_LOCKED_MESSAGE = 'Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi';

/** Where a 401 sends the user (SPEC 8). */
export const LOGIN_PATH = pathTo('login');

/** Field name to Indonesian message, as the server sends it in `data.errors`. */
export type FieldErrors = Record<string, string>;

/** A failed call: HTTP status (null when no response came), `meta.message` and field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or null for a network failure. */
  readonly status: number | null;
  /** Field name to message, from `data.errors` (or `data` itself when `errors` is absent). */
  readonly fieldErrors: FieldErrors;

  constructor(init: {
    status: number | null;
    message: string;
    fieldErrors?: FieldErrors;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

/** True for an ApiError (also one built by another copy of this module, e.g. across test bundles). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Keeps only message-like values: a string, or the first strings of a Laravel-style list.
function toFieldErrors(source: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(source)) {
    if (typeof value === 'string') out[field] = value;
    else if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string');
      if (texts.length > 0) out[field] = texts.join(' ');
    }
  }
  return out;
}

/** Builds the ApiError of an HTTP error answer from its status and parsed body (any shape). */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const meta = isRecord(body) ? body.meta : undefined;
  const message = isRecord(meta) && typeof meta.message === 'string' ? meta.message : '';
  const data = isRecord(body) ? body.data : undefined;
  let fields: Record<string, unknown> = {};
  // SPEC 8: the field messages come from data.errors, or from data itself when errors is absent.
  if (isRecord(data)) fields = 'errors' in data ? (isRecord(data.errors) ? data.errors : {}) : data;
  return new ApiError({ status, message, fieldErrors: toFieldErrors(fields) });
}

/** Builds the ApiError of a call that got no response (offline, DNS, CORS, aborted). */
export function networkError(cause: unknown): ApiError {
  return new ApiError({ status: null, message: CONNECTION_ERROR_MESSAGE, cause });
}

/** What the shared handler asks the UI to show. */
export interface ErrorDialog {
  /** Dialog title. */
  title: string;
  /** Main text under the title. */
  text: string;
  /** Bullet list under the text (422 field messages); empty otherwise. */
  list: string[];
  /** Label of the only button. */
  confirmText: string;
}

/** The UI side of the handler; app/ implements it with sweetalert2. */
export interface ErrorPresenter {
  /** Shows one error dialog; may resolve when it is dismissed. */
  showError(dialog: ErrorDialog): void | Promise<unknown>;
}

/** Goes to an app path (a full page load by default, the router once app/ registers it). */
export type Navigate = (path: string) => void;

/** What handleApiError needs; every part falls back to the registered or default one. */
export interface ErrorHandlerDeps {
  /** Shows the dialog. */
  presenter: ErrorPresenter;
  /** Goes to /login after a 401. */
  navigate: Navigate;
  /** Clears local storage after a 401. */
  clearSession: () => void;
}

// Until app/ registers sweetalert2 the failure is at least visible in the console.
const consolePresenter: ErrorPresenter = {
  showError: (dialog) => console.error(dialog.title, dialog.text, ...dialog.list),
};

const assignLocation: Navigate = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

let registeredPresenter: ErrorPresenter = consolePresenter;
let registeredNavigate: Navigate = assignLocation;

/** Registers the dialog implementation (app/ calls this once at start-up); null restores the default. */
export function setErrorPresenter(presenter: ErrorPresenter | null): void {
  registeredPresenter = presenter ?? consolePresenter;
}

/** Registers how to navigate (e.g. the router's navigate); null restores `window.location.assign`. */
export function setNavigator(navigate: Navigate | null): void {
  registeredNavigate = navigate ?? assignLocation;
}

/** SPEC 8's 'Oopss...' dialog with `text` (and a list under it). */
export const errorDialog = (text: string, list: string[] = []): ErrorDialog => ({
  title: ERROR_DIALOG_TITLE,
  text,
  list,
  confirmText: ERROR_CONFIRM_TEXT,
});

/** The dialog SPEC 8 prescribes for an error, or null when the error shows none (401). */
export function errorDialogFor(error: unknown): ErrorDialog | null {
  // Anything that is not an ApiError never reached our response parsing: treat it as no response.
  if (!isApiError(error)) return errorDialog(CONNECTION_ERROR_MESSAGE);
  switch (error.status) {
    case 401:
      return null;
    case 400:
    case 403:
      // A body without meta.message (a proxy's HTML page) would leave the dialog blank.
      return errorDialog(error.message || CONNECTION_ERROR_MESSAGE);
    case 422:
      return errorDialog(error.message, Object.values(error.fieldErrors));
    case 404:
      return errorDialog(NOT_FOUND_MESSAGE);
    default:
      return errorDialog(CONNECTION_ERROR_MESSAGE);
  }
}

/** The shared handling of SPEC 8: a dialog, or for 401 a cleared session and a trip to /login. */
export async function handleApiError(
  error: unknown,
  deps: Partial<ErrorHandlerDeps> = {},
): Promise<void> {
  const { presenter = registeredPresenter, navigate = registeredNavigate } = deps;
  if (isApiError(error) && error.status === 401) {
    (deps.clearSession ?? clearSession)();
    navigate(LOGIN_PATH);
    return;
  }
  const dialog = errorDialogFor(error);
  if (dialog) await presenter.showError(dialog);
}

/** The login form's own text for an error (SPEC 8), or null when the shared handling applies. */
export function loginErrorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return error.message;
  if (error.status === 429) return LOGIN_LOCKED_MESSAGE;
  return null;
}
