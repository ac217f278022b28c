// Brands (SPEC 7 "Admin: category, brand, ecommerce"; public brand page and mega-menu).
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

type Schemas = components['schemas'];

/** The brand form's values; both images are required on insert only (SPEC 5). */
export type BrandValues = {
  /** Brand name. */
  name: string;
  /** Plain-text description. */
  keterangan: string;
  /** New banner image; absent keeps the current one on update. */
  imageMain?: Blob | null;
  /** New thumbnail; absent keeps the current one on update. */
  imageThumbnail?: Blob | null;
};

// Products carry their brand's name; the public brand page and mega-menu show brands.
const TOUCHES = ['/admin/brand', '/admin/lookup/brand', '/admin/product', '/brand', '/product'];

/** The admin brand table: page, length, search, sortBy, orderBy. */
export const useBrands = queryHook('/admin/brand');

/** One brand for the edit and detail modals. */
export const useBrand = detailHook('/admin/brand/{id}');

/** One active brand for the public brand page (banner, name, description). */
export const usePublicBrand = detailHook('/brand/{id}');

/** Public brands with up to 10 products each; `limit` 3 for the mega-menu, none for all. */
export const usePublicBrandsWithProducts = queryHook('/brand/list/product');

/** Inserts (id null) or updates a brand (multipart). */
export function saveBrand({ id, values }: SaveArgs<BrandValues>) {
  return id === null
    ? unwrap(api.POST('/admin/brand', { body: formBody<Schemas['BrandCreateForm']>(values) }))
    : unwrap(
        api.POST('/admin/brand/{id}', {
          ...withId(id),
          body: formBody<Schemas['BrandUpdateForm']>(values),
        }),
      );
}

/** Deletes a brand (422 while products use it). */
export function deleteBrand(id: number) {
  return unwrap(api.DELETE('/admin/brand/{id}', withId(id)));
}

/** Flips a brand's active flag. */
export function toggleBrand(id: number) {
  return unwrap(api.POST('/admin/brand/is-active/{id}', withId(id)));
}

/** saveBrand with isMutating and list revalidation. */
export const useSaveBrand = mutationHook(saveBrand, TOUCHES);

/** deleteBrand with isMutating and list revalidation. */
export const useDeleteBrand = mutationHook(deleteBrand, TOUCHES);

/** toggleBrand with isMutating and list revalidation (also on failure). */
export const useToggleBrand = mutationHook(toggleBrand, TOUCHES);

/** Activates, deactivates or deletes the selected brands (each id answered on its own). */
export const useBulkBrands = bulkHook('/admin/brand/bulk', TOUCHES);
