// Multipart bodies with the bracket names of SPEC 7 (`ecommerces[0][ecommerces_id]`,
// `alamat[0][name]`, `tag[0][tag]`, `isCover[0]`, `idDeleteFile[0]`), built from plain objects so
// screens never spell an index by hand.

/** A value toFormData can write: text, number, flag, file, or nested lists and records of them. */
export type FormValue =
  | string
  | number
  | boolean
  | Blob
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

/** The top-level fields of a multipart body. */
export type FormFields = { readonly [key: string]: FormValue };

function append(form: FormData, name: string, value: FormValue): void {
  // Absent values are not sent: the server keeps the stored file or reads an empty field as none.
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(name, value);
  } else if (Array.isArray(value)) {
    value.forEach((item: FormValue, index) => append(form, `${name}[${index}]`, item));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) append(form, `${name}[${key}]`, item);
  } else if (typeof value === 'boolean') {
    // Booleans in multipart forms are "1" / "0" (openapi.yaml).
    form.append(name, value ? '1' : '0');
  } else {
    form.append(name, String(value));
  }
}

/** Builds FormData with bracket names: arrays as `name[i]`, records as `name[key]`, flags as 1/0. */
export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) append(form, name, value);
  return form;
}

/**
 * The FormData of `fields`, typed as the schema's multipart body `F` so openapi-fetch accepts it;
 * openapi-fetch sends FormData untouched and the browser sets the multipart boundary.
 */
export function formBody<F>(fields: FormFields): F {
  return toFormData(fields) as unknown as F;
}
