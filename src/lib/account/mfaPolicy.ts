// `MFA_REQUIRED_ROLES` (issue 27): which roles must have two-step sign-in. One rule for the server
// (its session guard and the profile) and the mocks.

/** Role names in lower case; null is the default: the superuser role (`SUPERUSER_ROLE_ID`). */
export type MfaRequiredRoles = readonly string[] | null;

/**
 * Reads `MFA_REQUIRED_ROLES`: unset means the superuser role, a comma-separated list names roles
 * (any case), and an empty value names none.
 */
export function parseMfaRequiredRoles(value: string | undefined): MfaRequiredRoles {
  if (value === undefined) return null;
  return value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/** Whether a user must turn two-step sign-in on before any other signed-in call. */
export function mustEnableMfa(
  required: MfaRequiredRoles,
  superuserRoleId: number,
  user: { roleId: number; roleName: string; mfaEnabled: boolean },
): boolean {
  if (user.mfaEnabled) return false;
  return required === null
    ? user.roleId === superuserRoleId
    : required.includes(user.roleName.trim().toLowerCase());
}
