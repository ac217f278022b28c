// A multipart form read, checked against its contract schema and the forbidden-HTML rule.
import type { FastifyRequest } from 'fastify';
import { richTextFields } from '../openapi/document.ts';
import { validateBody } from '../openapi/validate.ts';
import { invalid } from './errors.ts';
import { flattenForm, readForm, type Form, type UploadedFile } from './multipart.ts';
import { forbiddenHtmlErrors, nulErrors } from './plain-text.ts';

export async function readValidForm(request: FastifyRequest, schemaName: string): Promise<Form> {
  const form = await readForm(request);
  const ref = `#/components/schemas/${schemaName}`;
  const errors = {
    ...forbiddenHtmlErrors(form.fields, richTextFields(ref)),
    ...validateBody(ref, flattenForm(form)),
    ...nulErrors(form.fields),
  };
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
