// Request validation against openapi.yaml with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses),
// turning Ajv errors into the Indonesian field map of our 422 answer (the rules of src/lib,
// shared with the mocks and the forms).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  blankRequiredErrors,
  schemaFieldErrors,
  type FieldErrors,
} from '#domain/forms/fieldRules.ts';
import { loadDocument } from './document.ts';

// ajv-formats is CommonJS; its default export arrives nested under Node's ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => void;

function makeAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true, useDefaults: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...loadDocument(), $id: 'openapi' });
  return ajv;
}

/** The contract's `IdText` pattern: a multipart id, 1 to 2147483647 written out as a pattern. */
const ID_TEXT_PATTERN = ((
  loadDocument().components as { schemas: Record<string, { pattern: string }> }
).schemas.IdText?.pattern ?? '') as string;

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

/** Validates (and coerces, and fills defaults into) a params or query object in place. */
export function validateParameters(key: string, schema: object, value: unknown): FieldErrors {
  const fn = compile(key, schema);
  return fn(value) ? {} : schemaFieldErrors(fn.errors, '', ID_TEXT_PATTERN);
}

/** Validates a JSON body or a flattened multipart form against a component schema `$ref`. */
export function validateBody(ref: string, value: unknown): FieldErrors {
  const schemaName = ref.split('/').pop() ?? '';
  const fn = compile(ref, { $ref: `openapi${ref}` });
  const errors = fn(value) ? {} : schemaFieldErrors(fn.errors, schemaName, ID_TEXT_PATTERN);
  return {
    ...errors,
    ...blankRequiredErrors(schemaName, (value ?? {}) as Record<string, unknown>),
  };
}
