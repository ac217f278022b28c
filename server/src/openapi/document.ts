// openapi.yaml is the contract: routes are registered from its paths and requests validated
// against its schemas, so the server can not drift from what the web app was generated from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const OPENAPI_PATH = path.resolve(import.meta.dirname, '../../../openapi.yaml');

type Json = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The contract path, e.g. `/admin/type/{id}`. */
  path: string;
  /** The same path in Fastify syntax, e.g. `/admin/type/:id`. */
  routePath: string;
  needsAuth: boolean;
  needsCsrf: boolean;
  /** `x-beacon: true` (`POST event`): no XSRF token asked (sendBeacon sends no headers), no cookie set. */
  isBeacon: boolean;
  /** `x-access: superuser`: only the superuser role may call it (403 otherwise). */
  superuserOnly: boolean;
  /** `x-public-cache: false` keeps a public read out of the public cache (a file download). */
  publicCacheAllowed: boolean;
  /** `x-rate-limit: per-ip`: requests per client address are limited (429), counted in the database. */
  rateLimitedPerIp: boolean;
  /** `x-allowed-before-password-change`: open to a user whose reset password is not yet replaced. */
  allowedBeforePasswordChange: boolean;
  /** `x-allowed-before-mfa-enrolment`: open to a user whose role must turn two-step sign-in on first. */
  allowedBeforeMfaEnrolment: boolean;
  /** `x-step-up: true`: needs a factor proved again within minutes (`admin/auth/reauth`, src/lib/account/stepUp.ts). */
  needsStepUp: boolean;
  paramsSchema: Json | null;
  querySchema: Json | null;
  bodyKind: 'json' | 'multipart' | null;
  bodySchemaRef: string | null;
  /** A multipart body schema's `x-max-file-bytes`: its per-file limit when not the usual 20 MB. */
  maxFileBytes: number | null;
}

let cached: Json | null = null;

export function loadDocument(): Json {
  cached ??= YAML.parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json;
  return cached;
}

function resolveRef<T>(doc: Json, value: T): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json)[key], doc) as T;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Json;
}

/** A parameter's schema with its `#/components/...` references pointing into the document, which the validator holds as `openapi`. */
const documentRefs = (schema: Json): Json =>
  JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi#/')) as Json;

function parameterSchema(params: Parameter[], where: string): Json | null {
  const own = params.filter((p) => p.in === where);
  if (own.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, documentRefs(p.schema)])),
    required: own.filter((p) => p.required).map((p) => p.name),
  };
}

function bodyOf(
  doc: Json,
  op: Json,
): Pick<Operation, 'bodyKind' | 'bodySchemaRef' | 'maxFileBytes'> {
  const content = (
    op.requestBody as { content?: Record<string, { schema: { $ref: string } }> } | undefined
  )?.content;
  if (!content) return { bodyKind: null, bodySchemaRef: null, maxFileBytes: null };
  const json = content['application/json'];
  if (json) return { bodyKind: 'json', bodySchemaRef: json.schema.$ref, maxFileBytes: null };
  const ref = content['multipart/form-data']?.schema.$ref ?? null;
  const limit = ref ? (resolveRef(doc, { $ref: ref }) as Json)['x-max-file-bytes'] : undefined;
  return {
    bodyKind: 'multipart',
    bodySchemaRef: ref,
    maxFileBytes: typeof limit === 'number' ? limit : null,
  };
}

export function listContractOperations(doc: Json = loadDocument()): Operation[] {
  const operations: Operation[] = [];
  for (const [pathKey, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = ((op.parameters as unknown[]) ?? []).map(
        (p) => resolveRef(doc, p) as Parameter,
      );
      const security = (op.security as Record<string, unknown>[] | undefined) ?? [];
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as Operation['method'],
        path: pathKey,
        routePath: pathKey.replace(/\{(\w+)\}/g, ':$1'),
        needsAuth: security.some((s) => 'bearerAuth' in s),
        needsCsrf: method !== 'get' && op['x-beacon'] !== true,
        isBeacon: op['x-beacon'] === true,
        superuserOnly: op['x-access'] === 'superuser',
        publicCacheAllowed: op['x-public-cache'] !== false,
        rateLimitedPerIp: op['x-rate-limit'] === 'per-ip',
        allowedBeforePasswordChange: op['x-allowed-before-password-change'] === true,
        allowedBeforeMfaEnrolment: op['x-allowed-before-mfa-enrolment'] === true,
        needsStepUp: op['x-step-up'] === true,
        paramsSchema: parameterSchema(params, 'path'),
        querySchema: parameterSchema(params, 'query'),
        ...bodyOf(doc, op),
      });
    }
  }
  return operations;
}

/** Properties a body schema marks `x-rich-text: true`: sanitised HTML instead of plain text. */
export function richTextFields(ref: string): Set<string> {
  const schema = resolveRef(loadDocument(), { $ref: ref }) as { properties?: Record<string, Json> };
  return new Set(
    Object.entries(schema.properties ?? {})
      .filter(([, p]) => p['x-rich-text'] === true)
      .map(([name]) => name),
  );
}
