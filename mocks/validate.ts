// What the contract can not check in a mock request (respond.ts checks every body against
// openapi.yaml with the rules of src/lib first): the files' types and sizes, and form reading.
import { MAX_FILE_BYTES } from '../src/lib/forms/limits.ts';
import { msg } from './messages.ts';
import { invalid } from './respond.ts';

/** Field name to Indonesian message. */
import type { FieldErrors } from '../src/lib/forms/fieldRules.ts';

export type { FieldErrors };

/** A text field of a form or JSON body, '' when absent or not text. */
export function field(source: FormData | Record<string, unknown>, name: string): string {
  const value = source instanceof FormData ? source.get(name) : source[name];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** A non-empty uploaded file of a form, or null. */
export function upload(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

/** The values of indexed fields `prefix[0]suffix`, `prefix[1]suffix`, ... in index order. */
export function indexed(
  form: FormData,
  prefix: string,
  suffix = '',
): { index: number; value: FormDataEntryValue }[] {
  const pattern = new RegExp(
    `^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\d+)\\]${suffix.replace(/[[\]]/g, '\\$&')}$`,
  );
  const found: { index: number; value: FormDataEntryValue }[] = [];
  for (const [name, value] of form.entries()) {
    const index = pattern.exec(name)?.[1];
    if (index !== undefined) found.push({ index: Number(index), value });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Checks an optional image upload (jpg, jpeg or png, 20 MB); `requiredMessage` makes it required. */
export function image(
  errors: FieldErrors,
  name: string,
  file: File | null,
  requiredMessage?: string,
): void {
  if (!file) {
    if (requiredMessage && !errors[name]) errors[name] = requiredMessage;
    return;
  }
  const typeOk = /^image\/(png|jpe?g)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name);
  if ((!typeOk || file.size > MAX_FILE_BYTES) && !errors[name]) errors[name] = msg.invalidFile;
}

/** Checks an optional PDF upload; `requiredMessage` makes it required. */
export function pdf(
  errors: FieldErrors,
  name: string,
  file: File | null,
  requiredMessage?: string,
): void {
  if (!file) {
    if (requiredMessage && !errors[name]) errors[name] = requiredMessage;
    return;
  }
  const typeOk = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if ((!typeOk || file.size > MAX_FILE_BYTES) && !errors[name]) errors[name] = msg.invalidFile;
}

/** Throws the 422 answer when any check failed. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** A stored-file reference for an upload: an object URL, so the picture shows in the story. */
export function storedFile(file: File): { path: string; name: string; size: number } {
  return { path: URL.createObjectURL(file), name: file.name, size: file.size };
}

/** The file that a passed required-upload check guarantees. */
export function checked(file: File | null): File {
  if (!file) throw new Error('Upload missing after a required check passed');
  return file;
}
