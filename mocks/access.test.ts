// The mocks' 401 and 403 come from openapi.yaml, like the server's: no route declares its access.
import { describe, expect, it } from 'vitest';
import { listOperations } from '../test/contract/openapi-validator.ts';
import {
  accessOf,
  contractAccess,
  contractAllowsBeforeMfaEnrolment,
  contractNeedsStepUp,
} from './access.ts';
import { route } from './respond.ts';

describe('mock routes take their access from the contract', () => {
  it.each([
    ['get', '/product', 'public'],
    ['post', '/auth/login', 'public'],
    ['post', '/auth/logout', 'public'],
    ['get', '/admin/type', 'user'],
    ['put', '/admin/type/is-active/:id', 'user'],
    ['get', '/admin/user/get/:id', 'superuser'],
    ['post', '/admin/user/bulk', 'superuser'],
    ['get', '/admin/audit', 'superuser'],
    ['get', '/admin/auth/fetch', 'before-password-change'],
    ['post', '/admin/user/update-password', 'before-password-change'],
  ] as const)('%s %s is %s', (method, path, access) => {
    expect(contractAccess(method, path)).toBe(access);
  });

  it('reads every operation: public exactly when no bearer token is asked for (and sign-out)', () => {
    for (const operation of listOperations()) {
      const access = accessOf(operation);
      expect(access === 'public', operation.operationId).toBe(
        !operation.needsAuth || operation.operationId === 'logout',
      );
      expect(access === 'superuser', operation.operationId).toBe(operation.superuserOnly);
    }
  });

  it.each([
    ['get', '/admin/auth/fetch', true],
    ['post', '/admin/user/update-password', true],
    ['post', '/admin/auth/mfa/setup', true],
    ['post', '/admin/auth/mfa/enable', true],
    ['post', '/auth/logout', true],
    ['post', '/admin/auth/mfa/disable', false],
    ['get', '/admin/auth/sessions', false],
    ['post', '/admin/auth/reauth', true],
    ['get', '/admin/type', false],
  ] as const)('%s %s is open before a required two-step enrolment: %s', (method, path, isOpen) => {
    expect(contractAllowsBeforeMfaEnrolment(method, path)).toBe(isOpen);
  });

  it.each([
    ['post', '/admin/auth/mfa/setup', true],
    ['post', '/admin/auth/mfa/disable', true],
    ['delete', '/admin/auth/sessions', true],
    // Ending this very session is signing out: its handler asks only for another one.
    ['delete', '/admin/auth/sessions/:id', false],
    ['post', '/admin/auth/reauth', false],
    ['post', '/admin/auth/mfa/enable', false],
  ] as const)('%s %s needs a fresh step-up (x-step-up): %s', (method, path, needs) => {
    expect(contractNeedsStepUp(method, path)).toBe(needs);
  });

  it('refuses a mock route for an operation the contract does not have', () => {
    expect(() => route('get', '/admin/tidak-ada', () => new Response())).toThrow(
      /not an operation of openapi.yaml/,
    );
    expect(() => route('delete', '/product/:id', () => new Response())).toThrow(
      /not an operation of openapi.yaml/,
    );
  });
});
