// One error type for every expected failure; the error handler turns it into the answer shape
// `{ meta: { message }, data: { errors } }` of DECISIONS.md "API shape".
import { MESSAGES } from '#domain/forms/messages.ts';

import type { FieldErrors } from '#domain/forms/fieldRules.ts';

export type { FieldErrors };

/** The shared messages (src/lib/forms/messages.ts), re-exported for the server's modules. */
export { MESSAGES };

export class ApiError extends Error {
  statusCode: number;
  errors: FieldErrors;
  headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    errors: FieldErrors = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const invalid = (errors: FieldErrors, message: string = MESSAGES.invalid) =>
  new ApiError(422, message, errors);
export const notFound = () => new ApiError(404, MESSAGES.notFound);
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new ApiError(401, message);
