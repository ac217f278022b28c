// Specification attributes ('Master Spesifikasi', issue 24): the staff table and form, JSON
// bodies, and the product form's lookup of the attributes a type uses.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { bulkHook } from './bulk.ts';
import { mutationHook, withId } from './mutation.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook, useApiQuery } from './query.ts';
import type { QueryResult } from './query.ts';

/** The attribute form's values. */
export type SpecAttributeValues = components['schemas']['SpecAttributeInput'];

// An attribute changes the product form, product pages, filters and their facets.
const TOUCHES = [
  '/admin/spec-attribute',
  '/admin/lookup/spec-attribute',
  '/admin/product',
  '/product',
];

/** The admin attribute table: page, length, search, sortBy, orderBy, type. */
export const useSpecAttributes = queryHook('/admin/spec-attribute');

/** One attribute for the edit and detail modals. */
export const useSpecAttribute = detailHook('/admin/spec-attribute/{id}');

/** The active attributes a product type uses, by urutan then name; null type asks nothing. */
export function useTypeSpecAttributes(
  typeId: number | null,
): QueryResult<'/admin/lookup/spec-attribute'> {
  return useApiQuery(typeId === null ? null : '/admin/lookup/spec-attribute', {
    query: { type: typeId ?? 0 },
  });
}

/** Inserts (id null) or updates an attribute. */
export function saveSpecAttribute({ id, values }: SaveArgs<SpecAttributeValues>) {
  return id === null
    ? unwrap(api.POST('/admin/spec-attribute', { body: values }))
    : unwrap(api.PUT('/admin/spec-attribute/{id}', { ...withId(id), body: values }));
}

/** Deletes an attribute and every product value of it. */
export function deleteSpecAttribute(id: number) {
  return unwrap(api.DELETE('/admin/spec-attribute/{id}', withId(id)));
}

/** Flips an attribute's active flag. */
export function toggleSpecAttribute(id: number) {
  return unwrap(api.PUT('/admin/spec-attribute/is-active/{id}', withId(id)));
}

/** saveSpecAttribute with isMutating and list revalidation. */
export const useSaveSpecAttribute = mutationHook(saveSpecAttribute, TOUCHES);

/** deleteSpecAttribute with isMutating and list revalidation. */
export const useDeleteSpecAttribute = mutationHook(deleteSpecAttribute, TOUCHES);

/** toggleSpecAttribute with isMutating and list revalidation (also on failure). */
export const useToggleSpecAttribute = mutationHook(toggleSpecAttribute, TOUCHES);

/** Activates, deactivates or deletes the selected attributes (each id answered on its own). */
export const useBulkSpecAttributes = bulkHook('/admin/spec-attribute/bulk', TOUCHES);
