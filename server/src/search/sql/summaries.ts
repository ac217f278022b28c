// Product summaries read by SQL: the product joined with its brand, category and type names,
// then the covers of the page in one more query.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  files,
  productImages,
  productTypes,
  products,
} from '../../db/schema/index.ts';
import type { PublicFiles } from '../../storage/files-service.ts';
import { partNumberOf } from '../../../../src/lib/partNumber.ts';
import type { ProductSummary } from '../product-search.ts';

const summaryColumns = {
  id: products.id,
  name: products.name,
  harga: products.harga,
  hargaAkhir: products.hargaAkhir,
  urutan: products.urutan,
  isBestSeller: products.isBestSeller,
  isActive: products.isActive,
  createdAt: products.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
  brandId: brands.id,
  brandName: brands.name,
  typeId: productTypes.id,
  typeName: productTypes.name,
};

/** Products joined with their brand, category and type. */
export function joinedProducts(db: Db) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productTypes, eq(productTypes.id, products.typeId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof joinedProducts>['execute']>>[number];

/** A page of products where `where`, in `order`. */
export async function summaryPage(
  db: Db,
  files: Pick<PublicFiles, 'pathOf'>,
  where: SQL | undefined,
  order: SQL[],
  offset: number,
  size: number,
): Promise<ProductSummary[]> {
  const rows = await joinedProducts(db)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(offset);
  return toSummaries(db, files, rows);
}

export async function toSummaries(
  db: Db,
  publicFiles: Pick<PublicFiles, 'pathOf'>,
  rows: SummaryRow[],
): Promise<ProductSummary[]> {
  const ids = rows.map((row) => row.id);
  const covers = ids.length
    ? await db
        .select({ productId: productImages.productId, id: productImages.id, key: files.storageKey })
        .from(productImages)
        .innerJoin(files, eq(files.id, productImages.fileId))
        .where(and(inArray(productImages.productId, ids), eq(productImages.isCover, true)))
    : [];
  const coverOf = new Map(
    covers.map((row) => [row.productId, { id: row.id, path: publicFiles.pathOf(row.key) }]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    harga: row.harga,
    hargaAkhir: row.hargaAkhir,
    urutan: row.urutan,
    isBestSeller: row.isBestSeller,
    category: { id: row.categoryId, name: row.categoryName },
    brand: { id: row.brandId, name: row.brandName },
    type: { id: row.typeId, name: row.typeName },
    isCover: coverOf.get(row.id) ?? null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    partNumber: partNumberOf(row.name),
  }));
}
