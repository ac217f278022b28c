// Products: the admin table and form (SPEC 7 "Admin: products") and the public catalogue reads.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook, useApiQuery } from './query.ts';
import type { GetQuery, QueryConfig } from './query.ts';

type Schemas = components['schemas'];

/** A purchase link of the form: marketplace id and the product's URL there. */
export type ProductLinkValues = {
  /** Marketplace id. */
  ecommerces_id: number | string;
  /** The product's http(s) URL at that marketplace. */
  link_id: string;
};

/** A specification of the product form (issue 24): the attribute id and its value, none to clear it. */
export type ProductSpecificationValues = {
  /** Attribute id, sent as `specifications[i][id]`. */
  id: number;
  /**
   * `specifications[i][value]` for a number ('.' decimals), a text or yes/no (1/0); `[value][min]`
   * and `[value][max]` for a range; `[value][0]`, `[value][1]`… for choices.
   */
  value?: string | boolean | { min: string; max: string } | readonly string[];
};

/** Another maker's part number for the product, sent as `equivalents[i][brand]` and `[code]`. */
export type ProductEquivalentValues = {
  /** The other maker ('SMC'). */
  brand: string;
  /** Its part number ('CDQ2B32-50'). */
  code: string;
};

/** The product form's values, in the wire names of SPEC 7; '' clears an optional text on update. */
export type ProductValues = {
  /** Product name. */
  name: string;
  /** Warranty text. */
  garansi?: string;
  /** Weight text. */
  berat?: string;
  /** Lowest price, whole rupiah. */
  harga: number | string;
  /** Highest price of a range; '' for a single price. */
  harga_akhir?: number | string;
  /** Display order; '' for none. */
  urutan?: number | string;
  /** Rich-text description (HTML). */
  keterangan?: string;
  /** Sent as 1/0. */
  isBestSeller?: boolean;
  /** Brand id. */
  brand_id: number | string;
  /** Type id. */
  type_id: number | string;
  /** Category id. */
  category_id: number | string;
  /** New images, sent as `image[i]`. */
  image?: readonly Blob[];
  /** `isCover[i]` belongs to `image[i]`; at most one true. */
  isCover?: readonly boolean[];
  /** Purchase links, sent as `ecommerces[i][ecommerces_id]` and `ecommerces[i][link_id]`. */
  ecommerces?: readonly ProductLinkValues[];
  /** Sizes, sent as `size[i]`. */
  size?: readonly string[];
  /** Colours, sent as `color[i]`. */
  color?: readonly string[];
  /** Every attribute of the product's type, in order (issue 24). */
  specifications?: readonly ProductSpecificationValues[];
  /** Other makers' part numbers, at most 30 (issue 24). */
  equivalents?: readonly ProductEquivalentValues[];
  /** Update only: an existing image chosen as cover (then every isCover is false). */
  isCoverId?: number | null;
  /** Update only: ids of existing images to remove, sent as `idDeleteFile[i]`. */
  idDeleteFile?: readonly number[];
};

const TOUCHES = [
  '/admin/product',
  '/admin/dashboard',
  '/product',
  '/brand/list/product',
  '/category/list/product',
];

/** The admin product table: page, length, search, sortBy, orderBy. */
export const useProducts = queryHook('/admin/product');

/** One product for the edit modal and /admin/produk/{id}. */
export const useProduct = detailHook('/admin/product/{id}');

/** Public catalogue: page, limit, category | brand | type, search, sortBy (created_at = newest). */
export const usePublicProducts = queryHook('/product');

/** One active product for /detail-product/{id}. */
export const usePublicProduct = detailHook('/product/{id}');

/**
 * Search-box suggestions: `{ search, limit }` answers `{ products, categories, brands }`. SWR keys
 * by query, so an answer for an older text never replaces the current one; the caller debounces
 * and passes `null` (below 2 characters) to fetch nothing.
 */
export function useProductSuggestions(
  query: GetQuery<'/product/suggest'> | null,
  config?: QueryConfig<'/product/suggest'>,
) {
  return useApiQuery(
    query === null ? null : '/product/suggest',
    query === null ? undefined : { query },
    {
      keepPreviousData: true,
      ...config,
    },
  );
}

/** Public best sellers.
export const useBestSellerProducts = queryHook('/product/best/seller');

/** Inserts (id null) or updates a product (multipart; update is POST admin/product/update/{id}). */
export function saveProduct({ id, values }: SaveArgs<ProductValues>) {
  return id === null
    ? unwrap(api.POST('/admin/product', { body: formBody<Schemas['ProductCreateForm']>(values) }))
    : unwrap(
        api.POST('/admin/product/update/{id}', {
          ...withId(id),
          body: formBody<Schemas['ProductUpdateForm']>(values),
        }),
      );
}

/** Deletes a product and its images. */
export function deleteProduct(id: number) {
  return unwrap(api.DELETE('/admin/product/{id}', withId(id)));
}

/** Flips a product's active flag. */
export function toggleProduct(id: number) {
  return unwrap(api.POST('/admin/product/is-active/{id}', withId(id)));
}

/** saveProduct with isMutating and list revalidation. */
export const useSaveProduct = mutationHook(saveProduct, TOUCHES);

/** deleteProduct with isMutating and list revalidation. */
export const useDeleteProduct = mutationHook(deleteProduct, TOUCHES);

/** toggleProduct with isMutating and list revalidation (also on failure). */
export const useToggleProduct = mutationHook(toggleProduct, TOUCHES);

/** Activates, deactivates or deletes the selected products (each id answered on its own). */
export const useBulkProducts = bulkHook('/admin/product/bulk', TOUCHES);
