// Routes come from openapi.yaml: every operation is registered under /api-web and /api with the
// hooks its contract entry asks for (CSRF, bearer auth, superuser) and validated against it.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { listContractOperations, richTextFields, type Operation } from '../openapi/document.ts';
import { validateBody, validateParameters } from '../openapi/validate.ts';
import { ApiError, MESSAGES, invalid } from '../lib/errors.ts';
import { discardUploads, readContractForm } from '../lib/form.ts';
import { forbiddenHtmlErrors, nulErrors } from '../lib/plain-text.ts';
import {
  optionalUser,
  requireCsrf,
  requireMfaEnrolment,
  requireNewPassword,
  requireStepUp,
  requireSuperuser,
  requireUser,
} from '../plugins/security.ts';
import { publicCacheRoute } from '../plugins/public-cache.ts';
import { rateLimitOf } from '../plugins/rate-limit.ts';
import type { Handler, HandlerMap, OperationId } from '../lib/handler.ts';
import { auditedHandler } from '../audit/record.ts';
import { isPublicRead, publicReader, type PublicRead } from './public-reads.ts';

export type {
  BodyOf,
  Handler,
  HandlerMap,
  OperationHandler,
  OperationRequest,
  QueryOf,
} from '../lib/handler.ts';

export const API_PREFIXES = ['/api-web', '/api'] as const;

/** Signed-in answers and every write (a login answer carries a token) are never stored by a cache. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

function hooksFor(op: Operation): onRequestHookHandler[] {
  // First, so that a refusal by the hooks after it carries the header too.
  const hooks: onRequestHookHandler[] = op.needsAuth || op.method !== 'GET' ? [noStore] : [];
  if (op.needsCsrf) hooks.push(requireCsrf);
  if (op.operationId === 'logout') hooks.push(optionalUser);
  else if (op.needsAuth) hooks.push(requireUser);
  // A sign-out stays open to a user held back by a reset or not enrolled yet ('Keluar' on either
  // screen must end the session; the mocks treat it the same, mocks/access.ts).
  const isLogout = op.operationId === 'logout';
  if (op.needsAuth && !op.allowedBeforePasswordChange && !isLogout) hooks.push(requireNewPassword);
  if (op.needsAuth && !op.allowedBeforeMfaEnrolment && !isLogout) hooks.push(requireMfaEnrolment);
  if (op.superuserOnly) hooks.push(requireSuperuser);
  if (op.needsAuth && op.needsStepUp) hooks.push(requireStepUp);
  return hooks;
}

function validatorFor(op: Operation) {
  return async (request: FastifyRequest) => {
    const errors = {
      ...nulErrors((request.params ?? {}) as Record<string, unknown>),
      ...nulErrors((request.query ?? {}) as Record<string, unknown>),
      ...(op.paramsSchema
        ? validateParameters(`${op.operationId}:params`, op.paramsSchema, request.params)
        : {}),
      ...(op.querySchema
        ? validateParameters(`${op.operationId}:query`, op.querySchema, request.query ?? {})
        : {}),
    };
    if (Object.keys(errors).length > 0) throw invalid(errors);
    if (op.bodyKind === 'json' && op.bodySchemaRef) {
      // A form sent where the contract takes JSON is refused like any other unknown body type
      // (the multipart parser leaves no body, and a schema with no required field would pass it).
      if (request.isMultipart()) throw new ApiError(400, MESSAGES.badRequest);
      // A JSON `null` body is an empty one: handlers read fields of an object (reauth's read
      // `body.password` of null and answered 500, found by the fuzz).
      request.body ??= {};
      const body = request.body as Record<string, unknown>;
      const bodyErrors = {
        ...forbiddenHtmlErrors(body, richTextFields(op.bodySchemaRef)),
        ...validateBody(op.bodySchemaRef, body),
        ...nulErrors(body),
      };
      if (Object.keys(bodyErrors).length > 0) throw invalid(bodyErrors);
    }
    // Files stream to a temporary folder; the handler gets the form with `formOf`.
    if (op.bodyKind === 'multipart' && op.bodySchemaRef)
      await readContractForm(request, op.bodySchemaRef, op.maxFileBytes);
  };
}

/** A multipart operation's uploaded files go once its answer is sent (or the client left). */
async function removeUploads(request: FastifyRequest): Promise<void> {
  await discardUploads(request);
}

/**
 * Registers every contract operation that has a handler, and `app.readPublic` for the public reads
 * (the same validation and handler in process, routes/public-reads.ts); returns the operationIds
 * without a handler.
 */
export function registerContractRoutes(app: FastifyInstance, handlers: HandlerMap): string[] {
  const missing: string[] = [];
  const reads: PublicRead[] = [];
  for (const op of listContractOperations()) {
    // Each handler's request is typed by its own operation; here, where the contract's validation
    // is attached to it, every handler is one of many.
    const handler = handlers[op.operationId as OperationId] as Handler | undefined;
    if (!handler) {
      missing.push(op.operationId);
      continue;
    }
    // Public reads answer from the cache; writes name the public data they change.
    // Staff writes record themselves in the audit trail (audit/operations.ts says which, as what).
    const audited = auditedHandler(op.operationId, handler);
    const { hit, ...cached } = publicCacheRoute(app, op, audited);
    const validate = validatorFor(op);
    if (isPublicRead(op)) reads.push({ op, validate, handler: audited, cached: hit !== null });
    // `x-rate-limit: per-ip` (login, subscribe): counted per client address across instances.
    const rateLimit = rateLimitOf(app, op);
    for (const prefix of API_PREFIXES) {
      app.route({
        method: op.method,
        url: `${prefix}${op.routePath}`,
        onRequest: hit ? [...hooksFor(op), hit] : hooksFor(op),
        preValidation: validate,
        ...(op.bodyKind === 'multipart'
          ? { onResponse: removeUploads, onRequestAbort: removeUploads }
          : {}),
        ...cached,
        ...(rateLimit || op.isBeacon
          ? {
              config: {
                ...(rateLimit ? { rateLimit } : {}),
                // `x-beacon` (POST event): no cookie is set on its answer (security.ts).
                ...(op.isBeacon ? { isBeacon: true } : {}),
              },
            }
          : {}),
      });
    }
  }
  const readers = publicReader(app, reads);
  app.decorate('readPublic', readers.read);
  app.decorate('readPublicText', readers.readText);
  return missing;
}

/** The validated numeric `:id` of a route. */
export const idOf = (request: { params: { id: number } }): number => request.params.id;
