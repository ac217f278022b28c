// Landing banners (SPEC 7 "Admin: landing content"; DECISIONS: update is POST admin/bumper/{id}).
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

type Schemas = components['schemas'];

/** The bumper form's values; one image per bumper, required on insert only. */
export type BumperValues = {
  /** Bumper name. */
  name: string;
  /** A new image; absent keeps the current one on update. */
  image?: Blob | null;
};

const TOUCHES = ['/admin/bumper', '/bumper'];

/** The admin bumper table: page, length, search, sortBy, orderBy. */
export const useBumpers = queryHook('/admin/bumper');

/** One bumper for the edit modal. */
export const useBumper = detailHook('/admin/bumper/{id}');

/** Public active banners (home carousel). */
export const usePublicBumpers = queryHook('/bumper');

/** Inserts (id null) or updates a bumper (multipart). */
export function saveBumper({ id, values }: SaveArgs<BumperValues>) {
  return id === null
    ? unwrap(api.POST('/admin/bumper', { body: formBody<Schemas['BumperCreateForm']>(values) }))
    : unwrap(
        api.POST('/admin/bumper/{id}', {
          ...withId(id),
          body: formBody<Schemas['BumperUpdateForm']>(values),
        }),
      );
}

/** Deletes a bumper. */
export function deleteBumper(id: number) {
  return unwrap(api.DELETE('/admin/bumper/{id}', withId(id)));
}

/** Flips a bumper's active flag. */
export function toggleBumper(id: number) {
  return unwrap(api.POST('/admin/bumper/is-active/{id}', withId(id)));
}

/** saveBumper with isMutating and list revalidation. */
export const useSaveBumper = mutationHook(saveBumper, TOUCHES);

/** deleteBumper with isMutating and list revalidation. */
export const useDeleteBumper = mutationHook(deleteBumper, TOUCHES);

/** toggleBumper with isMutating and list revalidation (also on failure). */
export const useToggleBumper = mutationHook(toggleBumper, TOUCHES);

/** Activates, deactivates or deletes the selected bumpers (each id answered on its own). */
export const useBulkBumpers = bulkHook('/admin/bumper/bulk', TOUCHES);
