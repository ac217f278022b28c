import type { Form } from '../../lib/multipart.ts';
import type { AdminListQuery } from '../../lib/list-query.ts';
import { setActiveFlag, toggleActive } from '../../db/queries.ts';
import { products } from '../../db/schema/index.ts';
import type { Deps } from '../shared/with-files.ts';
import { exportAdminProducts, listAdminProducts, listBestSellers } from './list.ts';
import type { ProductSearch } from '../../search/product-search.ts';
import { listPublicProducts, suggestPublic, type PublicProductQuery } from './public-list.ts';
import { productDetail } from './read.ts';
import { deleteProduct, saveProduct } from './write.ts';

export function productRepository(deps: Deps, search: ProductSearch) {
  const { db } = deps;
  return {
    listPublic: (q: PublicProductQuery) => listPublicProducts(search, q),
    suggest: (text: string, limit: number) => suggestPublic(search, text, limit),
    listAdmin: (q: AdminListQuery) => listAdminProducts(db, q),
    exportAdmin: (q: AdminListQuery) => exportAdminProducts(db, q),
    bestSellers: () => listBestSellers(db),
    detail: (id: number, activeOnly: boolean) => productDetail(db, id, activeOnly),
    async save(form: Form, id?: number) {
      return productDetail(db, await saveProduct(deps, form, id), false);
    },
    remove: (id: number) => deleteProduct(deps, id),
    toggle: (id: number) => toggleActive(db, products, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, products, id, isActive),
  };
}
