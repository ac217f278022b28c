// Every public page with its last change, read from the database in one query per table: active
// products (with an active brand, category and type), brands, categories, types with public
// products, and news.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, news, productTypes, products } from '../../db/schema/index.ts';
import { visibleProduct } from '../products/visibility.ts';
import { PUBLIC_PATHS } from './public-paths.ts';

export interface SitemapEntry {
  /** Path and query, from the site's root. */
  path: string;
  /** When the page's record last changed. */
  lastmod: Date | null;
}

type Row = { id: number; updatedAt: Date };

const newest = (rows: Row[]): Date | null =>
  rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const columns = { id: products.id, updatedAt: products.updatedAt };
  const [productRows, brandRows, categoryRows, typeRows, newsRows] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(visibleProduct())
      .orderBy(desc(products.updatedAt), products.id),
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
  const each = (rows: Row[], path: (id: number) => string) =>
    rows.map((row) => ({ path: path(row.id), lastmod: row.updatedAt }));
  return [
    { path: PUBLIC_PATHS.home, lastmod: latest },
    { path: PUBLIC_PATHS.newProducts, lastmod: newest(productRows.slice(0, 1)) },
    { path: PUBLIC_PATHS.news, lastmod: newest(newsRows.slice(0, 1)) },
    { path: PUBLIC_PATHS.about, lastmod: null },
    ...each(brandRows, PUBLIC_PATHS.brand),
    ...each(categoryRows, PUBLIC_PATHS.category),
    ...each(typeRows, PUBLIC_PATHS.type),
    ...each(productRows, PUBLIC_PATHS.product),
    ...each(newsRows, PUBLIC_PATHS.newsArticle),
  ];
}
