// Write side of products: one transaction for the row, its images (exactly one cover), sizes,
// colours, purchase links, specifications and equivalents; removed images' files go after the commit.
import { and, asc, eq, inArray, max } from 'drizzle-orm';

import { found } from '../../db/queries.ts';
import {
  productColors,
  productEcommerces,
  productImages,
  productSizes,
  products,
} from '../../db/schema/index.ts';
import type { Form } from '../../lib/multipart.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeWithFiles, type Deps } from '../shared/with-files.ts';
import { checkReferences, productLists, productValues, type ProductLists } from './form.ts';
import { refreshSearchText } from './search-text.ts';
import {
  checkProductSpecs,
  productEquivalentEntries,
  productSpecEntries,
  writeProductSpecs,
} from './specs.ts';

async function replaceDetails(tx: DbOrTx, productId: number, lists: ProductLists) {
  await tx.delete(productSizes).where(eq(productSizes.productId, productId));
  await tx.delete(productColors).where(eq(productColors.productId, productId));
  await tx.delete(productEcommerces).where(eq(productEcommerces.productId, productId));
  if (lists.sizes.length)
    await tx
      .insert(productSizes)
      .values(lists.sizes.map((name, position) => ({ productId, name, position })));
  if (lists.colors.length)
    await tx
      .insert(productColors)
      .values(lists.colors.map((name, position) => ({ productId, name, position })));
  if (lists.links.length) {
    await tx
      .insert(productEcommerces)
      .values(lists.links.map((link, position) => ({ productId, ...link, position })));
  }
}

/** Adds new images, removes the listed ones, then settles exactly one cover. */
async function updateImages(
  tx: DbOrTx,
  productId: number,
  lists: ProductLists,
  fileIds: Map<string, number>,
) {
  const removed = lists.deleteIds.length
    ? await tx
        .delete(productImages)
        .where(
          and(eq(productImages.productId, productId), inArray(productImages.id, lists.deleteIds)),
        )
        .returning({ fileId: productImages.fileId })
    : [];
  const [last] = await tx
    .select({ value: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const start = (last?.value ?? -1) + 1;
  const added = lists.images.length
    ? await tx
        .insert(productImages)
        .values(
          lists.images.map((file, i) => ({
            productId,
            fileId: fileIds.get(file.field) ?? 0,
            position: start + i,
          })),
        )
        .returning({ id: productImages.id })
    : [];
  const remaining = await tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const named = lists.coverIndex >= 0 ? added[lists.coverIndex]?.id : lists.coverId;
  const current = remaining.find((image) => image.isCover)?.id;
  const cover = [named, current, remaining[0]?.id].find(
    (id) => id !== undefined && id !== null && remaining.some((r) => r.id === id),
  );
  await tx
    .update(productImages)
    .set({ isCover: false })
    .where(eq(productImages.productId, productId));
  if (cover !== undefined)
    await tx
      .update(productImages)
      .set({ isCover: true })
      .where(eq(productImages.id, cover as number));
  return removed.map((row) => row.fileId);
}

export async function saveProduct(deps: Deps, form: Form, id?: number): Promise<number> {
  const values = productValues(form);
  const lists = productLists(form);
  if (id !== undefined)
    found(await deps.db.select({ id: products.id }).from(products).where(eq(products.id, id)));
  await checkReferences(deps.db, values, lists, id);
  const specs = await checkProductSpecs(
    deps.db,
    values.typeId,
    productSpecEntries(form),
    productEquivalentEntries(form),
  );
  const uploads = lists.images.map((file) => ({ file, accept: 'image' as const }));
  return writeWithFiles(deps, 'product', uploads, async (tx, fileIds) => {
    let productId = id;
    if (productId === undefined) {
      const [created] = await tx.insert(products).values(values).returning({ id: products.id });
      productId = created?.id ?? 0;
    } else {
      await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, productId));
    }
    await replaceDetails(tx, productId, lists);
    await writeProductSpecs(tx, productId, values.typeId, specs);
    const oldFileIds = await updateImages(tx, productId, lists, fileIds);
    await refreshSearchText(tx, eq(products.id, productId));
    return { result: productId, oldFileIds };
  });
}

export async function deleteProduct(deps: Deps, id: number): Promise<void> {
  found(await deps.db.select({ id: products.id }).from(products).where(eq(products.id, id)));
  await writeWithFiles(deps, 'product', [], async (tx) => {
    const images = await tx
      .delete(productImages)
      .where(eq(productImages.productId, id))
      .returning({ fileId: productImages.fileId });
    await tx.delete(products).where(eq(products.id, id));
    return { result: id, oldFileIds: images.map((image) => image.fileId) };
  });
}
