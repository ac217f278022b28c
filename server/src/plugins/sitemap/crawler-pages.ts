// What the background renderer stores (issue 34, item 2): every page the sitemap lists, then
// pages 2 and 3 of every brand, category and type list that has them, the pages a crawler reaches
// next by the lists' own links (`?id=<id>&page=<n>`, as usePageParam writes them).
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { visibleProduct } from '../../repositories/products/visibility.ts';
import { pathTo } from '#domain/routes/routes.ts';
import { sitemapEntries } from './entries.ts';

/** Products a public list shows a page (SPEC 9; the grid's PRODUCT_PAGE_SIZE). */
export const LIST_PAGE_SIZE = 12;
/** The deepest list page stored before anyone asks. */
export const DEEPEST_STORED_PAGE = 3;

const LISTS = [
  { route: 'l-brand', column: products.brandId },
  { route: 'l-kategori-produk', column: products.categoryId },
  { route: 'l-tipe', column: products.typeId },
] as const;

/** The paths to store, the sitemap's first (home, lists, products, news), in that order. */
export async function crawlerPages(db: Db): Promise<string[]> {
  const [entries, ...counts] = await Promise.all([
    sitemapEntries(db, { lastmod: false }),
    ...LISTS.map(({ column }) =>
      db
        .select({ id: column, products: count() })
        .from(products)
        .where(visibleProduct())
        .groupBy(column)
        .having(sql`count(*) > ${LIST_PAGE_SIZE}`),
    ),
  ]);
  const listed = new Set(entries.map((entry) => entry.path));
  const deeper = LISTS.flatMap(({ route }, i) =>
    (counts[i] ?? []).flatMap((row) => {
      const pages = Math.min(DEEPEST_STORED_PAGE, Math.ceil(row.products / LIST_PAGE_SIZE));
      const first = pathTo(route, {}, { id: row.id });
      // Only lists the sitemap has (an inactive brand's list is not public).
      if (!listed.has(first)) return [];
      return Array.from({ length: pages - 1 }, (_, n) =>
        pathTo(route, {}, { id: row.id, page: n + 2 }),
      );
    }),
  );
  return [...entries.map((entry) => entry.path), ...deeper];
}
