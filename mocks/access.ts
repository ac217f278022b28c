// Who may call a mock route comes from openapi.yaml, as the server's route registration reads it
// (server/src/openapi/document.ts): `security` with bearerAuth, `x-access: superuser` and
// `x-allowed-before-password-change`. So a new operation gets its access from the contract alone.
import { matchOperation } from '../test/contract/openapi-validator.ts';
import type { OperationInfo } from '../test/contract/openapi-validator.ts';

/**
 * Who may call a route: anyone, any signed-in active user, the superuser role only, or any
 * signed-in user even before they replaced a reset password (`x-allowed-before-password-change`).
 */
export type Access = 'public' | 'user' | 'superuser' | 'before-password-change';

/** The access an operation of the contract asks for. */
export function accessOf(operation: OperationInfo): Access {
  // A sign-out reads the token when there is one and never requires it, as the server's
  // register.ts does (`optionalUser` for `logout`): the contract says it succeeds for an unknown token.
  if (!operation.needsAuth || operation.operationId === 'logout') return 'public';
  if (operation.superuserOnly) return 'superuser';
  return operation.allowedBeforePasswordChange ? 'before-password-change' : 'user';
}

function documentedOperation(method: string, path: string): OperationInfo {
  const match = matchOperation(method, path.replace(/:([A-Za-z_]\w*)/g, '{$1}'));
  if (!match.ok)
    throw new Error(
      `[mocks] ${method.toUpperCase()} ${path} is not an operation of openapi.yaml: ${match.errors}`,
    );
  return match.operation;
}

/** The access of the documented operation at a mock route (`/admin/type/:id`); throws when undocumented. */
export function contractAccess(method: string, path: string): Access {
  return accessOf(documentedOperation(method, path));
}

/** Whether the operation needs a fresh step-up (`x-step-up: true`; server: requireStepUp). */
export function contractNeedsStepUp(method: string, path: string): boolean {
  return documentedOperation(method, path).needsStepUp;
}

/**
 * Whether a user whose role must turn two-step sign-in on may call it already
 * (`x-allowed-before-mfa-enrolment`; a sign-out always may, as on the server).
 */
export function contractAllowsBeforeMfaEnrolment(method: string, path: string): boolean {
  const operation = documentedOperation(method, path);
  return operation.allowedBeforeMfaEnrolment || operation.operationId === 'logout';
}
