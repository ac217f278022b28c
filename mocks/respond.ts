// Building blocks of every handler: both URL prefixes, the simulated delay, the answer envelopes
// of DECISIONS "API shape", the bearer-token check and early exits by throwing a Response.
import { readId } from '../src/lib/forms/ids.ts';
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { requestBodyErrors, schemaFieldErrors } from '../src/lib/forms/fieldRules.ts';
import { nulErrors } from '../src/lib/forms/nulCharacter.ts';
import {
  checkBodySchema,
  checkRequestBody,
  checkRequestParameters,
  getDocument,
  requestBodySchema,
} from '../test/contract/openapi-validator.ts';
import { contractAccess, contractAllowsBeforeMfaEnrolment, contractNeedsStepUp } from './access.ts';
import type { Access } from './access.ts';
import { auditedMockWrite, auditedOperationOf, isAuditRead } from './audit.ts';
import { db } from './db.ts';
import { ROLE_IDS } from './fixtures/users.ts';
import { msg } from './messages.ts';
import type { SessionRow, UserRow } from './rows.ts';
import { isStepUpFresh } from '../src/lib/account/stepUp.ts';
import { mockMustEnableMfa } from './views.ts';

/** The prefixes every path is served under (DECISIONS "API shape"). */
export const API_PREFIXES = ['/api-web', '/api'] as const;

/** URL patterns of one contract path under both prefixes, any origin (`/admin/type/:id`). */
export function apiPath(path: string): string[] {
  return API_PREFIXES.map((prefix) => `*${prefix}${path}`);
}

let delayMs = typeof document === 'undefined' ? 0 : 150;

/** Sets the simulated server time in ms (150 in a browser, 0 in Node tests by default). */
export function setMockDelay(ms: number): void {
  delayMs = ms;
}

/** The bearer token the mock login hands out for a user. */
export function tokenFor(userId: number): string {
  return `mock-token-${userId}`;
}

/** An error answer in the contract's shape. */
export function fail(
  status: number,
  message: string,
  errors: Record<string, string> = {},
): Response {
  return HttpResponse.json({ meta: { message }, data: { errors } }, { status });
}

/** A 422 answer with field messages. */
export function invalid(errors: Record<string, string>, message: string = msg.invalid): Response {
  return fail(422, message, errors);
}

/** A 404 answer. */
export function notFound(): Response {
  return fail(404, msg.notFound);
}

/** A single-record answer `{ data, meta: { message } }`. */
export function single(data: unknown, message: string = msg.ok): Response {
  return HttpResponse.json({ data, meta: { message } } as never);
}

/** A list answer `{ data, meta: { total } }`. */
export function list(data: unknown[], total: number = data.length): Response {
  return HttpResponse.json({ data, meta: { total } } as never);
}

/** The answer of delete, toggle and reset calls. */
export function statusChange(id: number, message: string, isActive?: boolean): Response {
  const data = isActive === undefined ? { id } : { id, isActive };
  return HttpResponse.json({ meta: { message }, data });
}

/** What a route's handler gets. */
export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The signed-in user (always set when the contract asks for a bearer token). */
  user: UserRow | null;
}

/** The user behind `Authorization: Bearer mock-token-<id>`, or null. */
export function userFromRequest(request: Request): UserRow | null {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || db.revokedTokens.includes(token)) return null;
  const id = /^mock-token-(\d+)$/.exec(token)?.[1];
  return db.users.find((user) => String(user.id) === id && user.isActive) ?? null;
}

/** The session of a request's bearer token, if it has one. */
export function mockSessionOf(request: Request): SessionRow | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return token ? db.sessions.find((row) => row.token === token) : undefined;
}

/** 403 unless the request's session proved a factor within STEP_UP_MS (the server's assertStepUp). */
export function assertMockStepUp(request: Request): void {
  if (!isStepUpFresh(mockSessionOf(request)?.reauthenticatedAt, new Date()))
    throw fail(403, msg.stepUpRequired);
}

function authorise(
  request: Request,
  access: Access,
  allowedBeforeMfaEnrolment: boolean,
): UserRow | null {
  const user = userFromRequest(request);
  if (access === 'public') return user;
  if (!user) throw fail(401, msg.unauthorized);
  if (user.mustChangePassword && access !== 'before-password-change')
    throw fail(403, msg.passwordChangeRequired);
  if (!allowedBeforeMfaEnrolment && mockMustEnableMfa(user))
    throw fail(403, msg.mfaEnrolmentRequired);
  if (access === 'superuser' && user.roleId !== ROLE_IDS.superuser) throw fail(403, msg.forbidden);
  return user;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Handlers for one operation of openapi.yaml under both prefixes; throwing a Response answers with
 * it. Who may call it (401, 403) is read from the contract, as the server reads it.
 */
export function route(
  method: Method,
  path: string,
  handle: (context: RouteContext) => Response | Promise<Response>,
): RequestHandler[] {
  const access = contractAccess(method, path);
  const allowedBeforeMfaEnrolment = contractAllowsBeforeMfaEnrolment(method, path);
  const needsStepUp = contractNeedsStepUp(method, path);
  return apiPath(path).map((pattern) =>
    http[method](pattern, async ({ request, params }) => {
      if (delayMs > 0 && !isAuditRead(request)) await delay(delayMs);
      try {
        const user = authorise(request, access, allowedBeforeMfaEnrolment);
        // `x-step-up` (turning the second factor on or off, ending sessions), as register.ts.
        if (needsStepUp) assertMockStepUp(request);
        const stringParams = Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, String(value)]),
        );
        throwIfParametersInvalid(request, stringParams);
        await throwIfBodyInvalid(request);
        const context = { request, url: new URL(request.url), params: stringParams, user };
        const audited = auditedOperationOf(request);
        if (!audited) return await handle(context);
        return await auditedMockWrite(request, audited, user, stringParams, async () =>
          handle(context),
        );
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        console.error('[mocks] handler failed', thrown);
        return fail(500, msg.serverError);
      }
    }),
  );
}

/** A multipart form as the contract schema sees it: text by name, a sent file as `'binary'`. */
export function flattenForm(form: FormData): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') flat[name] = value;
    // A browser sends an empty, nameless part for an untouched file input: not an upload.
    else if (value.size > 0 || value.name) flat[name] = 'binary';
  }
  return flat;
}

async function bodyOf(
  request: Request,
  kind: 'json' | 'multipart',
): Promise<Record<string, unknown> | null> {
  try {
    if (kind === 'multipart') return flattenForm(await request.clone().formData());
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    // An unreadable body is the handler's 400.
    return null;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

// Reading openapi.yaml takes a moment (more on a busy machine): it happens while the mocks load,
// not inside the first request a story's play function waits for. The contract's `IdText` pattern
// (a multipart id) has its own message.
const ID_TEXT_PATTERN = String(
  (getDocument().components as { schemas?: Record<string, { pattern?: string }> } | undefined)
    ?.schemas?.IdText?.pattern ?? '',
);

/** The query as the server's parser reads it: a repeated name becomes a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/**
 * Checks the path parameters and the query against the parameters openapi.yaml documents and
 * answers 422 with every field's message of src/lib, as the server's route registration does.
 */
function throwIfParametersInvalid(request: Request, params: Record<string, string>): void {
  const url = new URL(request.url);
  const query = queryOf(url);
  const check = checkRequestParameters(request.method, url.pathname, params, query);
  const errors = {
    ...nulErrors(params),
    ...nulErrors(query),
    ...schemaFieldErrors(check?.path, '', ID_TEXT_PATTERN),
    ...schemaFieldErrors(check?.query, '', ID_TEXT_PATTERN),
  };
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Checks the request body against openapi.yaml (the reader the contract tests use) and answers
 * 422 with the messages of src/lib, exactly as the server's route registration does.
 */
async function throwIfBodyInvalid(request: Request): Promise<void> {
  if (!BODY_METHODS.has(request.method)) return;
  const documented = requestBodySchema(request.method, new URL(request.url).pathname);
  if (!documented) return;
  const body = await bodyOf(request, documented.kind);
  if (!body) return;
  const check = checkRequestBody(request.method, new URL(request.url).pathname, body);
  if (!check) return;
  const errors = requestBodyErrors({ ...check, body, idTextPattern: ID_TEXT_PATTERN });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Every field message of a body against a request schema by name, as the server answers them. */
export function schemaBodyErrors(
  schemaName: string,
  body: Record<string, string>,
): Record<string, string> {
  return requestBodyErrors({
    ...checkBodySchema(schemaName, body),
    body,
    idTextPattern: ID_TEXT_PATTERN,
  });
}

/** The signed-in user of a context, or a thrown 401. */
export function signedIn(context: RouteContext): UserRow {
  if (!context.user) throw fail(401, msg.unauthorized);
  return context.user;
}

/** The numeric `:id` of the path, or a thrown 422. */
export function idParam(context: RouteContext, name = 'id'): number {
  const raw = context.params[name] ?? '';
  // openapi.yaml's parameter (1 to 2147483647) was checked in route(); this reads it.
  const id = readId(raw);
  if (id === null) throw invalid({ [name]: msg.invalidId });
  return id;
}

/** The row with `id`, or a thrown 404. */
export function findOr404<T extends { id: number }>(rows: readonly T[], id: number): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound();
  return row;
}

/** The JSON object body, or a thrown 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    if (body && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // Falls through to the 400 below.
  }
  throw fail(400, msg.badRequest);
}

/** The multipart body, or a thrown 400. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw fail(400, msg.badRequest);
  }
}
