// 'Sesi Aktif' (issue 27): the signed-in user's sessions, ending one, ending every other one.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import { mutationHook, withId } from './mutation.ts';
import { queryHook } from './query.ts';

/** The signed-in user's sessions, latest seen first, this one marked. */
export const useSessions = queryHook('/admin/auth/sessions');

/** 'Keluar dari sesi ini': ends one of the user's own sessions. */
export function endSession(id: number) {
  return unwrap(api.DELETE('/admin/auth/sessions/{id}', withId(id)));
}

/** 'Keluar dari semua sesi lain': ends every session but this one. */
export function endOtherSessions() {
  return unwrap(api.DELETE('/admin/auth/sessions'));
}

/** endSession with isMutating; the list is read again. */
export const useEndSession = mutationHook(endSession, ['/admin/auth/sessions']);

/** endOtherSessions with isMutating; the list is read again. */
export const useEndOtherSessions = mutationHook(endOtherSessions, ['/admin/auth/sessions']);
