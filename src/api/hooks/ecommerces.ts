// E-commerce marketplaces (SPEC 7 "Admin: category, brand, ecommerce").
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

type Schemas = components['schemas'];

/** The marketplace form's values; the image is required on insert only (SPEC 5). */
export type EcommerceValues = {
  /** Marketplace name. */
  name: string;
  /** Marketplace home URL (http or https). */
  link: string;
  /** A new logo; absent keeps the current one on update. */
  image?: Blob | null;
};

// Product detail pages show each purchase link with its marketplace's name and logo.
const TOUCHES = ['/admin/ecommerces', '/admin/lookup/ecommerces', '/admin/product', '/product'];

/** The admin marketplace table: page, length, search, sortBy, orderBy. */
export const useEcommerces = queryHook('/admin/ecommerces');

/** One marketplace for the edit and detail modals. */
export const useEcommerce = detailHook('/admin/ecommerces/{id}');

/** Inserts (id null) or updates a marketplace (multipart). */
export function saveEcommerce({ id, values }: SaveArgs<EcommerceValues>) {
  return id === null
    ? unwrap(
        api.POST('/admin/ecommerces', { body: formBody<Schemas['EcommerceCreateForm']>(values) }),
      )
    : unwrap(
        api.POST('/admin/ecommerces/{id}', {
          ...withId(id),
          body: formBody<Schemas['EcommerceUpdateForm']>(values),
        }),
      );
}

/** Deletes a marketplace (422 while products use it). */
export function deleteEcommerce(id: number) {
  return unwrap(api.DELETE('/admin/ecommerces/{id}', withId(id)));
}

/** Flips a marketplace's active flag. */
export function toggleEcommerce(id: number) {
  return unwrap(api.POST('/admin/ecommerces/is-active/{id}', withId(id)));
}

/** saveEcommerce with isMutating and list revalidation. */
export const useSaveEcommerce = mutationHook(saveEcommerce, TOUCHES);

/** deleteEcommerce with isMutating and list revalidation. */
export const useDeleteEcommerce = mutationHook(deleteEcommerce, TOUCHES);

/** toggleEcommerce with isMutating and list revalidation (also on failure). */
export const useToggleEcommerce = mutationHook(toggleEcommerce, TOUCHES);

/** Activates, deactivates or deletes the selected marketplaces (each id answered on its own). */
export const useBulkEcommerces = bulkHook('/admin/ecommerces/bulk', TOUCHES);
