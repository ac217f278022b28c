// Staff accounts (SPEC 7 "Admin: users"; superuser role only). Bodies are JSON.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

type Schemas = components['schemas'];

/** The user form's values; `password` is sent on insert only (SPEC 5). */
export type UserValues = Schemas['UserUpdateInput'] & {
  /** Initial password; required on insert, ignored on update. */
  password?: string;
};

const TOUCHES = ['/admin/user'];

/** The admin user table: page, length, search, sortBy, orderBy. */
export const useUsers = queryHook('/admin/user');

/** One user for the edit modal. */
export const useUser = detailHook('/admin/user/get/{id}');

/** Roles for the role dropdown: limit (15) and search. */
export const useRoles = queryHook('/admin/user/role');

/** The default password a reset sets, for the confirmation dialog (DECISIONS). */
export const useResetPasswordDefault = queryHook('/admin/user/reset-password');

/** Inserts (id null, POST admin/user/create) or updates (POST admin/user/update/{id}) a user. */
export function saveUser({ id, values }: SaveArgs<UserValues>) {
  const { name, email, role_id, password = '' } = values;
  // The update body is closed (additionalProperties: false): never send the password there.
  return id === null
    ? unwrap(api.POST('/admin/user/create', { body: { name, email, role_id, password } }))
    : unwrap(
        api.POST('/admin/user/update/{id}', { ...withId(id), body: { name, email, role_id } }),
      );
}

/** Deletes a user (DECISIONS: DELETE admin/user/{id}). */
export function deleteUser(id: number) {
  return unwrap(api.DELETE('/admin/user/{id}', withId(id)));
}

/** Flips a user's active flag. */
export function toggleUser(id: number) {
  return unwrap(api.POST('/admin/user/is-active/{id}', withId(id)));
}

/** Resets a user's password to the configured default. */
export function resetUserPassword(id: number) {
  return unwrap(api.POST('/admin/user/reset-password/{id}', withId(id)));
}

/** Turns another user's two-step sign-in off and ends their sessions (superuser only; issue 27). */
export function resetUserMfa(id: number) {
  return unwrap(api.POST('/admin/user/mfa-reset/{id}', withId(id)));
}

/** Ends every session of another user (superuser only; issue 33). */
export function endUserSessions(id: number) {
  return unwrap(api.DELETE('/admin/user/sessions/{id}', withId(id)));
}

/** saveUser with isMutating and list revalidation. */
export const useSaveUser = mutationHook(saveUser, TOUCHES);

/** deleteUser with isMutating and list revalidation. */
export const useDeleteUser = mutationHook(deleteUser, TOUCHES);

/** toggleUser with isMutating and list revalidation (also on failure). */
export const useToggleUser = mutationHook(toggleUser, TOUCHES);

/** resetUserPassword with isMutating. */
export const useResetUserPassword = mutationHook(resetUserPassword, TOUCHES);

/** resetUserMfa with isMutating and list revalidation (the row's `mfaEnabled` changes). */
export const useResetUserMfa = mutationHook(resetUserMfa, TOUCHES);

/** endUserSessions with isMutating. */
export const useEndUserSessions = mutationHook(endUserSessions, []);

/** Activates, deactivates or deletes the selected users (each id answered on its own). */
export const useBulkUsers = bulkHook('/admin/user/bulk', TOUCHES);
