// CSRF double-submit cookie and bearer-token authentication (DECISIONS.md "Server rules").
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSession } from '../auth/sessions.ts';
import { ApiError, MESSAGES, forbidden, unauthorized } from '../lib/errors.ts';
import { csrfToken } from '../lib/tokens.ts';
import { mustEnableMfa } from '#domain/account/mfaPolicy.ts';
import { isStepUpFresh } from '#domain/account/stepUp.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An `x-beacon` operation: its answers set no cookie. */
    isBeacon?: boolean;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Route hook: state-changing calls must echo the cookie in the header. */
export async function requireCsrf(request: FastifyRequest): Promise<void> {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameToken(cookie, header))
    throw new ApiError(403, MESSAGES.csrf);
}

async function loadUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  request.bearerToken = match?.[1] ?? null;
  if (request.bearerToken) {
    request.user = await resolveSession(
      request.server.db,
      request.bearerToken,
      request.server.now(),
    );
  }
}

/** Route hook: any signed-in active user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await loadUser(request);
  if (!request.user) throw unauthorized();
}

/** Route hook: the token is read if present, never required (logout). */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  await loadUser(request);
}

/** Route hook: after "Reset Password" only the calls the contract allows, until a new password is set. */
export async function requireNewPassword(request: FastifyRequest): Promise<void> {
  if (request.user?.mustChangePassword) throw forbidden(MESSAGES.passwordChangeRequired);
}

/** Whether the signed-in user's role needs two-step sign-in and it is off (`MFA_REQUIRED_ROLES`). */
export function mustEnableMfaNow(request: FastifyRequest): boolean {
  const { user, server } = request;
  return (
    user !== null &&
    mustEnableMfa(server.config.mfaRequiredRoles, server.config.superuserRoleId, user)
  );
}

/** Route hook: a role that must have two-step sign-in reaches only its set-up until it is on. */
export async function requireMfaEnrolment(request: FastifyRequest): Promise<void> {
  if (mustEnableMfaNow(request)) throw forbidden(MESSAGES.mfaEnrolmentRequired);
}

/** Throws 403 unless this session proved a factor within STEP_UP_MS (src/lib/account/stepUp.ts). */
export function assertStepUp(request: FastifyRequest): void {
  const user = request.user;
  if (!user || !isStepUpFresh(user.reauthenticatedAt, request.server.now()))
    throw forbidden(MESSAGES.stepUpRequired);
}

/** Route hook: `x-step-up` (turning the second factor on or off, ending sessions; ASVS 7.5.1, 7.5.2). */
export async function requireStepUp(request: FastifyRequest): Promise<void> {
  assertStepUp(request);
}

/** Route hook: `admin/user/*` is for the superuser role only. */
export async function requireSuperuser(request: FastifyRequest): Promise<void> {
  if (request.user?.roleId !== request.server.config.superuserRoleId) throw forbidden();
}

function security(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('bearerToken', null);
  // Any answer to a request without the cookie sets it, so a client's first GET arms it.
  app.addHook('onRequest', (request, reply, done) => {
    // A beacon (`POST event`, issue 26) sets no cookie: visitors are counted, never marked. It is
    // sent by sendBeacon, a POST: only then is the route's configuration (an object Fastify
    // builds at each read) looked at.
    if (
      !request.cookies[XSRF_COOKIE] &&
      !(request.method === 'POST' && request.routeOptions.config?.isBeacon)
    )
      reply.setCookie(XSRF_COOKIE, csrfToken(), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    done();
  });
}

export default fp(security, {
  name: 'security',
  decorators: { fastify: ['config', 'db', 'now'] },
  dependencies: ['@fastify/cookie'],
});
