// Sign-in, sign-out, the session profile and the own-password change (SPEC 4, SPEC 7 "Auth").
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, clearSession, getToken, setToken } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { mutationHook } from './mutation.ts';
import type { Mutation } from './mutation.ts';
import { fetchApi, useApiQuery } from './query.ts';
import type { QueryConfig, QueryResult } from './query.ts';

type Schemas = components['schemas'];

/** The login form's values: user name (or e-mail) and password. */
export type LoginValues = Schemas['LoginRequest'];

/** The change-password modal's values. */
export type ChangePasswordValues = Schemas['ChangePasswordRequest'];

/** The code step's values: the login's `mfaToken` and the typed code (issue 27). */
export type MfaVerifyValues = Schemas['MfaVerifyRequest'];

/**
 * Signs in and stores the access token (SPEC 4). For an account with two-step sign-in the answer
 * carries `mfaRequired` and `mfaToken` instead, and nothing is stored until `verifyMfa`.
 * 401 and 429 are the login form's to show.
 */
export async function login(values: LoginValues) {
  const answer = await unwrap(api.POST('/auth/login', { body: values }));
  if ('accessToken' in answer.data) setToken(answer.data.accessToken);
  return answer;
}

/** The code step of a sign-in ('Kode Verifikasi'); stores the access token like a login. */
export async function verifyMfa(values: MfaVerifyValues) {
  const answer = await unwrap(api.POST('/auth/mfa', { body: values }));
  if ('accessToken' in answer.data) setToken(answer.data.accessToken);
  return answer;
}

/** Signs out: the call's result is ignored and local storage is cleared either way (SPEC 4, 8). */
export async function logout(): Promise<void> {
  try {
    await unwrap(api.POST('/auth/logout'));
  } catch {
    // SPEC 8: logout errors are ignored.
  } finally {
    clearSession();
  }
}

/** The signed-in profile (the guard's session check), outside React. */
export function fetchProfile() {
  return fetchApi('/admin/auth/fetch');
}

/** Changes the signed-in user's password; the server checks the confirmation (SPEC 5). */
export function updatePassword(values: ChangePasswordValues) {
  return unwrap(api.POST('/admin/user/update-password', { body: values }));
}

/** The signed-in profile; fetches nothing without a stored token, and never retries. */
export function useProfile(
  config?: QueryConfig<'/admin/auth/fetch'>,
): QueryResult<'/admin/auth/fetch'> {
  return useApiQuery(getToken() ? '/admin/auth/fetch' : null, undefined, {
    shouldRetryOnError: false,
    ...config,
  });
}

/** login with isMutating; afterwards every cached admin read (the profile first) is refetched. */
export const useLogin = mutationHook(login, ['/admin']);

/** verifyMfa with isMutating; afterwards every cached admin read is refetched, as after a login. */
export const useVerifyMfa = mutationHook(verifyMfa, ['/admin']);

/** updatePassword with isMutating; the profile is read again (its `mustChangePassword` clears). */
export const useUpdatePassword = mutationHook(updatePassword, ['/admin/auth/fetch']);

/** logout with isMutating; also empties the whole SWR cache so the profile and admin data go. */
export function useLogout(): Mutation<void, void> {
  const { mutate } = useSWRConfig();
  const [isMutating, setMutating] = useState(false);
  const trigger = useCallback(async () => {
    setMutating(true);
    try {
      await logout();
    } finally {
      setMutating(false);
      void mutate(() => true, undefined, { revalidate: false });
    }
  }, [mutate]);
  return { trigger, isMutating };
}
