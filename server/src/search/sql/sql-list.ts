// A public list page (no words) from SQL: every filter has a database index in SPEC order, and
// totals come from product_public_counts, a few hundred rows at most.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPublicCounts, products } from '../../db/schema/index.ts';
import { narrowed, type ListPage, type ListRequest, type SearchFilter } from '../product-search.ts';
import { filterCondition, readAttributes, resolveFilters, sqlFacets } from './sql-specs.ts';
import { summaryPage } from '../summaries.ts';
import type { PublicFiles } from '../../storage/files-service.ts';

// Written exactly as the products_public_*_idx indexes are ordered, so no page needs a sort.
const SPEC_ORDER = [
  sql`${products.urutan} asc nulls last`,
  desc(products.createdAt),
  desc(products.id),
];

export function publicOrder(q: Pick<ListRequest, 'sortBy' | 'orderBy'>): SQL[] {
  if (q.sortBy === 'created_at' && q.orderBy !== 'asc')
    return [desc(products.createdAt), desc(products.id)];
  if (q.sortBy) {
    const column = {
      created_at: products.createdAt,
      urutan: products.urutan,
      name: products.name,
      harga: products.harga,
    }[q.sortBy];
    const direction = sql.raw((q.orderBy ?? 'asc') === 'asc' ? 'asc' : 'desc');
    return [sql`${column} ${direction} nulls last`, desc(products.createdAt), desc(products.id)];
  }
  return SPEC_ORDER;
}

export function visibleWhere(q: SearchFilter): SQL | undefined {
  return and(
    eq(products.isPublic, true),
    q.category ? eq(products.categoryId, q.category) : undefined,
    q.brand ? eq(products.brandId, q.brand) : undefined,
    q.type ? eq(products.typeId, q.type) : undefined,
  );
}

/** Visible products of a filter: a sum over the counts table. */
async function filteredTotal(db: Db, q: SearchFilter): Promise<number> {
  const where = and(
    q.category ? eq(productPublicCounts.categoryId, q.category) : undefined,
    q.brand ? eq(productPublicCounts.brandId, q.brand) : undefined,
    q.type ? eq(productPublicCounts.typeId, q.type) : undefined,
  );
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${productPublicCounts.total}), 0)::integer` })
    .from(productPublicCounts)
    .where(where);
  return Number(row?.value ?? 0);
}

export async function listFromSql(
  db: Db,
  files: Pick<PublicFiles, 'pathOf'>,
  q: ListRequest,
): Promise<ListPage> {
  if (!q.spec?.length && !narrowed(q)) {
    const [rows, total] = await Promise.all([
      summaryPage(db, files, visibleWhere(q), publicOrder(q), q.offset, q.size),
      filteredTotal(db, q),
    ]);
    return { rows, total };
  }
  // Spec filters or facets: the counts table knows neither, so the total is counted.
  const attributes = await readAttributes(db);
  const filters = resolveFilters(q.spec, attributes);
  const base = visibleWhere(q) as SQL;
  const where = and(base, ...filters.map(filterCondition)) as SQL;
  const [rows, total, facets] = await Promise.all([
    summaryPage(db, files, where, publicOrder(q), q.offset, q.size),
    filters.length
      ? db
          .select({ value: sql<number>`count(*)::integer` })
          .from(products)
          .where(where)
          .then(([row]) => Number(row?.value ?? 0))
      : filteredTotal(db, q),
    narrowed(q) ? sqlFacets(db, base, filters, attributes) : undefined,
  ]);
  return { rows, total, facets };
}
