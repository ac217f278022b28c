import { describe, expect, it } from 'vitest';
import { mustEnableMfa, parseMfaRequiredRoles } from './mfaPolicy.ts';

const SUPERUSER = { roleId: 1, roleName: 'Superuser', mfaEnabled: false };
const ADMIN = { roleId: 2, roleName: 'Admin', mfaEnabled: false };

describe('MFA_REQUIRED_ROLES', () => {
  it('unset is the superuser role, by id, whatever its name', () => {
    expect(parseMfaRequiredRoles(undefined)).toBeNull();
    expect(mustEnableMfa(null, 1, SUPERUSER)).toBe(true);
    expect(mustEnableMfa(null, 1, { ...SUPERUSER, roleName: 'Pemilik' })).toBe(true);
    expect(mustEnableMfa(null, 1, ADMIN)).toBe(false);
    expect(mustEnableMfa(null, 2, ADMIN)).toBe(true);
  });

  it('names roles in any case and with spaces; empty names none', () => {
    const both = parseMfaRequiredRoles(' superuser , ADMIN ,');
    expect(both).toEqual(['superuser', 'admin']);
    expect(mustEnableMfa(both, 1, SUPERUSER)).toBe(true);
    expect(mustEnableMfa(both, 1, ADMIN)).toBe(true);
    expect(mustEnableMfa(parseMfaRequiredRoles('Admin'), 1, SUPERUSER)).toBe(false);
    expect(parseMfaRequiredRoles('')).toEqual([]);
    expect(mustEnableMfa([], 1, SUPERUSER)).toBe(false);
  });

  it('asks nothing of a user whose two-step sign-in is on', () => {
    expect(mustEnableMfa(null, 1, { ...SUPERUSER, mfaEnabled: true })).toBe(false);
  });
});
