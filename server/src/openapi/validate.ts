// Request validation against openapi.yaml with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses),
// turning Ajv errors into the Indonesian field map of our 422 answer.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { MESSAGES, type FieldErrors } from '../lib/errors.ts';
import { loadDocument } from './document.ts';
import { REQUIRED_MESSAGES, SORT_MESSAGE } from './messages.ts';

// ajv-formats is CommonJS; its default export arrives nested under Node's ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

function makeAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true, useDefaults: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...loadDocument(), $id: 'openapi' });
  return ajv;
}

/** The contract's `IdText` pattern: a multipart id, 1 to 2147483647 written out as a pattern. */
const ID_TEXT_PATTERN = ((loadDocument().components as { schemas: Record<string, { pattern: string }> }).schemas.IdText?.pattern ?? '') as string;

let ajv: Ajv2020 | null = null;
const compiled = new Map<string, ValidateFunction>();

function compile(key: string, schema: object): ValidateFunction {
  ajv ??= makeAjv();
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(key, fn);
  }
  return fn;
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const first = error.instancePath.split('/')[1] ?? '';
  return first.replaceAll('~1', '/').replaceAll('~0', '~');
}

function messageOf(error: ErrorObject, field: string, required: Record<string, string>): string {
  const params = error.params as Record<string, unknown>;
  const isEmpty =
    error.keyword === 'required' ||
    (error.keyword === 'pattern' && params.pattern === '\\S') ||
    (error.keyword === 'minLength' && params.limit === 1);
  if (isEmpty) return required[field] ?? `${field} tidak boleh kosong`;
  switch (error.keyword) {
    case 'maxLength':
      return `Maksimal ${String(params.limit)} karakter`;
    case 'minLength':
      return `Minimal ${String(params.limit)} karakter`;
    case 'maxItems':
      return `Maksimal ${String(params.limit)} data`;
    case 'format':
      return params.format === 'email' ? 'Format email tidak valid' : 'Format tidak valid';
    case 'pattern':
      if (String(params.pattern).startsWith('^https?')) return MESSAGES.badLink;
      return String(params.pattern) === ID_TEXT_PATTERN ? 'Harus berupa angka 1 sampai 2147483647' : 'Format tidak valid';
    case 'enum':
      return field === 'sortBy' ? SORT_MESSAGE : 'Nilai tidak valid';
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? 'Harus berupa angka' : 'Format tidak valid';
    case 'minimum':
      return `Minimal ${String(params.limit)}`;
    case 'maximum':
      return `Maksimal ${String(params.limit)}`;
    case 'additionalProperties':
      return 'Field tidak dikenal';
    default:
      return 'Format tidak valid';
  }
}

function toFieldErrors(errors: ErrorObject[] | null | undefined, schemaName: string): FieldErrors {
  const required = REQUIRED_MESSAGES[schemaName] ?? {};
  const result: FieldErrors = {};
  // An int32/int64 format error says less than the minimum or maximum beside it: theirs go first.
  const isIntegerFormat = (error: ErrorObject) => error.keyword === 'format' && /^int(32|64)$/.test(String(error.params.format));
  const ordered = [...(errors ?? [])].sort((a, b) => Number(isIntegerFormat(a)) - Number(isIntegerFormat(b)));
  for (const error of ordered) {
    const field = fieldOf(error);
    result[field] ??= messageOf(error, field, required);
  }
  return result;
}

/** Validates (and coerces, and fills defaults into) a params or query object in place. */
export function validateParameters(key: string, schema: object, value: unknown): FieldErrors {
  const fn = compile(key, schema);
  return fn(value) ? {} : toFieldErrors(fn.errors, '');
}

/** Validates a JSON body or a flattened multipart form against a component schema `$ref`. */
export function validateBody(ref: string, value: unknown): FieldErrors {
  const schemaName = ref.split('/').pop() ?? '';
  const fn = compile(ref, { $ref: `openapi${ref}` });
  const errors = fn(value) ? {} : toFieldErrors(fn.errors, schemaName);
  return { ...errors, ...blankRequired(schemaName, value) };
}

// SPEC 5: a required check trims strings, so whitespace alone is empty.
function blankRequired(schemaName: string, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const body = (value ?? {}) as Record<string, unknown>;
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES[schemaName] ?? {})) {
    const current = body[field];
    if (typeof current === 'string' && current.trim() === '') errors[field] = message;
  }
  return errors;
}
