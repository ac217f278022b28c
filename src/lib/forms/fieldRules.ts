// The field rules of SPEC 5 and DECISIONS "Server rules", in one place for the server, the mocks
// and the forms: a contract-schema failure becomes the same Indonesian message everywhere, the
// required check trims, and every plain-text field gets the forbidden-HTML check.
import { FORBIDDEN_HTML_MESSAGE, hasForbiddenHtml } from './forbiddenHtml.ts';
import {
  MESSAGES,
  REQUIRED_BY_SCHEMA,
  maxItemsMessage,
  maxLengthMessage,
  minLengthMessage,
  maximumMessage,
  minimumMessage,
} from './messages.ts';
import { nulErrors } from './nulCharacter.ts';
import { isRequiredFilled } from './required.ts';

/** Field name to Indonesian message. */
export type FieldErrors = Record<string, string>;

/** What a JSON Schema validator (Ajv) reports for one failure; only what the messages need. */
export interface SchemaFailure {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The top-level field a schema failure is about. */
export function failureField(failure: SchemaFailure): string {
  if (failure.keyword === 'required') return String(failure.params.missingProperty);
  if (failure.keyword === 'additionalProperties') return String(failure.params.additionalProperty);
  const first = failure.instancePath.split('/')[1] ?? '';
  return first.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The Indonesian message of one schema failure on `field` of the request schema `schemaName`. */
export function failureMessage(
  failure: SchemaFailure,
  field: string,
  schemaName: string,
  idTextPattern = '',
): string {
  const params = failure.params;
  const isEmpty =
    failure.keyword === 'required' ||
    (failure.keyword === 'pattern' && params.pattern === '\\S') ||
    (failure.keyword === 'minLength' && params.limit === 1) ||
    (failure.keyword === 'minItems' && params.limit === 1);
  if (isEmpty) return REQUIRED_BY_SCHEMA[schemaName]?.[field] ?? `${field} tidak boleh kosong`;
  const limit = Number(params.limit);
  switch (failure.keyword) {
    case 'maxLength':
      return maxLengthMessage(limit);
    case 'minLength':
      return minLengthMessage(limit);
    case 'maxItems':
      return maxItemsMessage(limit);
    case 'minimum':
      return minimumMessage(limit);
    case 'format':
      return params.format === 'email' ? MESSAGES.invalidEmail : MESSAGES.invalidFormat;
    case 'maximum':
      return maximumMessage(limit);
    case 'pattern':
      if (String(params.pattern).startsWith('^https?')) return MESSAGES.invalidLink;
      return idTextPattern && params.pattern === idTextPattern
        ? MESSAGES.invalidIdText
        : MESSAGES.invalidFormat;
    case 'enum':
      return field === 'sortBy' ? MESSAGES.unknownSort : MESSAGES.invalidValue;
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? MESSAGES.invalidNumber
        : MESSAGES.invalidFormat;
    case 'additionalProperties':
      return MESSAGES.unknownField;
    default:
      return MESSAGES.invalidFormat;
  }
}

/** Schema failures as one message per field (the first failure of a field wins). */
export function schemaFieldErrors(
  failures: readonly SchemaFailure[] | null | undefined,
  schemaName: string,
  /** The contract's `IdText` pattern (a multipart id 1 to 2147483647), for its own message. */
  idTextPattern = '',
): FieldErrors {
  const errors: FieldErrors = {};
  // An int32/int64 format failure says less than the minimum or maximum beside it: theirs go first.
  const isIntegerFormat = (failure: SchemaFailure) =>
    failure.keyword === 'format' && /^int(32|64)$/.test(String(failure.params.format));
  const ordered = [...(failures ?? [])].sort(
    (a, b) => Number(isIntegerFormat(a)) - Number(isIntegerFormat(b)),
  );
  for (const failure of ordered) {
    const field = failureField(failure);
    errors[field] ??= failureMessage(failure, field, schemaName, idTextPattern);
  }
  return errors;
}

/** SPEC 5: a required check trims strings, so a required field of only spaces is empty. */
export function blankRequiredErrors(
  schemaName: string,
  body: Record<string, unknown>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_BY_SCHEMA[schemaName] ?? {})) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = message;
  }
  return errors;
}

// Passwords are secrets, not text anyone displays: any character is allowed in them.
const isSecret = (field: string) => field.includes('password');

/** The forbidden-HTML rule on every plain-text field of a body (rich-text fields excepted). */
export function forbiddenHtmlErrors(
  body: Record<string, unknown>,
  richTextFields: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string' || richTextFields.has(field) || isSecret(field)) continue;
    if (hasForbiddenHtml(value)) errors[field] = FORBIDDEN_HTML_MESSAGE;
  }
  return errors;
}

/**
 * Every field message of a request body, as the server and the mocks answer it: the forbidden-HTML
 * check, overridden by the contract's failures, overridden by the trimmed required check,
 * overridden by the NUL rule.
 */
export function requestBodyErrors(input: {
  schemaName: string;
  body: Record<string, unknown>;
  failures: readonly SchemaFailure[] | null | undefined;
  richTextFields: ReadonlySet<string>;
  idTextPattern?: string;
}): FieldErrors {
  return {
    ...forbiddenHtmlErrors(input.body, input.richTextFields),
    ...schemaFieldErrors(input.failures, input.schemaName, input.idTextPattern),
    ...blankRequiredErrors(input.schemaName, input.body),
    ...nulErrors(input.body),
  };
}

/** Form rule: a required plain-text field; `message` when blank, the HTML message when marked up. */
export function requiredText(value: string, message: string): string | undefined {
  if (!isRequiredFilled(value)) return message;
  return plainText(value);
}

/** Form rule: an optional plain-text field; only the forbidden-HTML check. */
export function plainText(value: string): string | undefined {
  return hasForbiddenHtml(value) ? FORBIDDEN_HTML_MESSAGE : undefined;
}

/** Form rule: a text longer than `max` characters gets the server's wording of the limit. */
export function maxLength(value: string, max: number): string | undefined {
  return value.length > max ? maxLengthMessage(max) : undefined;
}
