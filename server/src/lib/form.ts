// Multipart forms take the same path as JSON bodies: the route registration (routes/register.ts)
// reads the form of an operation, checks it against its contract schema, the forbidden-HTML and
// the NUL rules, and only then runs the handler, which takes the form typed by that schema.
import type { FastifyRequest } from 'fastify';
import { richTextFields } from '../openapi/document.ts';
import type { FormFields } from '../openapi/form-fields.ts';
import { validateBody } from '../openapi/validate.ts';
import { invalid, type FieldErrors } from './errors.ts';
import { UploadFolder, flattenForm, readForm, type Form, type UploadedFile } from './multipart.ts';
import { forbiddenHtmlErrors, nulErrors } from './plain-text.ts';
import { QUOTATION_TEXTS } from '#domain/quote/quotationTexts.ts';

/** A form's own message for a file past its `x-max-file-bytes` (else the usual one). */
const FILE_TOO_LARGE_MESSAGES: Readonly<Record<string, string>> = {
  QuoteAcceptForm: QUOTATION_TEXTS.poInvalid,
};

/** The contract's multipart body schemas. */
export type FormSchemaName = keyof FormFields;

/** A validated form whose text fields are the ones its contract schema names (generated from openapi.yaml). */
export interface ContractForm<Name extends FormSchemaName> extends Form {
  readonly schemaName: Name;
  readonly fields: FormFields[Name];
}

interface ReadForm {
  schemaName: string;
  form: Form;
}

const readForms = new WeakMap<FastifyRequest, ReadForm>();
const uploadFolders = new WeakMap<FastifyRequest, UploadFolder>();

/** Every field message of a multipart form's fields against its contract schema (the server's one check). */
export function formFieldErrors(
  schemaName: string,
  fields: Readonly<Record<string, string | undefined>>,
  flat: Readonly<Record<string, string | undefined>> = fields,
): FieldErrors {
  const ref = `#/components/schemas/${schemaName}`;
  return {
    ...forbiddenHtmlErrors(fields, richTextFields(ref)),
    ...validateBody(ref, flat),
    ...nulErrors(fields),
  };
}

/** Reads and validates the form of a request against the schema `$ref`; a refusal throws 400 or 422. */
export async function readContractForm(
  request: FastifyRequest,
  ref: string,
  maxFileBytes: number | null = null,
): Promise<void> {
  const uploads = new UploadFolder();
  uploadFolders.set(request, uploads);
  const schemaName = ref.split('/').pop() ?? '';
  const form = await readForm(
    request,
    uploads,
    maxFileBytes
      ? { fileSize: maxFileBytes, tooLarge: FILE_TOO_LARGE_MESSAGES[schemaName] }
      : undefined,
  );
  const errors = formFieldErrors(ref.split('/').pop() ?? '', form.fields, flattenForm(form));
  if (Object.keys(errors).length > 0) throw invalid(errors);
  readForms.set(request, { schemaName: ref.split('/').pop() ?? '', form });
}

/** Removes the request's uploaded files (once its answer is sent, or it was aborted). */
export async function discardUploads(request: FastifyRequest): Promise<void> {
  await uploadFolders.get(request)?.remove();
}

/** The validated form of the handler's operation, typed by its contract schema. */
export function formOf<Name extends FormSchemaName>(
  request: FastifyRequest,
  schemaName: Name,
): ContractForm<Name> {
  const read = readForms.get(request);
  // A handler naming another schema than its operation's is a programming error, not bad input.
  if (read?.schemaName !== schemaName)
    throw new Error(
      `the form of ${request.routeOptions.url ?? ''} is not a validated ${schemaName}`,
    );
  return { ...read.form, schemaName } as ContractForm<Name>;
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
