// Search synonym groups ('Sinonim Pencarian', DECISIONS "Added in the second phase"); JSON bodies.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

/** The synonym form's values: two to twenty words or short phrases. */
export type SynonymValues = components['schemas']['SynonymInput'];

// A synonym changes what public search and its suggestions find.
const TOUCHES = ['/admin/synonym', '/product'];

/** The admin synonym table: page, length, search, sortBy, orderBy. */
export const useSynonyms = queryHook('/admin/synonym');

/** One synonym group for the edit and detail modals. */
export const useSynonym = detailHook('/admin/synonym/{id}');

/** Inserts (id null) or updates a synonym group. */
export function saveSynonym({ id, values }: SaveArgs<SynonymValues>) {
  return id === null
    ? unwrap(api.POST('/admin/synonym', { body: values }))
    : unwrap(api.PUT('/admin/synonym/{id}', { ...withId(id), body: values }));
}

/** Deletes a synonym group. */
export function deleteSynonym(id: number) {
  return unwrap(api.DELETE('/admin/synonym/{id}', withId(id)));
}

/** Flips a synonym group's active flag. */
export function toggleSynonym(id: number) {
  return unwrap(api.PUT('/admin/synonym/is-active/{id}', withId(id)));
}

/** saveSynonym with isMutating and list revalidation. */
export const useSaveSynonym = mutationHook(saveSynonym, TOUCHES);

/** deleteSynonym with isMutating and list revalidation. */
export const useDeleteSynonym = mutationHook(deleteSynonym, TOUCHES);

/** toggleSynonym with isMutating and list revalidation (also on failure). */
export const useToggleSynonym = mutationHook(toggleSynonym, TOUCHES);

/** Activates, deactivates or deletes the selected synonym groups (each id answered on its own). */
export const useBulkSynonyms = bulkHook('/admin/synonym/bulk', TOUCHES);
