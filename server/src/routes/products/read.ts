// Read side of products: summaries for lists (one joined query plus one for covers), the full
// record for detail pages, public search ranked by relevance.
import { and, asc, count, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { found } from '../../db/queries.ts';
import { brands, categories, ecommerces, files, productColors, productEcommerces, productImages, productSizes, productTypes, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { publicPath } from '../../storage/files-service.ts';

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

interface SummaryRow {
  id: number;
  name: string;
  harga: number;
  hargaAkhir: number | null;
  urutan: number | null;
  isBestSeller: boolean;
  isActive: boolean;
  createdAt: Date;
  categoryId: number;
  categoryName: string;
  brandId: number;
  brandName: string;
  typeId: number;
  typeName: string;
}

/** Products joined with their brand, category and type; `activeOnly` also requires them active. */
export function joined(db: Db, activeOnly: boolean, columns: Record<string, unknown> = summaryColumns) {
  const active = (flag: AnyColumn) => (activeOnly ? eq(flag, true) : undefined);
  return db
    .select(columns as typeof summaryColumns)
    .from(products)
    .innerJoin(brands, and(eq(brands.id, products.brandId), active(brands.isActive)))
    .innerJoin(categories, and(eq(categories.id, products.categoryId), active(categories.isActive)))
    .innerJoin(productTypes, and(eq(productTypes.id, products.typeId), active(productTypes.isActive)));
}

export function countJoined(db: Db, activeOnly: boolean, where: SQL | undefined) {
  return joined(db, activeOnly, { value: count() }).where(where) as unknown as Promise<{ value: number }[]>;
}

async function coversOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; path: string }>();
  const rows = await db
    .select({ productId: productImages.productId, id: productImages.id, key: files.storageKey })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(and(inArray(productImages.productId, ids), eq(productImages.isCover, true)));
  return new Map(rows.map((row) => [row.productId, { id: row.id, path: publicPath(row.key) }]));
}

export async function toSummaries(db: Db, rows: SummaryRow[]) {
  const covers = await coversOf(db, rows.map((row) => row.id));
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
    isCover: covers.get(row.id) ?? null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function detailParts(db: Db, id: number, activeOnly: boolean) {
  return Promise.all([
    db
      .select({ id: productImages.id, key: files.storageKey, isCover: productImages.isCover })
      .from(productImages)
      .innerJoin(files, eq(files.id, productImages.fileId))
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db.select({ name: productSizes.name }).from(productSizes).where(eq(productSizes.productId, id)).orderBy(asc(productSizes.position)),
    db.select({ name: productColors.name }).from(productColors).where(eq(productColors.productId, id)).orderBy(asc(productColors.position)),
    db
      .select({ id: ecommerces.id, name: ecommerces.name, key: files.storageKey, link: productEcommerces.link })
      .from(productEcommerces)
      .innerJoin(ecommerces, and(eq(ecommerces.id, productEcommerces.ecommerceId), activeOnly ? eq(ecommerces.isActive, true) : undefined))
      .leftJoin(files, eq(files.id, ecommerces.imageFileId))
      .where(eq(productEcommerces.productId, id))
      .orderBy(asc(productEcommerces.position)),
  ]);
}

/** The full product; public callers (`activeOnly`) get 404 for anything hidden. */
export async function productDetail(db: Db, id: number, activeOnly: boolean) {
  const where = and(eq(products.id, id), activeOnly ? eq(products.isActive, true) : undefined);
  const rows = await joined(db, activeOnly, { ...summaryColumns, garansi: products.garansi, berat: products.berat, keterangan: products.keterangan }).where(where);
  const row = found(rows) as SummaryRow & { garansi: string; berat: string; keterangan: string };
  if (!row) throw notFound();
  const [images, sizes, colors, links] = await detailParts(db, id, activeOnly);
  const [summary] = await toSummaries(db, [row]);
  return {
    ...summary,
    garansi: row.garansi,
    berat: row.berat,
    keterangan: row.keterangan,
    image: images.map((image) => ({ id: image.id, path: publicPath(image.key), isCover: image.isCover })),
    size: sizes,
    color: colors,
    ecommerces: links.map((link) => ({
      ecommerces: { id: link.id, name: link.name, image: link.key ? { path: publicPath(link.key) } : null },
      link: link.link,
    })),
  };
}

