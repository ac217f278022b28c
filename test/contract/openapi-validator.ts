// Validates concrete HTTP answers against openapi.yaml, for the mock-contract test and the
// server's API tests, and request bodies for the mocks: one reading of the contract, so mocks and
// server can not drift apart. The document comes in as text through the bundler (`?raw`), so the
// same reader runs in Node tests and in the browser (Storybook's mocks).
import { parse } from 'yaml';
import openapiText from '../../openapi.yaml?raw';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type ValidationResult = { ok: true } | { ok: false; errors: string };

export interface ResponseToCheck {
  /** HTTP method, any case. */
  method: string;
  /** Concrete path: `/admin/type/5`, `/api-web/admin/type/5?page=1` or a full URL. */
  path: string;
  /** HTTP status of the answer. */
  status: number;
  /** Parsed JSON body (a JSON string is parsed); ignored for binary answers. */
  body?: unknown;
}

export interface OperationInfo {
  /** Upper-case HTTP method. */
  method: string;
  /** Templated path without the API prefix, e.g. `/admin/type/{id}`. */
  path: string;
  operationId: string;
  /** `x-access: superuser`: only the superuser role may call it. */
  superuserOnly: boolean;
  /** Its `security` names `bearerAuth`: a signed-in user must call it. */
  needsAuth: boolean;
  /** `x-allowed-before-password-change`: open to a user whose reset password is not yet replaced. */
  allowedBeforePasswordChange: boolean;
  /** `x-allowed-before-mfa-enrolment`: open to a user whose role must turn two-step sign-in on first. */
  allowedBeforeMfaEnrolment: boolean;
  /** `x-step-up: true`: needs a factor proved again within minutes (`admin/auth/reauth`, src/lib/account/stepUp.ts). */
  needsStepUp: boolean;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const API_PREFIXES = ['/api-web', '/api'];
const SCHEMAS_ID = 'urn:openapi:components';

let documentCache: JsonObject | undefined;
let ajvCache: Ajv2020 | undefined;
const validatorCache = new Map<string, ValidateFunction>();

/** The parsed openapi.yaml (read once). */
export function getDocument(): JsonObject {
  documentCache ??= parse(openapiText, { maxAliasCount: -1 }) as JsonObject;
  return documentCache;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(value: Json | undefined, key: string): Json | undefined {
  return isObject(value) ? value[key] : undefined;
}

/** Follows a local `$ref` (`#/components/...`) of the document, as often as needed. */
function deref(value: Json | undefined): Json | undefined {
  let current = value;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`Unresolvable $ref ${ref}`);
    seen.add(ref);
    let target: Json | undefined = getDocument();
    for (const raw of ref.slice(2).split('/')) {
      target = child(target, raw.replaceAll('~1', '/').replaceAll('~0', '~'));
    }
    if (target === undefined) throw new Error(`Dangling $ref ${ref}`);
    current = target;
  }
  return current;
}

/** Points schema refs at the components schema registered in Ajv. */
function rewriteSchemaRefs(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewriteSchemaRefs);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
      out[key] = `${SCHEMAS_ID}#/$defs/${inner.slice('#/components/schemas/'.length)}`;
    } else {
      out[key] = rewriteSchemaRefs(inner);
    }
  }
  return out;
}

/** Every `x-` extension key used inside the schemas, so strict Ajv accepts them as annotations. */
function extensionKeys(value: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => extensionKeys(item, found));
  else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeys(inner, found);
    }
  }
  return found;
}

function getAjv(): Ajv2020 {
  if (ajvCache) return ajvCache;
  // Strict, so that a misspelt keyword in openapi.yaml fails loudly instead of validating nothing.
  // Multipart forms name `image[0]` both as a property and through `patternProperties` on purpose.
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    allowUnionTypes: true,
    allowMatchingProperties: true,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const schemas = (child(getDocument().components ?? null, 'schemas') ?? {}) as Json;
  // OpenAPI annotations that are not JSON Schema keywords.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', ...extensionKeys(schemas)]);
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: rewriteSchemaRefs(schemas) });
  ajvCache = ajv;
  return ajv;
}

/** The path part of a concrete request path, without the query, hash or API prefix. */
function normalisePath(rawPath: string): string {
  let pathname = rawPath;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathname)) pathname = new URL(pathname).pathname;
  pathname = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  for (const prefix of API_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      pathname = pathname.slice(prefix.length) || '/';
      break;
    }
  }
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  return pathname;
}

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1);
}

function isParam(segment: string): boolean {
  return /^\{[^/{}]+\}$/.test(segment);
}

/** Whether a concrete path fits a template; a parameter takes exactly one non-empty segment. */
function fits(template: string[], concrete: string[]): boolean {
  return (
    template.length === concrete.length &&
    template.every((segment, i) =>
      isParam(segment) ? concrete[i] !== '' : segment === safeDecode(concrete[i] ?? ''),
    )
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Negative when `a` is the more specific template: the first literal segment where they differ wins. */
function bySpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const literalA = !isParam(a[i] ?? '');
    const literalB = !isParam(b[i] ?? '');
    if (literalA !== literalB) return literalA ? -1 : 1;
  }
  return 0;
}

/**
 * The documented operation that serves `method` on a concrete path, or a reason why none does.
 * Like the server's router, a literal template wins over a parameter at the same place, and a
 * template only counts when it has the method.
 */
export function matchOperation(
  method: string,
  rawPath: string,
): { ok: true; operation: OperationInfo } | { ok: false; errors: string } {
  const verb = method.toLowerCase();
  const path = normalisePath(rawPath);
  const concrete = segmentsOf(path);
  const paths = (getDocument().paths ?? {}) as JsonObject;
  const fitting = Object.keys(paths).filter((template) => fits(segmentsOf(template), concrete));
  if (fitting.length === 0) return { ok: false, errors: `${path}: no documented path matches` };
  const withMethod = fitting
    .filter((template) => isObject(child(paths[template], verb)))
    .sort((a, b) => bySpecificity(segmentsOf(a), segmentsOf(b)));
  const template = withMethod[0];
  if (template === undefined) {
    return {
      ok: false,
      errors: `${method.toUpperCase()} ${path}: method not documented (paths: ${fitting.join(', ')})`,
    };
  }
  return { ok: true, operation: operationInfo(verb, template, child(paths[template], verb)) };
}

/** What the rest of the contract readers need of one operation object. */
function operationInfo(verb: string, path: string, operation: Json | undefined): OperationInfo {
  const operationId = child(operation, 'operationId');
  const security = child(operation, 'security');
  return {
    method: verb.toUpperCase(),
    path,
    operationId: typeof operationId === 'string' ? operationId : '',
    superuserOnly: child(operation, 'x-access') === 'superuser',
    needsAuth:
      Array.isArray(security) && security.some((entry) => child(entry, 'bearerAuth') !== undefined),
    allowedBeforePasswordChange: child(operation, 'x-allowed-before-password-change') === true,
    allowedBeforeMfaEnrolment: child(operation, 'x-allowed-before-mfa-enrolment') === true,
    needsStepUp: child(operation, 'x-step-up') === true,
  };
}

/** Every documented operation, in document order. */
export function listOperations(): OperationInfo[] {
  const operations: OperationInfo[] = [];
  const paths = (getDocument().paths ?? {}) as JsonObject;
  for (const [path, item] of Object.entries(paths)) {
    for (const verb of HTTP_METHODS) {
      const operation = child(item, verb);
      if (!isObject(operation)) continue;
      operations.push(operationInfo(verb, path, operation));
    }
  }
  return operations;
}

/** The response object for a status: exact code, then `2XX`-style range, then `default`. */
function responseFor(
  responses: Json | undefined,
  status: number,
): { key: string; response: Json } | undefined {
  for (const key of [String(status), `${String(status).charAt(0)}XX`, 'default']) {
    const found = child(responses, key) ?? child(responses, key.toLowerCase());
    if (found !== undefined) return { key, response: deref(found) ?? null };
  }
  return undefined;
}

function isJsonMedia(mediaType: string): boolean {
  const bare = mediaType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return bare === 'application/json' || bare.endsWith('+json');
}

function formatErrors(errors: ErrorObject[] | null | undefined, root = 'body'): string {
  return (errors ?? [])
    .map((error) => {
      const where = `${root}${error.instancePath}`;
      const params = error.params as Record<string, unknown>;
      if (error.keyword === 'additionalProperties')
        return `${where} has unexpected property "${String(params.additionalProperty)}"`;
      if (error.keyword === 'required')
        return `${where} lacks required property "${String(params.missingProperty)}"`;
      return `${where} ${error.message ?? error.keyword}`;
    })
    .join('; ');
}

/**
 * Checks one answer against the contract. An undocumented path, method or status is a failure;
 * JSON bodies are validated against the documented schema; binary answers (PDF) pass unchecked.
 */
export function validateResponse({
  method,
  path,
  status,
  body,
}: ResponseToCheck): ValidationResult {
  const match = matchOperation(method, path);
  if (!match.ok) return match;
  const { operation } = match;
  const label = `${operation.method} ${operation.path} (${operation.operationId}) ${status}`;
  const operationObject = child(
    child(getDocument().paths ?? null, operation.path),
    operation.method.toLowerCase(),
  );
  const found = responseFor(child(operationObject, 'responses'), status);
  if (!found) return { ok: false, errors: `${label}: status not documented` };

  const content = child(found.response, 'content');
  if (!isObject(content) || Object.keys(content).length === 0) {
    const empty =
      body === undefined ||
      body === null ||
      body === '' ||
      // A 204 read as bytes (the test clients read any non-JSON answer so).
      (body instanceof Uint8Array && body.length === 0) ||
      (body instanceof ArrayBuffer && body.byteLength === 0);
    return empty
      ? { ok: true }
      : { ok: false, errors: `${label}: documented without a body, but one was sent` };
  }
  const jsonMedia = Object.keys(content).find(isJsonMedia);
  if (jsonMedia === undefined) return { ok: true };

  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, errors: `${label}: body is not JSON` };
    }
  }
  const cacheKey = `${operation.method} ${operation.path} ${found.key} ${jsonMedia}`;
  let validate = validatorCache.get(cacheKey);
  if (!validate) {
    const schema = child(content[jsonMedia], 'schema');
    if (schema === undefined) return { ok: true };
    validate = getAjv().compile(rewriteSchemaRefs(schema) as JsonObject);
    validatorCache.set(cacheKey, validate);
  }
  if (validate(value)) return { ok: true };
  return { ok: false, errors: `${label}: ${formatErrors(validate.errors)}` };
}

/** Checks a value against one of `components/schemas` by name (for fixtures and request bodies). */
export function validateSchema(name: string, value: unknown): ValidationResult {
  const validate = getAjv().getSchema(`${SCHEMAS_ID}#/$defs/${name}`);
  if (!validate) return { ok: false, errors: `components/schemas/${name} is not documented` };
  if (validate(value)) return { ok: true };
  return { ok: false, errors: formatErrors(validate.errors, name) };
}

/** The request body an operation documents: how it is sent and its `components/schemas` name. */
export interface RequestBodySchema {
  kind: 'json' | 'multipart';
  schemaName: string;
}

/** The documented request body of `method` on a concrete path, or null when it takes none. */
export function requestBodySchema(method: string, rawPath: string): RequestBodySchema | null {
  const match = matchOperation(method, rawPath);
  if (!match.ok) return null;
  const operation = child(
    child(getDocument().paths ?? null, match.operation.path),
    match.operation.method.toLowerCase(),
  );
  const content = child(deref(child(operation, 'requestBody')), 'content');
  for (const [media, kind] of [
    ['application/json', 'json'],
    ['multipart/form-data', 'multipart'],
  ] as const) {
    const ref = child(child(child(content, media), 'schema'), '$ref');
    if (typeof ref === 'string') return { kind, schemaName: ref.split('/').pop() ?? '' };
  }
  return null;
}

let requestAjvCache: Ajv2020 | undefined;

// Requests are read as the server reads them (server/src/openapi/validate.ts): multipart values
// arrive as text, so types are coerced and defaults filled; every failure is reported.
function getRequestAjv(): Ajv2020 {
  if (requestAjvCache) return requestAjvCache;
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true, useDefaults: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const schemas = (child(getDocument().components ?? null, 'schemas') ?? {}) as Json;
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: rewriteSchemaRefs(schemas) });
  requestAjvCache = ajv;
  return ajv;
}

/** Properties of a request schema marked `x-rich-text: true` (sanitised HTML, not plain text). */
export function richTextFieldsOf(schemaName: string): Set<string> {
  const schema = child(child(getDocument().components ?? null, 'schemas'), schemaName);
  const properties = child(schema, 'properties');
  return new Set(
    Object.entries(isObject(properties) ? properties : {})
      .filter(([, property]) => child(property, 'x-rich-text') === true)
      .map(([name]) => name),
  );
}

/** A request body checked against its schema: the raw failures, for src/lib's messages. */
export interface RequestBodyCheck {
  schemaName: string;
  failures: ErrorObject[];
  richTextFields: Set<string>;
}

/**
 * Checks a request body (JSON, or a multipart form flattened to text with files as `'binary'`)
 * against the schema its operation documents; null when the operation takes no body.
 */
export function checkRequestBody(
  method: string,
  rawPath: string,
  body: Record<string, unknown>,
): RequestBodyCheck | null {
  const documented = requestBodySchema(method, rawPath);
  if (!documented) return null;
  return checkBodySchema(documented.schemaName, body);
}

/** Checks a body against a request schema by name (the import checks each sheet row as a product form). */
export function checkBodySchema(
  schemaName: string,
  body: Record<string, unknown>,
): RequestBodyCheck {
  const validate = getRequestAjv().getSchema(`${SCHEMAS_ID}#/$defs/${schemaName}`);
  if (!validate) throw new Error(`components/schemas/${schemaName} is not documented`);
  // Ajv coerces in place; the handler reads the body as it was sent.
  const ok = validate(structuredClone(body));
  return {
    schemaName,
    failures: ok ? [] : [...(validate.errors ?? [])],
    richTextFields: richTextFieldsOf(schemaName),
  };
}

const parameterValidatorCache = new Map<string, ValidateFunction>();

/** The object schema of an operation's `path` or `query` parameters, as the server builds it. */
function parameterSchema(operation: Json | undefined, where: 'path' | 'query'): JsonObject | null {
  const parameters = child(operation, 'parameters');
  const own = (Array.isArray(parameters) ? parameters : [])
    .map((parameter) => deref(parameter))
    .filter((parameter): parameter is JsonObject => isObject(parameter) && parameter.in === where);
  if (own.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(
      own.map((parameter) => [String(parameter.name), rewriteSchemaRefs(parameter.schema ?? {})]),
    ),
    required: own
      .filter((parameter) => parameter.required === true)
      .map((parameter) => String(parameter.name)),
  };
}

/** The raw failures of a request's path and query parameters against its operation. */
export interface ParameterCheck {
  path: ErrorObject[];
  query: ErrorObject[];
}

/**
 * Checks a request's path parameters (`{ id: '5' }`) and query (repeated names as arrays) against
 * the parameters its operation documents, with the server's reading (types coerced, every failure
 * reported); null when the path is not documented.
 */
export function checkRequestParameters(
  method: string,
  rawPath: string,
  pathParams: Record<string, unknown>,
  query: Record<string, unknown>,
): ParameterCheck | null {
  const match = matchOperation(method, rawPath);
  if (!match.ok) return null;
  const { operation } = match;
  const operationObject = child(
    child(getDocument().paths ?? null, operation.path),
    operation.method.toLowerCase(),
  );
  const failuresOf = (where: 'path' | 'query', value: Record<string, unknown>): ErrorObject[] => {
    const key = `${operation.method} ${operation.path} ${where}`;
    let validate = parameterValidatorCache.get(key);
    if (!validate) {
      const schema = parameterSchema(operationObject, where);
      if (!schema) return [];
      validate = getRequestAjv().compile(schema);
      parameterValidatorCache.set(key, validate);
    }
    return validate(structuredClone(value)) ? [] : [...(validate.errors ?? [])];
  };
  return { path: failuresOf('path', pathParams), query: failuresOf('query', query) };
}
