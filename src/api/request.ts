// Turns openapi-fetch's `{ data, error, response }` into "data or throw ApiError", so hooks and
// screens see one failure type whether the server said no or never answered.
import { apiErrorFromResponse, networkError } from './errors.ts';

/** The part of an openapi-fetch result that unwrap reads. */
export interface FetchResult<D> {
  /** Parsed success body. */
  data?: D;
  /** Parsed error body (JSON when possible, else text). */
  error?: unknown;
  /** The raw response. */
  response: Response;
}

/** Awaits an openapi-fetch call and returns its data, or throws an ApiError (status null offline). */
export async function unwrap<D>(pending: Promise<FetchResult<D>>): Promise<D> {
  let result: FetchResult<D>;
  try {
    result = await pending;
  } catch (cause) {
    throw networkError(cause);
  }
  // An error answer with an empty body has error === undefined, so trust the status instead.
  if (!result.response.ok) throw apiErrorFromResponse(result.response.status, result.error);
  return result.data as D;
}
