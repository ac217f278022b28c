// The product summary (openapi ProductSummary): what public lists, searches, best sellers and the
// admin table answer per product. Its columns, joins and mapping live here once, for the product
// repositories and for search (SQL reads the same rows; the index maps its documents through
// summaryOf), so a new summary field is added in one place.
import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  files,
  productImages,
  productTypes,
  products,
} from '../db/schema/index.ts';
import type { PublicFiles } from '../storage/files-service.ts';
import { partNumberOf } from '#domain/catalogue/partNumber.ts';

/** Where picture URLs point (app.publicFiles). */
type Files = Pick<PublicFiles, 'pathOf'>;

/** A cover picture as a summary names it. */
export type Cover = { id: number; path: string } | null;

/** What a summary, a summary row and a search document keep of the product's own row. */
export interface ProductHead {
  id: number;
  name: string;
  harga: number;
  hargaAkhir: number | null;
  urutan: number | null;
  isBestSeller: boolean;
  isActive: boolean;
}

/** A product as the public list answers it (openapi ProductSummary). */
export interface ProductSummary extends ProductHead {
  category: { id: number; name: string };
  brand: { id: number; name: string };
  type: { id: number; name: string };
  isCover: Cover;
  createdAt: string;
  /** The code the name ends with (src/lib/catalogue/partNumber.ts). */
  partNumber: string | null;
}

export const summaryColumns = {
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

/** A product row joined with its brand, category and type names (what a summary is built from). */
export interface SummaryRow extends ProductHead {
  createdAt: Date;
  categoryId: number;
  categoryName: string;
  brandId: number;
  brandName: string;
  typeId: number;
  typeName: string;
}

/**
 * Products joined with their brand, category and type, selecting `columns` (the summary's by
 * default); `activeOnly` also requires the three active.
 */
export function joinedProducts(
  db: Db,
  activeOnly = false,
  columns: Record<string, unknown> = summaryColumns,
) {
  const active = (flag: AnyColumn) => (activeOnly ? eq(flag, true) : undefined);
  return db
    .select(columns as typeof summaryColumns)
    .from(products)
    .innerJoin(brands, and(eq(brands.id, products.brandId), active(brands.isActive)))
    .innerJoin(categories, and(eq(categories.id, products.categoryId), active(categories.isActive)))
    .innerJoin(
      productTypes,
      and(eq(productTypes.id, products.typeId), active(productTypes.isActive)),
    );
}

/** The cover of each product of `ids` that has one (one query). */
async function coversOf(db: Db, ids: number[], publicFiles: Files) {
  if (ids.length === 0) return new Map<number, { id: number; path: string }>();
  const rows = await db
    .select({ productId: productImages.productId, id: productImages.id, key: files.storageKey })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(and(inArray(productImages.productId, ids), eq(productImages.isCover, true)));
  return new Map(
    rows.map((row) => [row.productId, { id: row.id, path: publicFiles.pathOf(row.key) }]),
  );
}

/** A summary row (or a search document with its names) as the API answers it. */
export function summaryOf(row: SummaryRow, cover: Cover): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    harga: row.harga,
    hargaAkhir: row.hargaAkhir,
    urutan: row.urutan,
    isBestSeller: row.isBestSeller,
    category: { id: row.categoryId, name: row.categoryName },
    brand: { id: row.brandId, name: row.brandName },
    type: { id: row.typeId, name: row.typeName },
    isCover: cover,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    partNumber: partNumberOf(row.name),
  };
}

/** Summary rows as summaries, their covers read in one more query. */
export async function toSummaries(
  db: Db,
  rows: readonly SummaryRow[],
  publicFiles: Files,
): Promise<ProductSummary[]> {
  const covers = await coversOf(
    db,
    rows.map((row) => row.id),
    publicFiles,
  );
  return rows.map((row) => summaryOf(row, covers.get(row.id) ?? null));
}

/** A page of summaries of the products where `where`, in `order` (search's SQL answers). */
export async function summaryPage(
  db: Db,
  publicFiles: Files,
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
  return toSummaries(db, rows, publicFiles);
}
