// The one place where the API's field names meet a form's: a 422 answers messages keyed by the
// contract's multipart names ('harga_akhir', 'ecommerces[2][link_id]'), while a form's values,
// rules and fields are named by its own paths ('hargaAkhir', 'links.2.link'). Each form lists
// the names that differ once; useCheckAndSaveForm turns the server's messages into its own names
// before any field sees them.
import type { FieldValues, Path } from 'react-hook-form';
import type { FormErrors } from './formErrors.ts';

/**
 * API field name to form path, for the names that differ. A `[0]` in an API name stands for any
 * row index and fills the `.0.` (or trailing `.0`) of the path in the same order
 * (`'size[0]': 'sizes.0.name'`). A name not listed is the same in both.
 */
export type ApiFieldNames<V extends FieldValues> = Readonly<Record<string, Path<V>>>;

const INDEX = /\[(\d+)\]/g;
const PATH_INDEX = /(^|\.)0(?=\.|$)/g;

/** The form path of one API field name. */
export function formPathOf(apiName: string, names: Readonly<Record<string, string>>): string {
  const direct = names[apiName];
  if (direct !== undefined) return direct;
  const indices = [...apiName.matchAll(INDEX)].map((match) => match[1] ?? '0');
  if (indices.length === 0) return apiName;
  const pattern = names[apiName.replace(INDEX, '[0]')];
  if (pattern === undefined) return apiName;
  let next = 0;
  return pattern.replace(PATH_INDEX, (_, dot: string) => `${dot}${indices[next++] ?? '0'}`);
}

/** The server's messages under the form's own field names (the first message wins on a clash). */
export function toFormErrors(
  apiErrors: FormErrors,
  names: Readonly<Record<string, string>>,
): FormErrors {
  const mapped: FormErrors = {};
  for (const [apiName, message] of Object.entries(apiErrors)) {
    if (!message) continue;
    const path = formPathOf(apiName, names);
    mapped[path] ??= message;
  }
  return mapped;
}
