// Product lists: the public catalogue (filters, search ranked by relevance, SPEC's order) and
// the admin and dashboard tables.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { likePattern, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
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

// Full text (indexed, stemmed) first; only when it finds nothing does the trigram fallback run,
// so a typo still finds "Regulator" without every search paying for a fuzzy scan.
const fullText = (search: string) => sql`${products.searchVector} @@ ${tsQuery(search)}`;
const fuzzy = (search: string) => or(sql`${products.name} % ${search}`, sql`${search} <% ${products.name}`, ilike(products.name, likePattern(search))) as SQL;

const relevance = (search: string, isFuzzy: boolean) =>
  isFuzzy ? sql`word_similarity(${search}, ${products.name}) + similarity(${products.name}, ${search})` : sql`ts_rank(${products.searchVector}, ${tsQuery(search)})`;

function publicOrder(q: PublicProductQuery, isFuzzy: boolean): SQL[] {
  const sortColumns = { created_at: products.createdAt, urutan: products.urutan, name: products.name, harga: products.harga };
  if (q.sortBy) {
    const direction = (q.orderBy ?? (q.sortBy === 'created_at' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
    const column = sortColumns[q.sortBy];
    const nulls = q.sortBy === 'urutan' ? sql`${direction(column)} nulls last` : direction(column);
    return [nulls, desc(products.createdAt), desc(products.id)];
  }
  const base = [sql`${products.urutan} asc nulls last`, desc(products.createdAt), desc(products.id)];
  return q.search ? [sql`${relevance(q.search, isFuzzy)} desc`, ...base] : base;
}

async function publicPage(db: Db, q: PublicProductQuery, filters: SQL | undefined, isFuzzy: boolean, cache?: TtlCache) {
  const where = and(filters, q.search ? (isFuzzy ? fuzzy(q.search) : fullText(q.search)) : undefined);
  // Every page of one filter shares its total: counting over joins is the expensive half.
  const countKey = `product-count ${JSON.stringify([q.category, q.brand, q.type, q.search, isFuzzy])}`;
  const countTotal = async () => Number((await countJoined(db, true, where))[0]?.value ?? 0);
  const [rows, total] = await Promise.all([
    joined(db, true).where(where).orderBy(...publicOrder(q, isFuzzy)).limit(q.size).offset(q.offset),
    cache ? cache.getOrLoad(countKey, countTotal) : countTotal(),
  ]);
  return { rows, total };
}

export async function listPublicProducts(db: Db, q: PublicProductQuery, cache?: TtlCache) {
  const filters = and(
    eq(products.isActive, true),
    q.category ? eq(products.categoryId, q.category) : undefined,
    q.brand ? eq(products.brandId, q.brand) : undefined,
    q.type ? eq(products.typeId, q.type) : undefined,
  );
  let page = await publicPage(db, q, filters, false, cache);
  if (q.search && page.total === 0) page = await publicPage(db, q, filters, true, cache);
  return { rows: await toSummaries(db, page.rows), total: page.total };
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
