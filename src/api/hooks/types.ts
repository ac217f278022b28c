// Product types (SPEC 2.3 'Master tipe produk', SPEC 7 "Admin: types"); bodies are JSON.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

/** The type form's values. */
export type TypeValues = components['schemas']['TypeInput'];

// Product lists and the mega-menu show type names, and the product form's type dropdown lists them.
const TOUCHES = [
  '/admin/type',
  '/admin/lookup/type',
  '/admin/product',
  '/product',
  '/category/list/product',
  '/type',
];

/** The admin type table: page, length, search, sortBy, orderBy. */
export const useTypes = queryHook('/admin/type');

/** One type for the edit and detail modals. */
export const useType = detailHook('/admin/type/{id}');

/** One active type for the public type list (its name); 404 when inactive or unknown. */
export const usePublicType = detailHook('/type/{id}');

/** Inserts (id null) or updates a type. */
export function saveType({ id, values }: SaveArgs<TypeValues>) {
  return id === null
    ? unwrap(api.POST('/admin/type', { body: values }))
    : unwrap(api.PUT('/admin/type/{id}', { ...withId(id), body: values }));
}

/** Deletes a type. */
export function deleteType(id: number) {
  return unwrap(api.DELETE('/admin/type/{id}', withId(id)));
}

/** Flips a type's active flag. */
export function toggleType(id: number) {
  return unwrap(api.PUT('/admin/type/is-active/{id}', withId(id)));
}

/** saveType with isMutating and list revalidation. */
export const useSaveType = mutationHook(saveType, TOUCHES);

/** deleteType with isMutating and list revalidation. */
export const useDeleteType = mutationHook(deleteType, TOUCHES);

/** toggleType with isMutating and list revalidation (also on failure). */
export const useToggleType = mutationHook(toggleType, TOUCHES);

/** Activates, deactivates or deletes the selected types (each id answered on its own). */
export const useBulkTypes = bulkHook('/admin/type/bulk', TOUCHES);
