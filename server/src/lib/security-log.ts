// Security events as structured log lines (issue 12): who, from where, what came of it. Never a
// password or a token: the callers pass ids and outcomes only.
import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'login'
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'user.activated'
  | 'user.deactivated'
  | 'user.password-reset'
  | 'user.password-changed'
  | 'session.ended'
  | 'session.others-ended'
  | 'user.mfa-enabled'
  | 'user.mfa-disabled'
  | 'user.mfa-reset'
  | 'user.sessions-ended'
  | 'session.reauthenticated';

export interface SecurityDetails {
  /** The account the event is about (the target of a user change), null for an unknown name. */
  account: number | null;
  outcome: string;
}

export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  details: SecurityDetails,
): void {
  const level = details.outcome === 'success' ? 'info' : 'warn';
  request.log[level](
    { security: event, ...details, actor: request.user?.id ?? null, ip: request.ip },
    `security: ${event} ${details.outcome}`,
  );
}
