// Every public page with its last change, read from the database in one query per table: active
// products (with an active brand, category and type), brands, categories, types with public
// products, and news.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, news, productTypes, products } from '../../db/schema/index.ts';
import { visibleProduct } from '../../repositories/products/visibility.ts';
import {
  pathTo,
  recordPath,
  type SitemapPageRoute,
  type SitemapRecordRoute,
} from '#domain/routes/routes.ts';

export interface SitemapEntry {
  /** Path and query, from the site's root. */
  path: string;
  /** When the page's record last changed. */
  lastmod: Date | null;
}

type Row = { id: number; updatedAt: Date | null };

const newest = (rows: Row[]): Date | null =>
  rows.reduce<Date | null>(
    (latest, row) =>
      row.updatedAt !== null && (latest === null || row.updatedAt > latest)
        ? row.updatedAt
        : latest,
    null,
  );

/**
 * The visible products' ids in the sitemap's order, without their dates, as one string: at
 * 100,000 products a row each took 2-7 s on PGlite (its thread, then the HTTP thread's 1-3 s of
 * CPU turning rows into objects), blocking visitors; one string takes ~0.5 s and 0.2 s of CPU.
 */
async function visibleProductIds(db: Db): Promise<Row[]> {
  const result = (await db.execute(sql`
    select string_agg(${products.id}::text, ',' order by ${products.updatedAt} desc, ${products.id}) as ids
    from ${products} where ${visibleProduct()}`)) as unknown as { rows: { ids: string | null }[] };
  const ids = result.rows[0]?.ids;
  return ids ? ids.split(',').map((id) => ({ id: Number(id), updatedAt: null })) : [];
}

/**
 * Every public page; with `lastmod: false` (the background renderer's list) without the products'
 * dates, which makes it much cheaper at a large catalogue (their lastmod is then null).
 */
export async function sitemapEntries(
  db: Db,
  { lastmod = true }: { lastmod?: boolean } = {},
): Promise<SitemapEntry[]> {
  const columns = { id: products.id, updatedAt: products.updatedAt };
  const [productRows, brandRows, categoryRows, typeRows, newsRows] = await Promise.all([
    lastmod
      ? db
          .select(columns)
          .from(products)
          .where(visibleProduct())
          .orderBy(desc(products.updatedAt), products.id)
      : visibleProductIds(db),
    db
      .select({ id: brands.id, updatedAt: brands.updatedAt })
      .from(brands)
      .where(eq(brands.isActive, true))
      .orderBy(brands.id),
    db
      .select({ id: categories.id, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(categories.id),
    db
      .select({ id: productTypes.id, updatedAt: productTypes.updatedAt })
      .from(productTypes)
      // A type has no page of its own: its list is public while it has public products.
      .where(
        and(
          eq(productTypes.isActive, true),
          inArray(
            productTypes.id,
            db.selectDistinct({ id: products.typeId }).from(products).where(visibleProduct()),
          ),
        ),
      )
      .orderBy(productTypes.id),
    db
      .select({ id: news.id, updatedAt: news.updatedAt })
      .from(news)
      .where(eq(news.isActive, true))
      .orderBy(desc(news.updatedAt), news.id),
  ]);
  const latest = newest([
    ...productRows.slice(0, 1),
    ...newsRows.slice(0, 1),
    ...brandRows,
    ...categoryRows,
    ...typeRows,
  ]);
  // Both tables are exhaustive (TypeScript): a route src/lib/routes/routes.ts lists in the sitemap
  // must say here when its page changed, or which records it has.
  const pages: Record<SitemapPageRoute, Date | null> = {
    'l-home': latest,
    'l-new-product': newest(productRows.slice(0, 1)),
    'l-news': newest(newsRows.slice(0, 1)),
    'l-tentang-kami': null,
  };
  const records: Record<SitemapRecordRoute, Row[]> = {
    'l-brand': brandRows,
    'l-kategori-produk': categoryRows,
    'l-tipe': typeRows,
    'l-detail-product': productRows,
    'l-news-detail': newsRows,
  };
  return [
    ...Object.entries(pages).map(([route, lastmod]) => ({
      path: pathTo(route as SitemapPageRoute),
      lastmod,
    })),
    ...Object.entries(records).flatMap(([route, rows]) =>
      rows.map((row) => ({
        path: recordPath(route as SitemapRecordRoute, row.id),
        lastmod: row.updatedAt,
      })),
    ),
  ];
}
