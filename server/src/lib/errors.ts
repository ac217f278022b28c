// One error type for every expected failure; the error handler turns it into the answer shape
// `{ meta: { message }, data: { errors } }` of DECISIONS.md "API shape".

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  statusCode: number;
  errors: FieldErrors;
  headers: Record<string, string>;

  constructor(statusCode: number, message: string, errors: FieldErrors = {}, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const MESSAGES = {
  invalid: 'Data yang dikirim tidak valid.',
  badRequest: 'Permintaan tidak dapat dibaca.',
  unauthorized: 'Sesi Anda telah berakhir, silakan masuk kembali.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  csrf: 'Token keamanan (XSRF) tidak valid, silakan muat ulang halaman.',
  notFound: 'Data tidak ditemukan.',
  server: 'Terjadi kesalahan pada server.',
  busy: 'Server sedang sibuk, silakan coba lagi sebentar lagi.',
  badFile: 'Silahkan periksa file Anda lagi',
  forbiddenHtml: 'Tidak boleh mengandung text HTML,CSS,Javascript',
  badLink: 'Link harus diawali http:// atau https://',
  /** Text with a NUL character (U+0000): PostgreSQL can not store it, and no form can type it. */
  nulCharacter: 'Mengandung karakter yang tidak diizinkan',
  /** After "Reset Password", every call but the password change and the profile. */
  passwordChangeRequired: 'Password Anda telah direset. Silahkan buat password baru terlebih dahulu.',
  samePassword: 'Password baru harus berbeda dari password saat ini.',
} as const;

export const invalid = (errors: FieldErrors, message: string = MESSAGES.invalid) => new ApiError(422, message, errors);
export const notFound = () => new ApiError(404, MESSAGES.notFound);
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new ApiError(401, message);
