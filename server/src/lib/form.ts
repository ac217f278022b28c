// A multipart form read, checked against its contract schema and the forbidden-HTML rule.
import type { FastifyRequest } from 'fastify';
import { richTextFields } from '../openapi/document.ts';
import { validateBody } from '../openapi/validate.ts';
import { invalid, type FieldErrors } from './errors.ts';
import { flattenForm, readForm, type Form, type UploadedFile } from './multipart.ts';
import { forbiddenHtmlErrors, nulErrors } from './plain-text.ts';

/** Every field message of a multipart form's fields against its contract schema (the server's one check). */
export function formFieldErrors(schemaName: string, fields: Record<string, string>, flat: Record<string, string> = fields): FieldErrors {
  const ref = `#/components/schemas/${schemaName}`;
  return {
    ...forbiddenHtmlErrors(fields, richTextFields(ref)),
    ...validateBody(ref, flat),
    ...nulErrors(fields),
  };
}

export async function readValidForm(request: FastifyRequest, schemaName: string, limits?: { fileSize: number }): Promise<Form> {
  const form = await readForm(request, limits);
  const errors = formFieldErrors(schemaName, form.fields, flattenForm(form));
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return form;
}

/** Trimmed text field, '' when absent. */
export const text = (form: Form, name: string): string => (form.fields[name] ?? '').trim();

/** Files sent as `prefix[i]`, in index order. */
export function indexedFiles(form: Form, prefix: string): UploadedFile[] {
  return Object.keys(form.files)
    .map((name) => ({ name, match: new RegExp(`^${prefix}\\[(\\d+)\\]$`).exec(name) }))
    .filter((entry) => entry.match)
    .sort((a, b) => Number(a.match?.[1]) - Number(b.match?.[1]))
    .map((entry) => form.files[entry.name] as UploadedFile);
}
