// Fixed secrets of the journeys' throw-away server, in a module of their own: importing
// playwright.config.ts from a spec would run its set-up (a temp folder) once more in every worker.

/** The seeded superuser's password for the journeys (the server takes it from ADMIN_PASSWORD). */
export const E2E_ADMIN_PASSWORD = 'e2e-Rahasia-123';
/** What "Reset Password" sets during the journeys. */
export const E2E_RESET_PASSWORD = 'e2e-Reset-123';

/** The port of the journeys' second server, where MFA_REQUIRED_ROLES keeps its default (e2e/serve.ts). */
export function e2eMfaPort(): number {
  return Number(process.env.E2E_PORT ?? 8091) + 1;
}
