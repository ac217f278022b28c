// Product categories (SPEC 7 "Admin: category, brand, ecommerce"; public category lists).
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

type Schemas = components['schemas'];

/** The category form's values; the image is required on insert only (SPEC 5). */
export type CategoryValues = {
  /** Category name. */
  name: string;
  /** A new image; absent keeps the current one on update. */
  image?: Blob | null;
};

// Products carry their category's name; public pages list categories and hide their products.
const TOUCHES = [
  '/admin/category',
  '/admin/lookup/category',
  '/admin/product',
  '/category',
  '/product',
];

/** The admin category table: page, length, search, sortBy, orderBy. */
export const useCategories = queryHook('/admin/category');

/** One category for the edit and detail modals. */
export const useCategory = detailHook('/admin/category/{id}');

/** Public active categories (home carousel). */
export const usePublicCategories = queryHook('/category');

/** Public categories with up to 10 types each; `limit` 4 for the mega-menu, none for all. */
export const usePublicCategoriesWithTypes = queryHook('/category/list/product');

/** Inserts (id null) or updates a category (multipart). */
export function saveCategory({ id, values }: SaveArgs<CategoryValues>) {
  return id === null
    ? unwrap(api.POST('/admin/category', { body: formBody<Schemas['CategoryCreateForm']>(values) }))
    : unwrap(
        api.POST('/admin/category/{id}', {
          ...withId(id),
          body: formBody<Schemas['CategoryUpdateForm']>(values),
        }),
      );
}

/** Deletes a category (422 while products use it). */
export function deleteCategory(id: number) {
  return unwrap(api.DELETE('/admin/category/{id}', withId(id)));
}

/** Flips a category's active flag. */
export function toggleCategory(id: number) {
  return unwrap(api.POST('/admin/category/is-active/{id}', withId(id)));
}

/** saveCategory with isMutating and list revalidation. */
export const useSaveCategory = mutationHook(saveCategory, TOUCHES);

/** deleteCategory with isMutating and list revalidation. */
export const useDeleteCategory = mutationHook(deleteCategory, TOUCHES);

/** toggleCategory with isMutating and list revalidation (also on failure). */
export const useToggleCategory = mutationHook(toggleCategory, TOUCHES);

/** Activates, deactivates or deletes the selected categories (each id answered on its own). */
export const useBulkCategories = bulkHook('/admin/category/bulk', TOUCHES);
