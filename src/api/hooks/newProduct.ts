// The single new-product banner (SPEC 7 "Admin: landing content").
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook } from './mutation.ts';
import { queryHook } from './query.ts';

/** The banner form's values: one required image. */
export type NewProductBannerValues = {
  /** The new banner; replaces the current one. */
  image: Blob;
};

const TOUCHES = ['/admin/new-product', '/new-product'];

/** The banner for the admin screen (`data.path` null: 'Banner New Produk Belum Tersedia'). */
export const useNewProductBanner = queryHook('/admin/new-product');

/** The banner for the public home page. */
export const usePublicNewProductBanner = queryHook('/new-product');

/** Replaces the banner (multipart). */
export function saveNewProductBanner(values: NewProductBannerValues) {
  return unwrap(
    api.POST('/admin/new-product', {
      body: formBody<components['schemas']['NewProductForm']>(values),
    }),
  );
}

/** saveNewProductBanner with isMutating and revalidation. */
export const useSaveNewProductBanner = mutationHook(saveNewProductBanner, TOUCHES);
