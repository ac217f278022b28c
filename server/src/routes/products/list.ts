// Product lists: the public catalogue (filters, search ranked by relevance, SPEC's order) and
// the admin and dashboard tables.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { likePattern, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import { countJoined, joined, toSummaries } from './read.ts';

export interface PublicProductQuery {
  page: number;
  size: number;
  offset: number;
  category?: number;
  brand?: number;
  type?: number;
  search: string;
  sortBy?: 'created_at' | 'urutan' | 'name' | 'harga';
  orderBy?: 'asc' | 'desc';
}

const tsQuery = (search: string) => sql`websearch_to_tsquery('indonesian', ${search})`;

/** Full-text match, trigram similarity (typos) or a plain substring of the name. */
function searchCondition(search: string): SQL {
  return or(
    sql`${products.searchVector} @@ ${tsQuery(search)}`,
    sql`${products.name} % ${search}`,
    ilike(products.name, likePattern(search)),
  ) as SQL;
}

const relevance = (search: string) =>
  sql`ts_rank(${products.searchVector}, ${tsQuery(search)}) + similarity(${products.name}, ${search})`;

function publicOrder(q: PublicProductQuery): SQL[] {
  const sortColumns = { created_at: products.createdAt, urutan: products.urutan, name: products.name, harga: products.harga };
  if (q.sortBy) {
    const direction = (q.orderBy ?? (q.sortBy === 'created_at' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
    const column = sortColumns[q.sortBy];
    const nulls = q.sortBy === 'urutan' ? sql`${direction(column)} nulls last` : direction(column);
    return [nulls, desc(products.createdAt), desc(products.id)];
  }
  const base = [sql`${products.urutan} asc nulls last`, desc(products.createdAt), desc(products.id)];
  return q.search ? [sql`${relevance(q.search)} desc`, ...base] : base;
}

export async function listPublicProducts(db: Db, q: PublicProductQuery) {
  const where = and(
    eq(products.isActive, true),
    q.category ? eq(products.categoryId, q.category) : undefined,
    q.brand ? eq(products.brandId, q.brand) : undefined,
    q.type ? eq(products.typeId, q.type) : undefined,
    q.search ? searchCondition(q.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db, true).where(where).orderBy(...publicOrder(q)).limit(q.size).offset(q.offset),
    countJoined(db, true, where),
  ]);
  return { rows: await toSummaries(db, rows), total: Number(total?.value ?? 0) };
}

export async function listBestSellers(db: Db) {
  const rows = await joined(db, true)
    .where(and(eq(products.isActive, true), eq(products.isBestSeller, true)))
    .orderBy(sql`${products.urutan} asc nulls last`, desc(products.createdAt))
    .limit(100);
  return toSummaries(db, rows);
}

const adminSort = {
  id: products.id,
  name: products.name,
  harga: products.harga,
  urutan: products.urutan,
  is_active: products.isActive,
  created_at: products.createdAt,
};

export async function listAdminProducts(db: Db, q: AdminListQuery) {
  const where = q.search ? ilike(products.name, likePattern(q.search)) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db, false).where(where).orderBy(...orderFor(adminSort, q, products.id)).limit(q.size).offset(q.offset),
    countJoined(db, false, where),
  ]);
  return { rows: await toSummaries(db, rows), total: Number(total?.value ?? 0) };
}
