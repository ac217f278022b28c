import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  CONNECTION_ERROR_MESSAGE,
  ERROR_CONFIRM_TEXT,
  ERROR_DIALOG_TITLE,
  handleApiError,
  isApiError,
  LOGIN_LOCKED_MESSAGE,
  loginErrorText,
  networkError,
  NOT_FOUND_MESSAGE,
  setErrorPresenter,
  setNavigator,
  type ErrorDialog,
} from './errors.ts';

/** The SPEC 8 error body. */
function body(message: string, errors: Record<string, string> = {}) {
  return { meta: { message }, data: { errors } };
}

/** Runs handleApiError with spies and returns what each saw. */
async function handle(error: unknown) {
  const shown: ErrorDialog[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const clearSession = vi.fn<() => void>();
  await handleApiError(error, {
    presenter: { showError: (d) => void shown.push(d) },
    navigate,
    clearSession,
  });
  return { shown, navigate, clearSession };
}

function dialog(text: string, list: string[] = []): ErrorDialog {
  return { title: ERROR_DIALOG_TITLE, text, list, confirmText: ERROR_CONFIRM_TEXT };
}

describe('exact Indonesian texts (SPEC 8)', () => {
  it('match the specification character for character', () => {
    expect(ERROR_DIALOG_TITLE).toBe('Oopss...');
    expect(ERROR_CONFIRM_TEXT).toBe('Ok');
    expect(NOT_FOUND_MESSAGE).toBe('Request/Resource not found!');
    expect(CONNECTION_ERROR_MESSAGE).toBe('Terjadi kesalahan koneksi');
    expect(LOGIN_LOCKED_MESSAGE).toBe('Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi');
  });
});

describe('apiErrorFromResponse', () => {
  it('reads meta.message and data.errors', () => {
    const error = apiErrorFromResponse(
      422,
      body('Data yang dikirim tidak valid.', { name: 'Nama type' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Data yang dikirim tidak valid.');
    expect(error.fieldErrors).toEqual({ name: 'Nama type' });
  });

  it('reads the field messages from data itself when errors is absent', () => {
    const error = apiErrorFromResponse(422, {
      meta: { message: 'Gagal' },
      data: { email: 'Email tidak boleh kosong.', id: 3 },
    });
    expect(error.fieldErrors).toEqual({ email: 'Email tidak boleh kosong.' });
  });

  it('joins Laravel-style message lists and ignores a non-object errors value', () => {
    expect(
      apiErrorFromResponse(422, { meta: { message: '' }, data: { errors: { a: ['x', 'y', 1] } } })
        .fieldErrors,
    ).toEqual({ a: 'x y' });
    expect(
      apiErrorFromResponse(422, { meta: { message: '' }, data: { errors: 'oops' } }).fieldErrors,
    ).toEqual({});
  });

  it('survives a body that is not our shape (text, null)', () => {
    const error = apiErrorFromResponse(502, '<html>Bad gateway</html>');
    expect(error.status).toBe(502);
    expect(error.message).toBe('');
    expect(error.fieldErrors).toEqual({});
    expect(apiErrorFromResponse(500, null).fieldErrors).toEqual({});
  });
});

describe('networkError and isApiError', () => {
  it('has status null, the connection text and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = networkError(cause);
    expect(error.status).toBeNull();
    expect(error.message).toBe(CONNECTION_ERROR_MESSAGE);
    expect(error.cause).toBe(cause);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(cause)).toBe(false);
    expect(isApiError({ status: 400 })).toBe(false);
  });
});

describe('handleApiError (SPEC 8 shared handling)', () => {
  it('400 shows Oopss... with meta.message and Ok', async () => {
    const { shown, navigate } = await handle(
      apiErrorFromResponse(400, body('Permintaan tidak dapat dibaca.')),
    );
    expect(shown).toEqual([dialog('Permintaan tidak dapat dibaca.')]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403 shows Oopss... with meta.message and Ok', async () => {
    const { shown } = await handle(
      apiErrorFromResponse(403, body('Anda tidak memiliki akses untuk tindakan ini.')),
    );
    expect(shown).toEqual([dialog('Anda tidak memiliki akses untuk tindakan ini.')]);
  });

  it('403 without a message falls back to the connection text rather than a blank dialog', async () => {
    const { shown } = await handle(apiErrorFromResponse(403, 'Forbidden'));
    expect(shown).toEqual([dialog(CONNECTION_ERROR_MESSAGE)]);
  });

  it('401 clears local storage and goes to /login without a dialog', async () => {
    const { shown, navigate, clearSession } = await handle(
      apiErrorFromResponse(401, body('Sesi Anda telah berakhir.')),
    );
    expect(shown).toEqual([]);
    expect(clearSession).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('422 shows meta.message and the field messages of data.errors as a list', async () => {
    const error = apiErrorFromResponse(
      422,
      body('Data yang dikirim tidak valid.', {
        name: 'Nama type',
        'image[0]': 'Silahkan periksa file Anda lagi',
      }),
    );
    const { shown } = await handle(error);
    expect(shown).toEqual([
      dialog('Data yang dikirim tidak valid.', ['Nama type', 'Silahkan periksa file Anda lagi']),
    ]);
  });

  it('422 takes the field messages from data when errors is absent', async () => {
    const error = apiErrorFromResponse(422, {
      meta: { message: 'Gagal menyimpan' },
      data: { harga: 'Harga tidak boleh kosong!' },
    });
    const { shown } = await handle(error);
    expect(shown).toEqual([dialog('Gagal menyimpan', ['Harga tidak boleh kosong!'])]);
  });

  it('404 shows Request/Resource not found!', async () => {
    const { shown } = await handle(apiErrorFromResponse(404, body('Data tidak ditemukan.')));
    expect(shown).toEqual([dialog(NOT_FOUND_MESSAGE)]);
  });

  it.each([429, 500, 502, 418])('status %i shows Terjadi kesalahan koneksi', async (status) => {
    const { shown } = await handle(
      apiErrorFromResponse(status, body('Terjadi kesalahan pada server.')),
    );
    expect(shown).toEqual([dialog(CONNECTION_ERROR_MESSAGE)]);
  });

  it('no response (network failure) shows Terjadi kesalahan koneksi', async () => {
    const { shown } = await handle(networkError(new TypeError('Failed to fetch')));
    expect(shown).toEqual([dialog(CONNECTION_ERROR_MESSAGE)]);
  });

  it('a raw error that is not an ApiError is treated as no response', async () => {
    const { shown, navigate } = await handle(new TypeError('Failed to fetch'));
    expect(shown).toEqual([dialog(CONNECTION_ERROR_MESSAGE)]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('waits for the presenter, so callers can run code after the dialog closes', async () => {
    const order: string[] = [];
    const presenter = {
      showError: () =>
        new Promise<void>((resolve) => setTimeout(() => (order.push('closed'), resolve()), 5)),
    };
    await handleApiError(networkError(null), { presenter });
    order.push('after');
    expect(order).toEqual(['closed', 'after']);
  });
});

describe('registered presenter and navigator', () => {
  afterEach(() => {
    setErrorPresenter(null);
    setNavigator(null);
    vi.unstubAllGlobals();
  });

  it('uses the registered presenter when none is passed', async () => {
    const showError = vi.fn();
    setErrorPresenter({ showError });
    await handleApiError(apiErrorFromResponse(404, null));
    expect(showError).toHaveBeenCalledWith(dialog(NOT_FOUND_MESSAGE));
  });

  it('uses the registered navigator and clears localStorage on 401', async () => {
    const clear = vi.fn();
    vi.stubGlobal('localStorage', { getItem: () => null, setItem() {}, removeItem() {}, clear });
    const navigate = vi.fn();
    setNavigator(navigate);
    await handleApiError(apiErrorFromResponse(401, null));
    expect(clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('defaults to window.location.assign', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    await handleApiError(apiErrorFromResponse(401, null), { clearSession: () => {} });
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('defaults to console.error until app/ registers a presenter', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await handleApiError(apiErrorFromResponse(422, body('Gagal', { a: 'A' })));
    expect(spy).toHaveBeenCalledWith(ERROR_DIALOG_TITLE, 'Gagal', 'A');
    spy.mockRestore();
  });
});

describe('loginErrorText (SPEC 8 login texts)', () => {
  it("401 shows the server's meta.message", () => {
    expect(loginErrorText(apiErrorFromResponse(401, body('Username atau password salah.')))).toBe(
      'Username atau password salah.',
    );
  });

  it('429 shows the lockout text whatever the server says', () => {
    expect(loginErrorText(apiErrorFromResponse(429, body('x')))).toBe(LOGIN_LOCKED_MESSAGE);
  });

  it('anything else goes to the shared handling (null)', () => {
    expect(loginErrorText(apiErrorFromResponse(422, body('x')))).toBeNull();
    expect(loginErrorText(networkError(null))).toBeNull();
    expect(loginErrorText(new Error('x'))).toBeNull();
  });
});
